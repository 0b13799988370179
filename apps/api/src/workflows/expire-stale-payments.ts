import { cancelOrder } from './cancel-order.ts';
import { followUpPendingRefunds } from './refund-payment.ts';
import type { PaymentDeps } from './confirm-payment.ts';
import { staleUnpaidOrders, type OrdersService } from '../modules/orders/orders.service.ts';
import type { Database } from '../db/client.ts';

/** A shopper who has not paid within this time has left; the stock their order holds goes back. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;
const BATCH = 50;

type ExpiryDeps = PaymentDeps & { orders: Pick<OrdersService, 'findOrder'> };

/**
 * Every instance calls this on its timer; one sweeps at a time, under a database lock, so N
 * instances do not ask the gateway about the same orders N times. Null when another was sweeping.
 */
export async function sweepStalePayments(deps: ExpiryDeps & { database: Pick<Database, 'exclusively'> }) {
  const expired = await deps.database.exclusively('expire-stale-payments', () => expireStalePayments(deps));
  deps.log.debug(
    { expired },
    expired === null ? 'stale payments: another instance sweeps' : 'stale payments swept',
  );
  return expired;
}

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
  await followUpPendingRefunds(deps, now);
  return stale.length;
}
