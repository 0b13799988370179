import type { RefundStatus } from '@vitrine/contract/payments';

/** The console form's `action` value for a refund, beside the order's own actions. */
export const REFUND_ACTION = 'REFUND';

/** A refund's state as the owner reads it in the console. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  PENDING: 'Processing',
  PROCESSED: 'Processed',
  FAILED: 'Refused by the gateway',
};
