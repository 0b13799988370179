import { and, asc, count, desc, eq, gt, inArray, isNotNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { OrderDetail, OrderListEntry, OrderStatus } from '@vitrine/contract/orders';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { nextStatus, trackingSteps } from './order-status.ts';
import { orderItems, orders, orderStatusHistory } from './orders.tables.ts';

export type OrderRow = typeof orders.$inferSelect;
/** A new order's row, less what the database or `createOrder` fills in. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
/** A new order's line, less what `createOrder` fills in from the order. */
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'customerId' | 'orderId'>;

/** The coupon an order was placed with, as the shopper and the invoice show it. */
export const appliedCouponOf = (order: OrderRow) =>
  order.couponCode ? { code: order.couponCode, discount: toRupees(order.couponDiscount) } : null;

export const orderNotFound = () =>
  new AppError(404, ERROR_CODES.ORDER_NOT_FOUND, 'This order does not exist in your account.');

const LIST_LIMIT = 100;

export function toListEntry(row: OrderRow, itemCount: number): OrderListEntry {
  return {
    orderId: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentType: { paymentMethod: row.paymentMethod },
    paymentDetails: { orderAmount: toRupees(row.totalAmount) },
    mobile: row.mobile,
    name: row.name,
    placeOfService: row.placeOfService ?? null,
    itemCount,
    refundDue: row.refundDue,
  };
}

/** Moves an order to a new state and writes the history row ARCHITECTURE §8 asks for, in one executor. */
export async function recordStatus(
  executor: Executor,
  order: { customerId: string; id: string },
  status: OrderStatus,
  changedBy: string,
) {
  await executor
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.customerId, order.customerId), eq(orders.id, order.id)));
  await executor
    .insert(orderStatusHistory)
    .values({ customerId: order.customerId, orderId: order.id, status, changedBy });
}

const HELD = {
  productId: orderItems.productId,
  variantId: orderItems.variantId,
  quantity: orderItems.quantity,
};

/** What an order holds: each line's product, variant and quantity. */
export async function itemsOf(executor: Executor, order: { customerId: string; id: string }) {
  return executor
    .select(HELD)
    .from(orderItems)
    .where(and(eq(orderItems.customerId, order.customerId), eq(orderItems.orderId, order.id)));
}

/** An order of this shop, by id; inside a transaction, `lock` keeps it for the rest of it. */
export async function orderOf(
  executor: Executor,
  customerId: string,
  orderId: string,
  { lock }: { lock: boolean },
): Promise<OrderRow | undefined> {
  const query = executor
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.id, orderId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Writes an order, its lines and its first history row, in the caller's transaction. */
export async function createOrder(
  tx: Executor,
  values: NewOrder,
  items: NewOrderItem[],
  changedBy: string,
): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  await tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, customerId: values.customerId, orderId: order!.id })));
  await recordStatus(tx, order!, order!.status, changedBy);
  return order!;
}

/** Records how an order's payment stands and whether money taken for it is to be refunded. */
export async function setOrderPayment(
  executor: Executor,
  order: { customerId: string; id: string },
  change: Partial<Pick<OrderRow, 'paymentStatus' | 'refundDue'>>,
) {
  await executor
    .update(orders)
    .set(change)
    .where(and(eq(orders.customerId, order.customerId), eq(orders.id, order.id)));
}

/** Up to `limit` orders, of any shop, still awaiting payment after their time to pay ended. */
export function staleUnpaidOrders(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ id: orders.id, customerId: orders.customerId, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.status, 'PAYMENT_PENDING'), lt(orders.payBy, now)))
    .limit(limit);
}

/** An online order not yet paid for: awaiting payment (it holds stock) or its payment failed (it holds none). */
const UNPAID: OrderStatus[] = ['PAYMENT_PENDING', 'PAYMENT_FAILED'];

/**
 * The shopper's unpaid orders, each with its lines: those awaiting payment, and failed ones still
 * within their time to pay (older failures are history, left as they are). Inside a transaction,
 * `lock` keeps them for the rest of it. Placing an order keeps this to one; data from before that
 * rule may have more.
 */
