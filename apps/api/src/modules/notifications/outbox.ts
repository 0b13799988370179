import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationEvent } from '@vitrine/contract/notifications';
import type { OrderStatus } from '@vitrine/contract/orders';
import type { Executor } from '../../db/client.ts';
import { AUDIENCE_OF, DEFAULT_CHANNELS, type NotificationPayload } from './notification-events.ts';
import { notificationOutbox, notificationSettings } from './notifications.tables.ts';

/** Where a shopper can be reached; the owner's contacts are read when sending. */
export interface ShopperContact {
  mobile?: string | null;
  email?: string | null;
}

export interface NotificationRequest {
  customerId: string;
  event: NotificationEvent;
  /** The shopper's contact; ignored for the owner's events. */
  to?: ShopperContact;
  payload: NotificationPayload;
}

/** The channels the shop chose for an event, or the defaults when it has chosen nothing. */
async function channelsFor(tx: Executor, customerId: string, event: NotificationEvent) {
  const [settings] = await tx
    .select({ channels: notificationSettings.channels })
    .from(notificationSettings)
    .where(eq(notificationSettings.customerId, customerId));
  return settings?.channels[event] ?? DEFAULT_CHANNELS[event];
}

const addressOn = (channel: NotificationChannel, to: ShopperContact) =>
  (channel === 'email' ? to.email : to.mobile) || null;

/**
 * A shopper's email address is typed, never proven (the mobile is, by its one-time code): one shop
 * writes to one address at most this many times a day, so no loop of orders mails a stranger more.
 */
export const EMAILS_PER_ADDRESS_PER_DAY = 10;

async function emailsTodayTo(tx: Executor, customerId: string, email: string) {
  const [row] = await tx
    .select({ value: count() })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.customerId, customerId),
        gt(notificationOutbox.createdAt, sql`now() - interval '1 day'`),
        eq(notificationOutbox.channel, 'email'),
        eq(notificationOutbox.recipient, email),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Queues an event's messages in the caller's transaction (decision 0055): one row per channel the
 * shop chose, so they commit or roll back with the change that causes them. A shopper's channel
 * with no address (no email given) is left out, and so is an email to an address that has had its
 * day's EMAILS_PER_ADDRESS_PER_DAY from the shop. Answers the rows' ids.
 */
export async function queueNotification(tx: Executor, request: NotificationRequest): Promise<string[]> {
  const audience = AUDIENCE_OF[request.event];
  const channels = await channelsFor(tx, request.customerId, request.event);
  const rows = channels
    .map((channel) => ({
      channel,
      recipient: audience === 'owner' ? null : addressOn(channel, request.to ?? {}),
    }))
    .filter((row) => audience === 'owner' || row.recipient !== null);
  const email = rows.find((row) => row.channel === 'email')?.recipient;
  const mailedEnough =
    !!email && (await emailsTodayTo(tx, request.customerId, email)) >= EMAILS_PER_ADDRESS_PER_DAY;
  const values = rows
    .filter((row) => !(mailedEnough && row.channel === 'email'))
    .map((row) => ({
      ...row,
      customerId: request.customerId,
      event: request.event,
      audience,
      payload: request.payload,
    }));
  if (values.length === 0) return [];
  const inserted = await tx
    .insert(notificationOutbox)
    .values(values)
    .returning({ id: notificationOutbox.id });
  return inserted.map((row) => row.id);
}

/** The order facts a message uses: its number, amount and the shopper's contact as placed. */
export interface NotifiableOrder {
  id: string;
  customerId: string;
  orderNumber: string;
  totalAmount: number;
  mobile: string;
  billTo: { email?: string | null } | null;
}

/** What a shop adds when it ships or cancels: courier and tracking, or the reason. */
export interface StatusDetails {
  courier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  reason?: string | null;
}

const SHOPPER_EVENT_OF: Partial<Record<OrderStatus, NotificationEvent>> = {
  PLACED: 'order_placed',
  SHIPPED: 'order_shipped',
  OUT_FOR_DELIVERY: 'order_out_for_delivery',
  READY_FOR_PICKUP: 'order_ready_for_pickup',
  DELIVERED: 'order_delivered',
  CANCELLED: 'order_cancelled',
  PAYMENT_FAILED: 'payment_failed',
};

