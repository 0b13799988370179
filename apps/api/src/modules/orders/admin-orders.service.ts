import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  gte,
  inArray,
  lt,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { AdminOrdersPage, AuditAction, AuditEntry } from '@vitrine/contract/admin-orders';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { OrderStatus } from '@vitrine/contract/orders';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { indiaDaySql, indiaDayStart, type DayTotal } from '../../lib/india-time.ts';
import { toRupees } from '../../lib/money.ts';
import { toListEntry, type OrderRow } from './orders.service.ts';
import { orderAuditLog, orderItems, orders, orderStatusHistory } from './orders.tables.ts';

export interface AdminOrdersFilter {
  status?: OrderStatus | undefined;
  paymentMethod?: 'COD' | 'ONLINE' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  refundDue?: boolean | undefined;
  cursor?: string | undefined;
  limit: number;
  /** The account of the mobile searched for, when it has one: its orders match too. */
  searchedShopperId?: string | null;
}

const badCursor = () =>
  new AppError(400, ERROR_CODES.VALIDATION_FAILED, 'This page of orders no longer exists; start again.');

/** A keyset cursor: the last row's (created_at, id), opaque to clients. */
const cursorOf = (row: OrderRow) =>
  Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');

function afterCursor(cursor: string): SQL {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !id || Number.isNaN(Date.parse(at)) || !/^[0-9a-f-]{36}$/i.test(id)) throw badCursor();
  return sql`(${orders.createdAt}, ${orders.id}) < (${new Date(at).toISOString()}::timestamptz, ${id}::uuid)`;
}

/** The mobile number a search names (10 digits, +91 and spaces allowed), or null for an order number. */
export const searchedMobile = (q: string) =>
  /^(?:\+?91)?(\d{10})$/.exec(q.replace(/[\s-]/g, ''))?.[1] ?? null;

/** A mobile matches the order's contact or the account that placed it; anything else is an order number. */
function searchCondition(q: string, shopperId: string | null | undefined): SQL {
  const mobile = searchedMobile(q);
  if (!mobile) return eq(orders.orderNumber, q.replace(/^#/, '').trim().toUpperCase());
  return shopperId ? or(eq(orders.mobile, mobile), eq(orders.userId, shopperId))! : eq(orders.mobile, mobile);
}

function filterConditions(customerId: string, filter: AdminOrdersFilter): SQL[] {
  const conditions = [eq(orders.customerId, customerId)];
  if (filter.status) conditions.push(eq(orders.status, filter.status));
  if (filter.paymentMethod) conditions.push(eq(orders.paymentMethod, filter.paymentMethod));
  if (filter.from) conditions.push(gte(orders.createdAt, indiaDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, indiaDayStart(filter.to, 1)));
  if (filter.refundDue) conditions.push(eq(orders.refundDue, true));
  if (filter.q) conditions.push(searchCondition(filter.q, filter.searchedShopperId));
  if (filter.cursor) conditions.push(afterCursor(filter.cursor));
  return conditions;
}

/**
 * The console's order list, newest first, one page at a time by keyset (decision 0061): each page is
 * an index range read whatever its depth. Item counts are read for the page's orders only.
 */
export async function adminOrderPage(
  executor: Executor,
  customerId: string,
  filter: AdminOrdersFilter,
): Promise<AdminOrdersPage> {
  const rows = await executor
    .select()
    .from(orders)
    .where(and(...filterConditions(customerId, filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit + 1);
  const page = rows.slice(0, filter.limit);
  const counts = page.length
    ? await executor
        .select({ orderId: orderItems.orderId, items: count() })
        .from(orderItems)
        .where(
          and(
            eq(orderItems.customerId, customerId),
            inArray(
              orderItems.orderId,
              page.map((row) => row.id),
            ),
          ),
        )
        .groupBy(orderItems.orderId)
    : [];
  const itemsOf = new Map(counts.map((row) => [row.orderId, row.items]));
  return {
    result: page.map((row) => toListEntry(row, itemsOf.get(row.id) ?? 0)),
    nextCursor: rows.length > filter.limit ? cursorOf(page.at(-1)!) : null,
  };
}

/** What the console's actions change on an order beside its state. */
export type OrderChange = Partial<
  Pick<
    OrderRow,
    'courierName' | 'trackingNumber' | 'trackingUrl' | 'cancelReason' | 'codCollectedAt' | 'refundDue'
  >
>;

export async function changeOrder(
  executor: Executor,
  order: { customerId: string; id: string },
  change: OrderChange,
) {
  if (Object.keys(change).length === 0) return;
  await executor
    .update(orders)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(orders.customerId, order.customerId), eq(orders.id, order.id)));
}

/** One audit row: who did what to the order, when, with what it carried. */
export async function recordAudit(
  executor: Executor,
  order: { customerId: string; id: string },
  entry: { actorId: string; actorName: string; action: AuditAction; details: Record<string, unknown> },
) {
  await executor.insert(orderAuditLog).values({ customerId: order.customerId, orderId: order.id, ...entry });
}

export async function auditLogOf(
  executor: Executor,
  order: { customerId: string; id: string },
): Promise<AuditEntry[]> {
  const rows = await executor
    .select()
    .from(orderAuditLog)
    .where(and(eq(orderAuditLog.customerId, order.customerId), eq(orderAuditLog.orderId, order.id)))
    .orderBy(asc(orderAuditLog.at));
  return rows.map((row) => ({
    action: row.action,
    actor: { userId: row.actorId, name: row.actorName },
    at: row.at.toISOString(),
    details: row.details,
  }));
}

export async function statusHistoryOf(executor: Executor, order: { customerId: string; id: string }) {
  const rows = await executor
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.customerId, order.customerId), eq(orderStatusHistory.orderId, order.id)))
    .orderBy(asc(orderStatusHistory.at));
  return rows.map((row) => ({ status: row.status, at: row.at.toISOString() }));
}