export async function unpaidOrdersOf(
  executor: Executor,
  customerId: string,
  userId: string,
  { lock }: { lock: boolean },
) {
  const query = executor
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.userId, userId),
        or(
          eq(orders.status, 'PAYMENT_PENDING'),
          and(eq(orders.status, 'PAYMENT_FAILED'), gt(orders.payBy, new Date())),
        ),
      ),
    );
  const rows = await (lock ? query.for('update') : query);
  if (rows.length === 0) return [];
  const items = await executor
    .select({ orderId: orderItems.orderId, ...HELD })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.customerId, customerId),
        inArray(
          orderItems.orderId,
          rows.map((order) => order.id),
        ),
      ),
    );
  return rows.map((order) => ({
    order,
    items: items
      .filter((item) => item.orderId === order.id)
      .map(({ productId, variantId, quantity }) => ({ productId, variantId, quantity })),
  }));
}

/** The stock unpaid orders hold: only those still awaiting payment hold any. */
export const stockHeldBy = (unpaid: Awaited<ReturnType<typeof unpaidOrdersOf>>) =>
  unpaid.filter(({ order }) => order.status === 'PAYMENT_PENDING').flatMap(({ items }) => items);

/** Whether the shopper may still pay for an order: unpaid, online, and within its time to pay. */
export const isPayable = (order: OrderRow, now = new Date()) =>
  UNPAID.includes(order.status) && order.payBy !== null && order.payBy > now;

/** Takes a failed order back to awaiting payment, for a new attempt once its stock is held again. */
export async function reopenForPayment(executor: Executor, order: OrderRow, changedBy: string) {
  await executor
    .update(orders)
    .set({ paymentStatus: 'PENDING' })
    .where(and(eq(orders.customerId, order.customerId), eq(orders.id, order.id)));
  await recordStatus(executor, order, 'PAYMENT_PENDING', changedBy);
}

/** Cash-on-delivery orders the shopper has not yet received (nor cancelled). */
export async function openCodOrderCount(executor: Executor, customerId: string, userId: string) {
  const [row] = await executor
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.userId, userId),
        eq(orders.paymentMethod, 'COD'),
        notInArray(orders.status, ['DELIVERED', 'CANCELLED']),
      ),
    );
  return row?.open ?? 0;
}

/**
 * Whether one of the shopper's orders in this shop that reached DELIVERED carried the product: a
 * verified buyer may review it (issue 26).
 */
export async function hasReceivedProduct(
  executor: Executor,
  customerId: string,
  userId: string,
  productId: string,
) {
  if (!isRowId(productId)) return false;
  const [row] = await executor
    .select({ orderId: orders.id })
    .from(orders)
    .innerJoin(
      orderItems,
      and(eq(orderItems.customerId, orders.customerId), eq(orderItems.orderId, orders.id)),
    )
    .innerJoin(
      orderStatusHistory,
      and(eq(orderStatusHistory.customerId, orders.customerId), eq(orderStatusHistory.orderId, orders.id)),
    )
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.userId, userId),
        eq(orderItems.productId, productId),
        eq(orderStatusHistory.status, 'DELIVERED'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Orders that count as made: not waiting for payment, not failed, not cancelled (decision 0094). */
const MADE = notInArray(orders.status, ['PAYMENT_PENDING', 'PAYMENT_FAILED', 'CANCELLED']);

/**
 * What a coupon's rules need of the shopper's past: how many made orders used it, and whether they
 * have made any order. An unpaid order is not counted: placing again replaces it.
 */
export async function couponHistoryOf(
  executor: Executor,
  customerId: string,
  userId: string,
  couponId: string,
) {
  const [row] = await executor
    .select({
      uses: sql<number>`count(*) filter (where ${orders.couponId} = ${couponId})`.mapWith(Number),
      made: count(),
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.userId, userId), MADE));
  return { uses: row?.uses ?? 0, hasOrdered: (row?.made ?? 0) > 0 };
}

/** How many made orders used each of the shop's coupons, by coupon id. */
export async function couponUseCounts(executor: Executor, customerId: string) {
  const rows = await executor
    .select({ couponId: orders.couponId, uses: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.couponId), MADE))
    .groupBy(orders.couponId);
  return new Map(rows.map((row) => [row.couponId!, row.uses]));
}

/**
 * The order placed from each of these quotations (decision 0092), by quotation id: the newest not
 * cancelled, so one whose payment lapsed leaves the quotation to be ordered again. `made` says
 * whether it counts as made (an unpaid one is replaced by placing again).
 */
