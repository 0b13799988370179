import type { PaymentResult } from '@vitrine/contract/orders';

export type PaymentOutcome = 'placed' | 'failed' | 'paymentCancelled' | 'pending' | 'cancelled';

/** Which of the payment-status screens a result shows. */
export function paymentOutcomeOf(result: PaymentResult): PaymentOutcome {
  if (result.orderStatus === 'CANCELLED') return 'cancelled';
  if (result.orderStatus === 'PAYMENT_FAILED')
    return result.cancelledByShopper ? 'paymentCancelled' : 'failed';
  if (result.orderStatus === 'PAYMENT_PENDING') return 'pending';
  return 'placed';
}

/** SPEC §8 fallbacks for the payment screens. */
export const PAYMENT_FALLBACK_MESSAGES = {
  verify: 'Payment verification failed',
  cancel: 'Payment cancel failed',
} as const;
