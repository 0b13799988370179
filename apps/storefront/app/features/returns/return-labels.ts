import type { ReturnStatus } from '@vitrine/contract/order-returns';

/** The order page's form fields that name a cancel or a return request (decision 0090). */
export const CANCEL_ORDER_INTENT = 'cancel-order';
export const REQUEST_RETURN_INTENT = 'request-return';
export const RETURN_PHOTO_INTENT = 'return-photo';
/** The console order page's form field value for a decision on a return request. */
export const RETURN_DECISION_ACTION = 'RETURN_DECISION';

/** Fixed, readable colours whatever the tenant's theme; the words carry the meaning too. */
export const RETURN_TONES: Record<ReturnStatus, string> = {
  REQUESTED: 'bg-amber-50 text-amber-800 ring-amber-200',
  APPROVED: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  REFUSED: 'bg-neutral-100 text-neutral-700 ring-neutral-300',
};