/** Orders that never became a sale: unpaid, or cancelled. */
const NOT_SALES: OrderStatus[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED'];

/** Orders placed since `since` that count as sales, and what they came to. */
export async function salesSince(executor: Executor, customerId: string, since: Date) {
  const [row] = await executor
    .select({ orders: count(), sales: sum(orders.totalAmount).mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        gte(orders.createdAt, since),
        notInArray(orders.status, NOT_SALES),
      ),
    );
  return { orders: row?.orders ?? 0, sales: toRupees(row?.sales ?? 0) };
}

/** How many of the shop's orders are in a state, or owe a refund: each one indexed count. */
/** How many of the shop's orders have a line of the product. */
export async function ordersWithProduct(executor: Executor, customerId: string, productId: string) {
  const [row] = await executor
    .select({ value: countDistinct(orderItems.orderId) })
    .from(orderItems)
    .where(and(eq(orderItems.customerId, customerId), eq(orderItems.productId, productId)));
  return row?.value ?? 0;
}

export async function orderCount(
  executor: Executor,
  customerId: string,
  which: { status: OrderStatus } | { refundDue: true },
) {
  const condition =
    'status' in which ? eq(orders.status, which.status) : eq(orders.refundDue, which.refundDue);
  const [row] = await executor
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), condition));
  return row?.value ?? 0;
}

/**
 * Cash-on-delivery takings per India day, by the day the shop confirmed it had the cash
 * (`cod_collected_at`, set only on a delivered order).
 */
export function codCollectedByDay(
  executor: Executor,
  customerId: string,
  span: { start: Date; end: Date },
): Promise<DayTotal[]> {
  const day = indiaDaySql(orders.codCollectedAt);
  return executor
    .select({ day, count: count(), paise: sum(orders.totalAmount).mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.paymentMethod, 'COD'),
        gte(orders.codCollectedAt, span.start),
        lt(orders.codCollectedAt, span.end),
      ),
    )
    .groupBy(day);
}
