import type { OrderAction } from '@vitrine/contract/admin-orders';
import type { SubmissionResult } from '@conform-to/react';

/** What the order page's action answers: done, or refused with the words and the fields sent. */
export type OrderActionResult =
  | { action: string; ok: true; done: string }
  | { action: string; ok: false; error: string; submission: SubmissionResult<string[]> };

/** What the owner reads once a step is saved: what happened, and whether the shopper was told. */
export const ORDER_ACTION_DONE: Record<OrderAction, string> = {
  ACCEPT: 'Order accepted.',
  SHIP: 'Order shipped. The shopper is told, with the tracking.',
  OUT_FOR_DELIVERY: 'Order out for delivery. The shopper is told.',
  DELIVER: 'Order delivered. The shopper is told.',
  READY_FOR_PICKUP: 'Order ready for pickup. The shopper is told.',
  PICKED_UP: 'Order picked up.',
  CANCEL: 'Order cancelled. The shopper is told, and its stock is back on sale.',
  COD_COLLECTED: 'Cash collected.',
  REFUND_DONE: 'Refund recorded.',
};
