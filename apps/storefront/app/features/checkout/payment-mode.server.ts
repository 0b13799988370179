import { DEFAULT_PAYMENT_MODE, type PaymentCredentials } from '@vitrine/contract/payments';
import type { PageLog } from '@vitrine/contract/ssr';
import type { apiFor } from '../../lib/api.server';
import { emptyOnFailure } from '../../lib/load-failure';

/** SPEC §4 "Payment": the shop's payment mode; it stays OFFLINE when no gateway details come back. */
export function paymentModeOf(api: ReturnType<typeof apiFor>, log: PageLog) {
  return emptyOnFailure<PaymentCredentials['paymentMode']>(
    log,
    api.getPaymentCredentials().then((credentials) => credentials.paymentMode),
    DEFAULT_PAYMENT_MODE,
    'Failed to payment details',
  );
}
