import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { notificationOutbox } from './notifications.tables.ts';

/** What a deleted shopper's email address reads as in the shop's log. */
const EMAIL_REMOVED = '(email removed)';

/**
 * Whom the outbox's messages reached: it knows a shopper by where their messages went (their
 * account's mobile and email) and by the orders they were about (which name the order's contact).
 */
export interface ShopperRecipient {
  customerId: string;
  addresses: string[];
  orderIds: string[];
}

const sentTo = ({ customerId, addresses, orderIds }: ShopperRecipient) =>
  and(
    eq(notificationOutbox.customerId, customerId),
    eq(notificationOutbox.audience, 'shopper'),
    or(
      inArray(notificationOutbox.recipient, addresses),
      orderIds.length ? inArray(sql`${notificationOutbox.payload}->>'orderId'`, orderIds) : undefined,
    ),
  );

/** The messages the shop sent or meant to send the shopper (decision 0093). */
export async function notificationDataOf(executor: Executor, shopper: ShopperRecipient) {
  const rows = await executor
    .select({
      event: notificationOutbox.event,
      channel: notificationOutbox.channel,
      recipient: notificationOutbox.recipient,
      status: notificationOutbox.status,
      text: notificationOutbox.sentText,
      payload: notificationOutbox.payload,
      createdAt: notificationOutbox.createdAt,
      sentAt: notificationOutbox.sentAt,
    })
    .from(notificationOutbox)
    .where(sentTo(shopper))
    .orderBy(asc(notificationOutbox.createdAt));
  return rows.map(({ payload, ...row }) => ({ ...row, orderNumber: payload.orderNumber ?? null }));
}

/**
 * Messages not sent yet are dropped; those sent stay in the shop's log (their texts carry an order
 * number and amount, no name) with the address masked: a number to its last two digits.
 */
export async function forgetRecipient(tx: Executor, shopper: ShopperRecipient) {
  await tx.delete(notificationOutbox).where(and(sentTo(shopper), eq(notificationOutbox.status, 'queued')));
  const recipient = notificationOutbox.recipient;
  await tx
    .update(notificationOutbox)
    .set({
      recipient: sql`case when ${notificationOutbox.channel} = 'email' then ${EMAIL_REMOVED}
        else repeat('X', greatest(length(${recipient}) - 2, 0)) || right(${recipient}, 2) end`,
    })
    .where(sentTo(shopper));
}
