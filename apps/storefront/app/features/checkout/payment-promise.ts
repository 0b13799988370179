import type { PaymentCredentials } from '@vitrine/contract/payments';

/**
 * How a product can be paid for, as checkout will offer it: a shop without a gateway takes every
 * order offline (on delivery); one with a gateway also takes cash on delivery where the product allows.
 */
export function paymentPromise(paymentMode: PaymentCredentials['paymentMode'], availableOnCod: boolean) {
  if (paymentMode === 'OFFLINE') return 'Pay on delivery, no online payment needed';
  return availableOnCod ? 'Pay online or cash on delivery' : 'Prepaid orders only';
}
