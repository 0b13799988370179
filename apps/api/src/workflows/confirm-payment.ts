import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { PaymentResult } from '@vitrine/contract/orders';
import type { Db, Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isRowId } from '../lib/ids.ts';
import { toRupees } from '../lib/money.ts';
import { removeLinesOf } from '../modules/cart/cart-lines.ts';
import { releaseStock, stockKeyOf } from '../modules/catalog/stock.ts';
import { notifyOrderStatus } from '../modules/notifications/outbox.ts';
import { issueInvoiceFor } from './issue-invoice.ts';
import { PAYMENT_OUTCOMES } from '../modules/orders/order-status.ts';
import {
  itemsOf,
  orderOf,
  recordStatus,
  setOrderPayment,
  type OrderRow,
} from '../modules/orders/orders.service.ts';
import {
  isCancelledByShopper,
  merchantTransactionIdOf,
  type GatewayPaymentStatus,
} from '../modules/payments/gateways/payment-gateway.ts';
import {
  cancelPendingPayments,
  paymentOf,
  pendingPaymentsOf,
  recordPaymentResult,
  type PaymentsService,
} from '../modules/payments/payments.service.ts';

export const paymentNotFound = () =>
  new AppError(404, ERROR_CODES.PAYMENT_NOT_FOUND, 'This payment does not exist in your account.');

/** A payment of this shop with its order; inside a transaction, locked for the rest of it. */
export async function paymentWithOrder(
  executor: Executor,
  customerId: string,
  paymentOrderId: string,
  lock: boolean,
) {
  if (!isRowId(paymentOrderId)) throw paymentNotFound();
  // The payment's row first, then its order's: the order the joined `FOR UPDATE` before took them in.
  const payment = await paymentOf(executor, customerId, paymentOrderId, { lock });
  const order = payment && (await orderOf(executor, customerId, payment.orderId, { lock }));
  if (!payment || !order) throw paymentNotFound();
  return { payment, order };
}

/**
 * Applies what the gateway says about a payment (callback, status check or a failed start), once:
 * only a PENDING payment changes, so a replayed callback or a second verify answers the same result.
 * A success for another amount than the order's is treated as a failure. Success places the order
 * and takes its lines out of the cart; failure releases the reserved stock.
 *
 * A payment we gave up on (the order was cancelled, expired or paid again) or that failed can still be
 * captured later, on a pay page the shopper kept open or a retry on the same gateway order: that money
 * is recorded. Money the shop does not keep for the order (the
 * order can no longer be placed, or the amount was not the order's) is marked refund due and logged.
 */
export async function applyPaymentResult(
  deps: Pick<PaymentDeps, 'db' | 'log'>,
  customerId: string,
  paymentOrderId: string,
  result: GatewayPaymentStatus,
): Promise<PaymentResult> {
  return deps.db.transaction(async (tx) => {
    const { payment, order } = await paymentWithOrder(tx, customerId, paymentOrderId, true);
    const captured = result.state === 'COMPLETED';
    const paid = captured && result.amountPaise === payment.amount;
    // An attempt given up on or failed can still be captured (a pay page left open, a second try on the
    // same Razorpay order): that money is kept on record.
    const lateCapture = (payment.status === 'CANCELLED' || payment.status === 'FAILED') && captured;
    if ((payment.status !== 'PENDING' && !lateCapture) || result.state === 'PENDING')
      return toPaymentResult(order, payment.status, payment.gatewayCode);

    const paymentStatus = paid ? 'COMPLETED' : 'FAILED';
    const gatewayCode = paid || result.state === 'FAILED' ? result.code : 'AMOUNT_MISMATCH';
    await recordPaymentResult(tx, payment.id, {
      status: paymentStatus,
      gatewayReference: result.gatewayReference ?? payment.gatewayReference,
      gatewayCode,
    });
    const outcome = PAYMENT_OUTCOMES[paymentStatus];
    // A late capture at the wrong amount pays for nothing: the order's own attempt may still be pending.
    const settlesOrder = payment.status === 'PENDING' || paid;
    const placeable = settlesOrder && outcome.from.includes(order.status);
    const refundDue = captured && !(paid && placeable);
    await setOrderPayment(tx, order, {
      ...(settlesOrder && { paymentStatus }),
      ...(refundDue && { refundDue }),
    });
    if (refundDue) {
      deps.log.warn(
        {
          orderId: order.id,
          paymentOrderId: payment.id,
          orderStatus: order.status,
          amountPaise: payment.amount,
          capturedPaise: result.amountPaise,
        },
        paid
          ? 'payment captured for an order that can no longer be placed: refund due'
          : 'payment captured for another amount than the order’s: refund due',
      );
    }
    if (!placeable) return toPaymentResult(order, paymentStatus, gatewayCode);
    await recordStatus(tx, order, outcome.to, 'system');
    await notifyOrderStatus(tx, order, outcome.to);
    const items = await itemsOf(tx, order);
    if (paid) {
      await issueInvoiceFor(tx, order);
      // One attempt paid: the others the shopper started for this order can no longer place it.
      await cancelPendingPayments(tx, order, payment.id);
      // The paid-for lines leave the cart; anything the shopper added while paying stays.
      if (!order.quotationId) await removeLinesOf(tx, order, items.map(stockKeyOf));
    } else await releaseStock(tx, customerId, items);
    return toPaymentResult({ ...order, status: outcome.to }, paymentStatus, gatewayCode);
  });
}

