import type { PaymentCredentials } from '@vitrine/contract/payments';
import type { ParseKeys } from 'i18next';

/**
 * How a product can be paid for, as checkout will offer it: a shop without a gateway takes every
 * order offline (on delivery); one with a gateway also takes cash on delivery where the product allows.
 */
export function paymentPromise(
  paymentMode: PaymentCredentials['paymentMode'],
  availableOnCod: boolean,
): ParseKeys {
  if (paymentMode === 'OFFLINE') return 'payment.offline';
  return availableOnCod ? 'payment.onlineOrCod' : 'payment.prepaidOnly';
}