export async function quotationOrdersOf(executor: Executor, customerId: string, quotationIds: string[]) {
  const found = new Map<string, { orderId: string; orderNumber: string; made: boolean }>();
  if (quotationIds.length === 0) return found;
  const rows = await executor
    .select({
      quotationId: orders.quotationId,
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
    })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        inArray(orders.quotationId, quotationIds),
        notInArray(orders.status, ['CANCELLED']),
      ),
    )
    .orderBy(desc(orders.createdAt));
  for (const row of rows) {
    if (found.has(row.quotationId!)) continue;
    const made = row.status !== 'PAYMENT_PENDING' && row.status !== 'PAYMENT_FAILED';
    found.set(row.quotationId!, { orderId: row.orderId, orderNumber: row.orderNumber, made });
  }
  return found;
}

export function createOrdersService(db: Db) {
  async function ordersOf(customerId: string, userId: string) {
    const rows = await db
      .select({ order: orders, itemCount: count(orderItems.id) })
      .from(orders)
      .leftJoin(orderItems, and(eq(orderItems.customerId, customerId), eq(orderItems.orderId, orders.id)))
      .where(and(eq(orders.customerId, customerId), eq(orders.userId, userId)))
      .groupBy(orders.id)
      .orderBy(desc(orders.createdAt))
      .limit(LIST_LIMIT);
    return rows.map(({ order, itemCount }) => toListEntry(order, itemCount));
  }

  /** An order of this tenant; a shopper sees only their own (pass userId), a shop admin any (pass null). */
  async function findOrder(customerId: string, userId: string | null, orderId: string) {
    if (!isRowId(orderId)) throw orderNotFound();
    const ownership = userId === null ? undefined : eq(orders.userId, userId);
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.id, orderId), ownership));
    if (!row) throw orderNotFound();
    return row;
  }

  async function orderDetail(
    customerId: string,
    userId: string | null,
    orderId: string,
  ): Promise<OrderDetail> {
    const order = await findOrder(customerId, userId, orderId);
    const scope = (table: typeof orderItems | typeof orderStatusHistory) =>
      and(eq(table.customerId, customerId), eq(table.orderId, order.id));
    const [items, history] = await Promise.all([
      db.select().from(orderItems).where(scope(orderItems)).orderBy(asc(orderItems.productName)),
      db
        .select()
        .from(orderStatusHistory)
        .where(scope(orderStatusHistory))
        .orderBy(asc(orderStatusHistory.at)),
    ]);
    const storePickup = order.placeOfService === 'STORE';
    return {
      ...toListEntry(order, items.length),
      items: items.map((item) => ({
        productId: item.productId,
        productVariantId: item.variantId,
        productName: item.productName,
        productSKU: item.productSku,
        variantName: item.variantName,
        quantity: item.quantity,
        price: toRupees(item.unitPrice),
        total: toRupees(item.total),
        baseImageUrl: item.image,
        gst: {
          rate: item.gstRate,
          cgst: toRupees(item.cgst),
          sgst: toRupees(item.sgst),
          igst: toRupees(item.igst),
        },
      })),
      shipTo: { address: order.shipTo ?? null },
      billTo: { address: order.billTo },
      paymentDetails: {
        orderAmount: toRupees(order.orderAmount),
        totalAmount: toRupees(order.totalAmount),
        gst: { cgst: toRupees(order.cgst), sgst: toRupees(order.sgst), igst: toRupees(order.igst) },
        delivery: toRupees(order.delivery),
        deliveryTax: {
          rate: order.deliveryGstRate,
          cgst: toRupees(order.deliveryCgst),
          sgst: toRupees(order.deliverySgst),
          igst: toRupees(order.deliveryIgst),
        },
        totalDiscount: toRupees(order.discount),
        coupon: appliedCouponOf(order),
        paymentStatus: order.paymentStatus ?? null,
      },
      tracking: trackingSteps(history, storePickup),
      nextStatus: nextStatus(order.status, storePickup),
      payableUntil: isPayable(order) ? order.payBy!.toISOString() : null,
      buyerGstin: order.buyerGstin,
      gstRegistered: order.gstRegistered,
      shipment: order.courierName
        ? {
            courierName: order.courierName,
            trackingNumber: order.trackingNumber,
            trackingUrl: order.trackingUrl,
          }
        : null,
    };
  }

  return { ordersOf, orderDetail, findOrder };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
