import { ERROR_CODES } from '@vitrine/contract/errors';
import type { OrderStatus, PaymentResult } from '@vitrine/contract/orders';
import type { Db, Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { releaseStock } from '../modules/catalog/stock.ts';
import { notifyOrderStatus } from '../modules/notifications/outbox.ts';
import { PAYMENT_OUTCOMES } from '../modules/orders/order-status.ts';
import {
  itemsOf,
  orderNotFound,
  orderOf,
  recordStatus,
  setOrderPayment,
  type OrdersService,
} from '../modules/orders/orders.service.ts';
import { cancelPendingPayments } from '../modules/payments/payments.service.ts';
import { settlePendingPayments, toPaymentResult, type PaymentDeps } from './confirm-payment.ts';
import { issueCreditNoteFor } from './issue-invoice.ts';

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
    if (current!.status === 'PAYMENT_PENDING')
      await releaseStock(tx, customerId, await itemsOf(tx, current!));
    await markCancelled(tx, current!, shopper.userId);
    // An unpaid order a new placement replaces (markCancelled alone) tells no one: the new one does.
    await notifyOrderStatus(tx, current!, 'CANCELLED');
    return toPaymentResult({ ...current!, status: 'CANCELLED' }, 'CANCELLED');
  });
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

/** A placed order can be called off until it leaves the shop. */
const CANCELLABLE_ONCE_PLACED: OrderStatus[] = ['PLACED', 'PROCESSING', 'READY_FOR_PICKUP'];

/**
 * The shop calls off a placed order (cash on delivery or paid): its stock goes back, money taken is
 * marked to be refunded, and a credit note reverses its invoice (decision 0051), all in one
 * transaction. Cancelling twice answers the same credit note.
 */
export async function cancelPlacedOrder(
  db: Db,
  order: { customerId: string; id: string },
  changedBy: string,
) {
  return db.transaction(async (tx) => {
    const current = await orderOf(tx, order.customerId, order.id, { lock: true });
    if (!current) throw orderNotFound();
    if (current.status === 'CANCELLED') return issueCreditNoteFor(tx, current);
    if (!CANCELLABLE_ONCE_PLACED.includes(current.status)) {
      throw new AppError(
        409,
        ERROR_CODES.ORDER_STATUS_INVALID,
        `An order that is ${current.status} cannot be cancelled.`,
      );
    }
    await releaseStock(tx, current.customerId, await itemsOf(tx, current));
    if (current.paymentStatus === 'COMPLETED') await setOrderPayment(tx, current, { refundDue: true });
    await recordStatus(tx, current, 'CANCELLED', changedBy);
    return issueCreditNoteFor(tx, current);
  });
}
