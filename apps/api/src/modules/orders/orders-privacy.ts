import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Address } from '@vitrine/contract/addresses';
import { uploadedPhotoId } from '@vitrine/contract/product-photos';
import { DELETED_CUSTOMER_NAME, WORDS_REMOVED } from '@vitrine/contract/privacy';
import type { Executor } from '../../db/client.ts';
import { maskMobile, type ShopperRef } from '../../lib/shopper.ts';
import { orderAuditLog, orderItems, orderReturns, orders, orderStatusHistory } from './orders.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(orders.customerId, customerId), eq(orders.userId, userId));

/**
 * CGST Rules, rule 46(e): an invoice to an unregistered buyer names them and their address from this
 * taxable value (₹50,000, in paise) up; below it the state is enough.
 */
export const NAMED_BUYER_FROM_PAISE = 50_000_00;

/** Every order of the shopper with its lines, its history and any return request (decision 0093). */
export async function orderDataOf(executor: Executor, shopper: ShopperRef) {
  const rows = await executor.select().from(orders).where(own(shopper)).orderBy(asc(orders.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const inShop = (table: { customerId: AnyPgColumn; orderId: AnyPgColumn }) =>
    and(eq(table.customerId, shopper.customerId), inArray(table.orderId, ids));
  const [items, history, returns] = await Promise.all([
    executor.select().from(orderItems).where(inShop(orderItems)),
    executor
      .select()
      .from(orderStatusHistory)
      .where(inShop(orderStatusHistory))
      .orderBy(asc(orderStatusHistory.at)),
    executor.select().from(orderReturns).where(inShop(orderReturns)),
  ]);
  return rows.map(({ customerId: _c, userId: _u, ...order }) => ({
    ...order,
    lines: items
      .filter((item) => item.orderId === order.id)
      .map(({ id: _id, customerId: _ci, orderId: _o, ...line }) => line),
    statusHistory: history
      .filter((entry) => entry.orderId === order.id)
      .map(({ status, at }) => ({ status, at })),
    returnRequest:
      returns
        .filter((request) => request.orderId === order.id)
        .map(({ status, reason, lines, requestedAt, decidedAt, note }) => ({
          status,
          reason,
          lines,
          requestedAt,
          decidedAt,
          note,
        }))[0] ?? null,
  }));
}

/** The shopper's order ids, for the documents other modules keep about them. */
export async function orderIdsOf(executor: Executor, shopper: ShopperRef) {
  const rows = await executor.select({ id: orders.id }).from(orders).where(own(shopper));
  return rows.map((row) => row.id);
}

/** Orders still under way: the shop needs the address and number to deliver them. */
const FINISHED = ['DELIVERED', 'CANCELLED', 'PAYMENT_FAILED'] as const;

/**
 * How many of the shopper's orders are still under way (not delivered, cancelled or failed), or wait
 * for the shop's answer to a return: until then their contact cannot be masked.
 */
export async function ordersUnderWayOf(executor: Executor, shopper: ShopperRef) {
  const [[open], [returning]] = await Promise.all([
    executor
      .select({ n: count() })
      .from(orders)
      .where(and(own(shopper), notInArray(orders.status, [...FINISHED]))),
    executor
      .select({ n: count() })
      .from(orderReturns)
      .where(
        and(
          eq(orderReturns.customerId, shopper.customerId),
          eq(orderReturns.userId, shopper.userId),
          eq(orderReturns.status, 'REQUESTED'),
        ),
      ),
  ]);
  return (open?.n ?? 0) + (returning?.n ?? 0);
}

/** An address with nothing left that reaches the person: the state stays, for the place of supply. */
const maskedAddress = (address: Address): Address => ({
  ...address,
  name: DELETED_CUSTOMER_NAME,
  mobile: maskMobile(address.mobile),
  email: null,
  house: '',
  building: '',
  society: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  pinCode: '',
  gps: null,
});

/** An invoice's required particulars (name, address, state) kept; the contact it does not need goes. */
const contactRemoved = (address: Address): Address => ({
  ...address,
  mobile: maskMobile(address.mobile),
  email: null,
  gps: null,
});

/**
 * The shop keeps the shopper's orders (GST law: eight years) with their name and contact masked
 * (decision 0093). An order whose issued invoice must name its buyer (a GSTIN on it, or a value of
 * ₹50,000 or more) keeps the name and address the invoice printed; its mobile and email still go.
 */
export async function maskOrdersOf(tx: Executor, shopper: ShopperRef, invoiced: ReadonlySet<string>) {
  const rows = await tx.select().from(orders).where(own(shopper)).for('update');
  for (const order of rows) {
    const namesBuyer =
      invoiced.has(order.id) && (order.buyerGstin !== null || order.totalAmount >= NAMED_BUYER_FROM_PAISE);
    const mask = namesBuyer ? contactRemoved : maskedAddress;
    await tx
      .update(orders)
      .set({
        name: DELETED_CUSTOMER_NAME,
        mobile: maskMobile(order.mobile),
        description: '',
        billTo: mask(order.billTo),
        shipTo: order.shipTo ? mask(order.shipTo) : null,
      })
      .where(and(eq(orders.customerId, shopper.customerId), eq(orders.id, order.id)));
  }
  return rows.length;
}

/** The audit details that can carry a reason someone wrote about the order. */
const REASON_DETAILS = ['reason', 'cancelReason'] as const;

/**
 * The shopper's words and name leave the orders the shop keeps: the cancel reason,
 * the return request's reason and photos, and in the audit log their name as the actor and every
 * reason written on their orders. What happened and when stays. Answers the image ids of the return
 * photos, whose files the media module deletes.
 */
export async function forgetWordsOf(
  tx: Executor,
  shopper: ShopperRef,
  orderIds: string[],
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const { customerId } = shopper;
  await tx
    .update(orders)
    .set({ cancelReason: WORDS_REMOVED })
    .where(and(own(shopper), sql`${orders.cancelReason} is not null`));
  let details = sql`${orderAuditLog.details}`;
  for (const key of REASON_DETAILS)
    details = sql`case when ${orderAuditLog.details} ? ${key}
      then jsonb_set(${details}, ${`{${key}}`}::text[], to_jsonb(${WORDS_REMOVED}::text)) else ${details} end`;
  const onOrders = (table: typeof orderAuditLog | typeof orderReturns) =>
    and(eq(table.customerId, customerId), inArray(table.orderId, orderIds));
  await tx.update(orderAuditLog).set({ details }).where(onOrders(orderAuditLog));
  await tx
    .update(orderAuditLog)
    .set({ actorName: DELETED_CUSTOMER_NAME })
    .where(and(onOrders(orderAuditLog), eq(orderAuditLog.actorId, shopper.userId)));
  const returns = await tx
    .select({ photos: orderReturns.photos })
    .from(orderReturns)
    .where(onOrders(orderReturns));
  await tx.update(orderReturns).set({ reason: WORDS_REMOVED, photos: [] }).where(onOrders(orderReturns));
  return returns.flatMap((row) => row.photos.map(uploadedPhotoId)).filter((id) => id !== null);
}
