import { cancelOrder } from './cancel-order.ts';
import type { PaymentDeps } from './confirm-payment.ts';
import { staleUnpaidOrders, type OrdersService } from '../modules/orders/orders.service.ts';

/** A shopper who has not paid within this time has left; the stock their order holds goes back. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
const BATCH = 50;

export type ExpiryDeps = PaymentDeps & { orders: Pick<OrdersService, 'findOrder'> };

/**
 * Orders left awaiting payment beyond their time to pay (the payment window from the first of the
 * orders it replaced, `payBy`): each is checked with the gateway
 * (a payment that did go through places the order) and otherwise cancelled, releasing its stock.
 * Safe to run from several instances at once: cancelling is idempotent under the order's row lock.
 */
export async function expireStalePayments(deps: ExpiryDeps, now = new Date()) {
  const stale = await staleUnpaidOrders(deps.db, now, BATCH);
  for (const order of stale) {
    try {
      await cancelOrder(deps, { customerId: order.customerId, userId: order.userId }, order.id);
    } catch (error) {
      // A payment that completed meanwhile is refused a cancel: the order is placed, as it should be.
      deps.log.info({ err: error, orderId: order.id }, 'stale payment not cancelled');
    }
  }
  return stale.length;
}
