import { and, asc, eq, lt, ne, sql, sum } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { formatRupees } from '../../lib/money.ts';
import type { GatewayRefundStatus } from './gateways/payment-gateway.ts';
import { paymentOrders, paymentRefunds } from './payments.tables.ts';
import type { PaymentOrderRow } from './payments.service.ts';

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** One press of the console's "Refund". */
export interface RefundAsk {
  customerId: string;
  orderId: string;
  amount: number;
  idempotencyKey: string;
  reason: string;
  requestedBy: string;
}

/** A refund and the paid attempt it gives money back from. */
export interface OpenedRefund {
  refund: RefundRow;
  payment: PaymentOrderRow;
  /** False when the key had been used: the refund was asked for before, the gateway is not asked again. */
  created: boolean;
}

const notRefundable = (message: string) => new AppError(422, ERROR_CODES.REFUND_NOT_POSSIBLE, message);

/** The gateway knows a refund by its row id without dashes, as it knows payments (35 characters at most). */
export const merchantRefundIdOf = (refundId: string) => refundId.replaceAll('-', '');

async function refundByKey(executor: Executor, customerId: string, idempotencyKey: string) {
  const [row] = await executor
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.customerId, customerId), eq(paymentRefunds.idempotencyKey, idempotencyKey)));
  return row;
}

async function attemptOf(executor: Executor, refund: RefundRow) {
  const [payment] = await executor
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, refund.customerId), eq(paymentOrders.id, refund.paymentOrderId)));
  return payment!;
}

/** A refund asked for before with this key: the same refund, whatever the repeat carries. */
async function earlierRefund(executor: Executor, ask: RefundAsk, refund: RefundRow): Promise<OpenedRefund> {
  if (refund.orderId !== ask.orderId) {
    throw notRefundable('This refund key was used for another order. Open the refund form again.');
  }
  return { refund, payment: await attemptOf(executor, refund), created: false };
}

/** Money still refundable from each paid attempt: what it took less its refunds not failed. */
async function refundableAttempts(tx: Executor, order: { customerId: string; id: string }) {
  // Locked: of two refunds asked at once, the second counts the first (decision 0085).
  const paid = await tx
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, order.customerId),
        eq(paymentOrders.orderId, order.id),
        eq(paymentOrders.status, 'COMPLETED'),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt))
    .for('update');
  const refunded = await refundedPerAttempt(tx, order);
  return paid.map((payment) => ({
    payment,
    refundable: payment.amount - (refunded.get(payment.id) ?? 0),
  }));
}

async function refundedPerAttempt(executor: Executor, order: { customerId: string; id: string }) {
  const rows = await executor
    .select({
      paymentOrderId: paymentRefunds.paymentOrderId,
      total: sum(paymentRefunds.amount).mapWith(Number),
    })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.customerId, order.customerId),
        eq(paymentRefunds.orderId, order.id),
        ne(paymentRefunds.status, 'FAILED'),
      ),
    )
    .groupBy(paymentRefunds.paymentOrderId);
  return new Map(rows.map((row) => [row.paymentOrderId, row.total]));
}

/**
 * Opens a PENDING refund for an order, once per idempotency key (decision 0085): a repeat of the key
 * answers the first refund and `created: false`. The refund comes from the first paid attempt that
 * can still give the amount back; a refund beyond that is refused.
 */
export async function openRefund(db: Db, ask: RefundAsk): Promise<OpenedRefund> {
  return db.transaction(async (tx) => {
    const earlier = await refundByKey(tx, ask.customerId, ask.idempotencyKey);
    if (earlier) return earlierRefund(tx, ask, earlier);
    const attempts = await refundableAttempts(tx, { customerId: ask.customerId, id: ask.orderId });
    if (attempts.length === 0) throw notRefundable('This order was not paid online: nothing to refund.');
    const source = attempts.find((attempt) => attempt.refundable >= ask.amount);
    if (!source) {
      const most = Math.max(...attempts.map((attempt) => attempt.refundable));
      throw notRefundable(`At most ${formatRupees(most)} can be refunded through the gateway.`);
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        customerId: ask.customerId,
        orderId: ask.orderId,
        paymentOrderId: source.payment.id,
        amount: ask.amount,
        status: 'PENDING',
        idempotencyKey: ask.idempotencyKey,
        reason: ask.reason,
        requestedBy: ask.requestedBy,
      })
      // The same key pressed twice at once: the second waits on the locks above, then finds the first.
      .onConflictDoNothing({ target: [paymentRefunds.customerId, paymentRefunds.idempotencyKey] })
      .returning();
    if (!refund) return earlierRefund(tx, ask, (await refundByKey(tx, ask.customerId, ask.idempotencyKey))!);
    return { refund, payment: source.payment, created: true };
  });
}

/**
 * Records the gateway's word on a refund. Only a PENDING refund changes state, once: answers the
 * refund when this call settled it, null otherwise (still pending, or settled before: a replay).
 */
export async function recordRefundResult(
  executor: Executor,
  refund: { customerId: string; id: string },
  result: GatewayRefundStatus,
): Promise<RefundRow | null> {
  const settled = result.state !== 'PENDING';
  const [row] = await executor
    .update(paymentRefunds)
    .set({
      status: result.state,
      gatewayRefundId: sql`coalesce(${result.gatewayRefundId}, ${paymentRefunds.gatewayRefundId})`,
      gatewayCode: result.code,
      updatedAt: new Date(),
      ...(result.state === 'PROCESSED' && { processedAt: new Date() }),
    })
    .where(
      and(
        eq(paymentRefunds.customerId, refund.customerId),
        eq(paymentRefunds.id, refund.id),
        eq(paymentRefunds.status, 'PENDING'),
      ),
    )
    .returning();
  return settled ? (row ?? null) : null;
}

export async function refundOf(executor: Executor, customerId: string, refundId: string) {
  const [row] = await executor
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.customerId, customerId), eq(paymentRefunds.id, refundId)));
  return row;
}

/** An order's refunds, oldest first. */
export function refundsOf(executor: Executor, order: { customerId: string; id: string }) {
  return executor
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.customerId, order.customerId), eq(paymentRefunds.orderId, order.id)))
    .orderBy(asc(paymentRefunds.createdAt));
}

/** What the shopper paid online for an order, and what of it went or is going back. */
export async function refundTotalsOf(executor: Executor, order: { customerId: string; id: string }) {
  const [paid, refunds] = await Promise.all([
    executor
      .select({ total: sum(paymentOrders.amount).mapWith(Number) })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.customerId, order.customerId),
          eq(paymentOrders.orderId, order.id),
          eq(paymentOrders.status, 'COMPLETED'),
        ),
      ),
    refundsOf(executor, order),
  ]);
  const total = (status: RefundRow['status']) =>
    refunds.filter((refund) => refund.status === status).reduce((sum, refund) => sum + refund.amount, 0);
  return {
    paid: paid[0]?.total ?? 0,
    processed: total('PROCESSED'),
    pending: total('PENDING'),
  };
}

/**
 * Refunds still PENDING that were asked for before `askedBefore`, of every shop, oldest first: the
 * follow-up asks the gateway about them. Newer ones may still be in the gateway's hands (decision 0086).
 */
export function pendingRefunds(executor: Executor, askedBefore: Date, limit: number) {
  return executor
    .select({ id: paymentRefunds.id, customerId: paymentRefunds.customerId })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'PENDING'), lt(paymentRefunds.createdAt, askedBefore)))
    .orderBy(asc(paymentRefunds.updatedAt))
    .limit(limit);
}
