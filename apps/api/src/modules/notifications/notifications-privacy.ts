import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { WORDS_REMOVED } from '@vitrine/contract/privacy';
import type { Executor } from '../../db/client.ts';
import { notificationOutbox } from './notifications.tables.ts';

/** What a deleted shopper's email address reads as in the shop's log. */
const EMAIL_REMOVED = '(email removed)';

/**
 * Whom the outbox's messages reached, known only by what proves it is them: their
 * verified mobile (the number they sign in with), and the orders and quotation requests the messages
 * were about. Never by an email typed into the profile: anyone can type someone else's.
 */
export interface ShopperRecipient {
  customerId: string;
  mobile: string;
  orderIds: string[];
  quotationIds: string[];
}

const sentTo = ({ customerId, mobile, orderIds, quotationIds }: ShopperRecipient) =>
  and(
    eq(notificationOutbox.customerId, customerId),
    eq(notificationOutbox.audience, 'shopper'),
    or(
      and(ne(notificationOutbox.channel, 'email'), eq(notificationOutbox.recipient, mobile)),
      orderIds.length ? inArray(sql`${notificationOutbox.payload}->>'orderId'`, orderIds) : undefined,
      quotationIds.length
        ? inArray(sql`${notificationOutbox.payload}->>'quotationId'`, quotationIds)
        : undefined,
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

/** The messages that repeat a reason the shopper may have written: why they cancelled or return. */
const REASON_EVENTS = ['order_cancelled', 'owner_return_request'] as const;

/**
 * A deleted shopper's words leave the messages about their orders, the owner's included:
 * the reason is replaced in what was stored and in the text as sent.
 */
export async function removeReasonsAbout(tx: Executor, customerId: string, orderIds: string[]) {
  if (orderIds.length === 0) return;
  const reason = sql`${notificationOutbox.payload}->>'reason'`;
  await tx
    .update(notificationOutbox)
    .set({
      payload: sql`jsonb_set(${notificationOutbox.payload}, '{reason}', to_jsonb(${WORDS_REMOVED}::text))`,
      sentText: sql`replace(${notificationOutbox.sentText}, ${reason}, ${WORDS_REMOVED})`,
    })
    .where(
      and(
        eq(notificationOutbox.customerId, customerId),
        inArray(notificationOutbox.event, [...REASON_EVENTS]),
        inArray(sql`${notificationOutbox.payload}->>'orderId'`, orderIds),
        sql`coalesce(${reason}, '') <> ''`,
      ),
    );
}