/** `gatewayCode` is the gateway's word on the payment shown, when there is one. */
export function toPaymentResult(
  order: OrderRow,
  paymentStatus: PaymentResult['paymentStatus'],
  gatewayCode: string | null = null,
): PaymentResult {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderStatus: order.status,
    paymentStatus,
    cancelledByShopper: paymentStatus === 'FAILED' && isCancelledByShopper(gatewayCode),
    amount: toRupees(order.totalAmount),
  };
}

/**
 * The browser came back from the gateway (SPEC §7 "Payment verify"): asks the gateway how the
 * shopper's own payment stands, unless it is already settled, and applies the answer.
 */
export async function verifyPayment(
  deps: PaymentDeps,
  shopper: { customerId: string; userId: string },
  paymentOrderId: string,
): Promise<PaymentResult> {
  const { payment, order } = await paymentWithOrder(deps.db, shopper.customerId, paymentOrderId, false);
  if (order.userId !== shopper.userId) throw paymentNotFound();
  if (payment.status === 'PENDING') return settleWithGateway(deps, shopper.customerId, payment.id, order);
  if (payment.status !== 'CANCELLED') return toPaymentResult(order, payment.status, payment.gatewayCode);
  // The shopper may have paid on a pay page left open; when the gateway cannot say, it stays cancelled.
  return settleWithGateway(deps, shopper.customerId, payment.id, order).catch((error: unknown) => {
    if (error instanceof AppError && error.code === ERROR_CODES.PAYMENT_GATEWAY_FAILED)
      return toPaymentResult(order, payment.status);
    throw error;
  });
}

export interface PaymentDeps {
  db: Db;
  payments: Pick<PaymentsService, 'gatewayFor'>;
  log: FastifyBaseLogger;
}

/**
 * Before anything gives up an order's pending payment (a cancel, a new attempt): asks the gateway how
 * each stands and applies the answer, so money already taken is never followed by a cancel.
 */
export async function settlePendingPayments(deps: PaymentDeps, order: OrderRow) {
  const results: PaymentResult[] = [];
  for (const pending of await pendingPaymentsOf(deps.db, order))
    results.push(await settleWithGateway(deps, order.customerId, pending.id, order));
  return results;
}

/** Asks the shop's gateway how one of its payments stands and applies the answer. */
export async function settleWithGatewayById(deps: PaymentDeps, customerId: string, paymentOrderId: string) {
  const { payment, order } = await paymentWithOrder(deps.db, customerId, paymentOrderId, false);
  return settleWithGateway(deps, customerId, payment.id, order);
}

/** Asks the shop's gateway how a pending payment stands and applies the answer. */
export async function settleWithGateway(
  deps: PaymentDeps,
  customerId: string,
  paymentOrderId: string,
  order: OrderRow,
) {
  const gateway = await deps.payments.gatewayFor(customerId);
  if (!gateway) return toPaymentResult(order, 'PENDING');
  let status: GatewayPaymentStatus;
  try {
    status = await gateway.checkStatus(merchantTransactionIdOf(paymentOrderId));
  } catch (error) {
    throw new AppError(
      502,
      ERROR_CODES.PAYMENT_GATEWAY_FAILED,
      'The payment gateway did not answer. Please try again.',
      {
        cause: error,
      },
    );
  }
  return applyPaymentResult(deps, customerId, paymentOrderId, status);
}
