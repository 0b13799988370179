import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { OrderStatus } from '@vitrine/contract/orders';
import type { AdminRefund, AdminRefunds, RefundBody, ShopperRefund } from '@vitrine/contract/payments';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { isRowId } from '../lib/ids.ts';
import { createUsersService } from '../modules/auth/users.service.ts';
import { notifyRefundProcessed } from '../modules/notifications/outbox.ts';
import { changeOrder, recordAudit } from '../modules/orders/admin-orders.service.ts';
import { orderNotFound, orderOf, type OrderRow } from '../modules/orders/orders.service.ts';
import {
  merchantTransactionIdOf,
  type GatewayRefundStatus,
  type PaymentGateway,
} from '../modules/payments/gateways/payment-gateway.ts';
import type { PaymentsService } from '../modules/payments/payments.service.ts';
import {
  merchantRefundIdOf,
  openRefund,
  pendingRefunds,
  recordRefundResult,
  refundOf,
  refundsOf,
  refundTotalsOf,
  type OpenedRefund,
  type RefundRow,
} from '../modules/payments/refunds.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import type { Actor } from './order-action.ts';

export interface RefundDeps {
  db: Db;
  payments: Pick<PaymentsService, 'gatewayFor'>;
  tenants: Pick<TenantsService, 'publicOriginOf'>;
  log: FastifyBaseLogger;
}

/** A refund asked for this long ago and still pending is asked about again (decision 0086). */
export const REFUND_FOLLOW_UP_AFTER_MS = 60_000;
const FOLLOW_UP_BATCH = 50;

/** Where PhonePe posts a refund's result: apart from payments', whose ids are payment attempts. */
export const REFUND_CALLBACK_PATH = '/api/payment/phonepe/refund-callback';

