import { ERROR_CODES } from '@vitrine/contract/errors';
import type { PaymentResult } from '@vitrine/contract/orders';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { releaseStock } from '../modules/catalog/stock.ts';
import { notifyOrderStatus } from '../modules/notifications/outbox.ts';
import { PAYMENT_OUTCOMES } from '../modules/orders/order-status.ts';
import {
  itemsOf,
  orderOf,
  recordStatus,
  setOrderPayment,
  type OrdersService,
} from '../modules/orders/orders.service.ts';
import { cancelPendingPayments } from '../modules/payments/payments.service.ts';
import { settlePendingPayments, toPaymentResult, type PaymentDeps } from './confirm-payment.ts';

/**
 * The shopper gives up paying for an order (SPEC §7 "Payment cancel"). A payment still pending is
 * first checked with the gateway, so money already taken is never followed by a cancel; a paid order
 * is refused. Stock still reserved goes back. Cancelling twice answers the same.
 */
export async function cancelOrder(
  deps: PaymentDeps & { orders: Pick<OrdersService, 'findOrder'> },
  shopper: { customerId: string; userId: string },
  orderId: string,
): Promise<PaymentResult> {
  const { customerId } = shopper;
  const order = await deps.orders.findOrder(customerId, shopper.userId, orderId);
  await settlePendingPayments(deps, order);

  return deps.db.transaction(async (tx) => {
    const current = await orderOf(tx, customerId, order.id, { lock: true });
    if (current!.status === 'CANCELLED')
      return toPaymentResult(current!, current!.paymentStatus ?? 'CANCELLED');
    if (current!.paymentStatus === 'COMPLETED') {
      throw new AppError(
        409,
        ERROR_CODES.PAYMENT_ALREADY_COMPLETED,
        'This order is already paid for, so it cannot be cancelled here.',
      );
    }
    if (!PAYMENT_OUTCOMES.CANCELLED.from.includes(current!.status)) {
      throw new AppError(
        409,
        ERROR_CODES.ORDER_STATUS_INVALID,
        'This order can no longer be cancelled here. Please contact the shop.',
      );
    }
    if (current!.status === 'PAYMENT_PENDING') await returnStock(tx, current!);
    await markCancelled(tx, current!, shopper.userId);
    // An unpaid order a new placement replaces (markCancelled alone) tells no one: the new one does.
    await notifyOrderStatus(tx, current!, 'CANCELLED');
    return toPaymentResult({ ...current!, status: 'CANCELLED' }, 'CANCELLED');
  });
}

/** Puts what an order holds back on the shelf, inside the caller's transaction. */
export async function returnStock(tx: Executor, order: { customerId: string; id: string }) {
  await releaseStock(tx, order.customerId, await itemsOf(tx, order));
}

/** Ends an unpaid order inside the caller's transaction, once the stock it held is back. */
export async function markCancelled(
  tx: Executor,
  order: { customerId: string; id: string },
  changedBy: string,
) {
  await cancelPendingPayments(tx, order);
  await setOrderPayment(tx, order, { paymentStatus: 'CANCELLED' });
  await recordStatus(tx, order, 'CANCELLED', changedBy);
}