/**
 * The one hook every order status change calls, inside its transaction: the shopper hears of the
 * steps that matter to them, and the owner of each order placed. Other moves queue nothing.
 */
export async function notifyOrderStatus(
  tx: Executor,
  order: NotifiableOrder,
  status: OrderStatus,
  details: StatusDetails = {},
) {
  const event = SHOPPER_EVENT_OF[status];
  if (!event) return [];
  const payload: NotificationPayload = {
    orderId: order.id,
    orderNumber: order.orderNumber,
    amountPaise: order.totalAmount,
    ...details,
  };
  const to = { mobile: order.mobile, email: order.billTo?.email ?? null };
  const ids = await queueNotification(tx, { customerId: order.customerId, event, to, payload });
  if (status !== 'PLACED') return ids;
  const owner = await queueNotification(tx, {
    customerId: order.customerId,
    event: 'owner_new_order',
    payload: { orderId: order.id, orderNumber: order.orderNumber, amountPaise: order.totalAmount },
  });
  return [...ids, ...owner];
}

/** The shopper hears that money went back, in the transaction that records the gateway's word. */
export function notifyRefundProcessed(tx: Executor, order: NotifiableOrder, amountPaise: number) {
  return queueNotification(tx, {
    customerId: order.customerId,
    event: 'refund_processed',
    to: { mobile: order.mobile, email: order.billTo?.email ?? null },
    payload: { orderId: order.id, orderNumber: order.orderNumber, amountPaise },
  });
}

/** A shopper who asked hears that a product is back, in the transaction that marks them told. */
export function notifyBackInStock(
  tx: Executor,
  alert: { customerId: string; mobile: string; productName: string; productPath: string },
) {
  return queueNotification(tx, {
    customerId: alert.customerId,
    event: 'back_in_stock',
    to: { mobile: alert.mobile },
    payload: { productName: alert.productName, productPath: alert.productPath },
  });
}

/** The owner hears of each quotation request, in the transaction that records it. */
export function notifyQuotationRequested(
  tx: Executor,
  request: { customerId: string; productName: string; quantity: number },
) {
  return queueNotification(tx, {
    customerId: request.customerId,
    event: 'owner_quotation_request',
    payload: { productName: request.productName, quantity: request.quantity },
  });
}

/** The shopper who asked hears the shop's answer to a quotation request (decision 0092). */
export function notifyQuotationAnswered(
  tx: Executor,
  answer: {
    customerId: string;
    quotationId: string;
    mobile: string;
    email: string | null;
    productName: string;
    quantity: number;
    unitPrice: number | null;
    note: string | null;
  },
) {
  const quoted = answer.unitPrice !== null;
  return queueNotification(tx, {
    customerId: answer.customerId,
    event: quoted ? 'quotation_quoted' : 'quotation_declined',
    to: { mobile: answer.mobile, email: answer.email },
    payload: {
      quotationId: answer.quotationId,
      productName: answer.productName,
      quantity: answer.quantity,
      ...(quoted ? { amountPaise: answer.unitPrice! } : { reason: answer.note }),
    },
  });
}

/** A number given a console role hears which shop it is and where to sign in. */
export function notifyStaffInvited(
  tx: Executor,
  invite: { customerId: string; mobile: string; role: string },
) {
  return queueNotification(tx, {
    customerId: invite.customerId,
    event: 'staff_invited',
    to: { mobile: invite.mobile },
    payload: { role: invite.role },
  });
}

/** A new shop's owner hears where the shop and its console are, and how to sign in (issue 39). */
export function notifyShopWelcome(tx: Executor, shop: { customerId: string; ownerMobile: string }) {
  return queueNotification(tx, {
    customerId: shop.customerId,
    event: 'shop_welcome',
    to: { mobile: shop.ownerMobile },
    payload: {},
  });
}

/** A return request and its answer (decision 0090): the owner hears of a request, the shopper of the decision. */
export function notifyReturn(
  tx: Executor,
  order: NotifiableOrder,
  event: 'owner_return_request' | 'return_approved' | 'return_refused',
  reason: string | null,
) {
  return queueNotification(tx, {
    customerId: order.customerId,
    event,
    to: { mobile: order.mobile, email: order.billTo?.email ?? null },
    payload: { orderId: order.id, orderNumber: order.orderNumber, amountPaise: order.totalAmount, reason },
  });
}