/** Orders whose money the shop keeps: a refund beyond the order's total is what it owes back. */
const NOT_KEPT: OrderStatus[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED'];

async function gatewayOf(deps: Pick<RefundDeps, 'payments'>, customerId: string) {
  const gateway = await deps.payments.gatewayFor(customerId);
  if (!gateway) {
    throw new AppError(
      409,
      ERROR_CODES.REFUND_NOT_POSSIBLE,
      'This shop has no payment gateway to refund through.',
    );
  }
  return gateway;
}

async function refundCallbackUrl(deps: Pick<RefundDeps, 'tenants'>, customerId: string) {
  const origin = await deps.tenants.publicOriginOf(customerId);
  if (!origin) {
    throw new AppError(
      409,
      ERROR_CODES.REFUND_NOT_POSSIBLE,
      'This shop has no public address for the gateway.',
    );
  }
  return new URL(REFUND_CALLBACK_PATH, origin).toString();
}

/**
 * The owner's "Refund" (decision 0085): a PENDING refund row, once per idempotency key, then the
 * gateway is asked and its answer recorded. A repeat of the key answers the first refund and asks the
 * gateway nothing. When the gateway does not answer, the refund stays PENDING for the follow-up and
 * the owner hears 502; when it refuses, the refund is FAILED (its amount refundable again) and 502.
 */
export async function requestRefund(deps: RefundDeps, actor: Actor, orderId: string, body: RefundBody) {
  if (!isRowId(orderId)) throw orderNotFound();
  const order = await orderOf(deps.db, actor.customerId, orderId, { lock: false });
  if (!order) throw orderNotFound();
  const gateway = await gatewayOf(deps, actor.customerId);
  const callbackUrl = await refundCallbackUrl(deps, actor.customerId);
  const opened = await openRefund(deps.db, {
    customerId: actor.customerId,
    orderId,
    amount: body.amountPaise,
    idempotencyKey: body.idempotencyKey,
    reason: body.reason,
    requestedBy: actor.userId,
  });
  if (!opened.created) return refusedIfFailed(opened.refund);
  await auditRefund(deps.db, actor, order, opened.refund);
  const result = await askGateway(deps, gateway, opened, callbackUrl);
  return refusedIfFailed(await applyRefundResult(deps, opened.refund, result));
}

async function askGateway(
  deps: RefundDeps,
  gateway: PaymentGateway,
  opened: OpenedRefund,
  callbackUrl: string,
) {
  const { refund, payment } = opened;
  try {
    return await gateway.refund({
      merchantRefundId: merchantRefundIdOf(refund.id),
      merchantTransactionId: merchantTransactionIdOf(payment.id),
      gatewayReference: payment.gatewayReference,
      amountPaise: refund.amount,
      callbackUrl,
    });
  } catch (error) {
    deps.log.warn(
      { err: error, refundId: refund.id },
      'refund: the gateway did not answer; it is asked again later',
    );
    throw new AppError(
      502,
      ERROR_CODES.PAYMENT_GATEWAY_FAILED,
      'The payment gateway did not answer. The refund is checked with it again in a few minutes.',
    );
  }
}

function refusedIfFailed(refund: RefundRow) {
  if (refund.status !== 'FAILED') return refund;
  throw new AppError(
    502,
    ERROR_CODES.REFUND_FAILED,
    `The payment gateway refused the refund (${refund.gatewayCode ?? 'no reason given'}). Nothing was refunded.`,
  );
}

async function auditRefund(db: Db, actor: Actor, order: OrderRow, refund: RefundRow) {
  const staff = await createUsersService(db).findById(actor.customerId, actor.userId);
  await recordAudit(db, order, {
    actorId: actor.userId,
    actorName: staff?.name ?? '',
    action: 'REFUND',
    details: { amountPaise: refund.amount, reason: refund.reason },
  });
}

/**
 * Applies the gateway's word on a refund (its answer, a status check or a callback), once. A refund
 * processed tells the shopper, and clears the order's "refund due" once what the shop does not keep
 * has gone back. Answers the refund as it now stands.
 */
export async function applyRefundResult(
  deps: Pick<RefundDeps, 'db'>,
  refund: { customerId: string; id: string },
  result: GatewayRefundStatus,
): Promise<RefundRow> {
  return deps.db.transaction(async (tx) => {
    const settled = await recordRefundResult(tx, refund, result);
    if (settled?.status !== 'PROCESSED')
      return settled ?? (await refundOf(tx, refund.customerId, refund.id))!;
    const order = (await orderOf(tx, settled.customerId, settled.orderId, { lock: true }))!;
    const totals = await refundTotalsOf(tx, order);
    const owed = totals.paid - (NOT_KEPT.includes(order.status) ? 0 : order.totalAmount);
    if (order.refundDue && totals.processed >= owed) await changeOrder(tx, order, { refundDue: false });
    await notifyRefundProcessed(tx, order, settled.amount);
    return settled;
  });
}

/**
 * Asks the gateway about refunds still pending a while after they were asked for, and applies the
 * answers (decision 0086). Run by the payments timer; a gateway that does not answer is asked next time.
 */
export async function followUpPendingRefunds(
  deps: Pick<RefundDeps, 'db' | 'payments' | 'log'>,
  now = new Date(),
) {
  const pending = await pendingRefunds(
    deps.db,
    new Date(now.getTime() - REFUND_FOLLOW_UP_AFTER_MS),
    FOLLOW_UP_BATCH,
  );
  for (const refund of pending) {
    try {
      const gateway = await gatewayOf(deps, refund.customerId);
      await applyRefundResult(deps, refund, await gateway.checkRefund(merchantRefundIdOf(refund.id)));
    } catch (error) {
      deps.log.warn({ err: error, refundId: refund.id }, 'refund follow-up: no answer yet');
    }
  }
  return pending.length;
}

const toShopperRefund = (refund: RefundRow): ShopperRefund => ({
  id: refund.id,
  amountPaise: refund.amount,
  status: refund.status,
  createdAt: refund.createdAt.toISOString(),
  processedAt: refund.processedAt?.toISOString() ?? null,
});

export const toAdminRefund = (refund: RefundRow): AdminRefund => ({
  ...toShopperRefund(refund),
  reason: refund.reason,
  gatewayRefundId: refund.gatewayRefundId,
  gatewayCode: refund.gatewayCode,
});

/** An order's refunds for the console, with what was paid online and what can still go back. */
export async function adminRefundsOf(
  db: Db,
  order: { customerId: string; id: string },
): Promise<AdminRefunds> {
  const [refunds, totals] = await Promise.all([refundsOf(db, order), refundTotalsOf(db, order)]);
  return {
    refunds: refunds.map(toAdminRefund),
    paidPaise: totals.paid,
    refundablePaise: totals.paid - totals.processed - totals.pending,
  };
}

/** The shopper sees the refunds that are or were on their way, not the ones the gateway refused. */
export async function shopperRefundsOf(db: Db, order: { customerId: string; id: string }) {
  const refunds = await refundsOf(db, order);
  return refunds.filter((refund) => refund.status !== 'FAILED').map(toShopperRefund);
}
