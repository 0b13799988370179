import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type {
  NotificationAudience,
  NotificationChannel,
  NotificationEvent,
  NotificationState,
} from '@vitrine/contract/notifications';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';
import type { NotificationPayload } from './notification-events.ts';

/**
 * The outbox (decision 0055): one row per message and channel, written in the transaction of the
 * change that causes it. The worker claims due rows (`next_attempt_at` passed), and a claimed row's
 * `next_attempt_at` is the end of its lease, so one partial index serves both the queued and the
 * abandoned.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    event: text('event').$type<NotificationEvent>().notNull(),
    audience: text('audience').$type<NotificationAudience>().notNull(),
    channel: text('channel').$type<NotificationChannel>().notNull(),
    /** The shopper's mobile or email; null for the owner, whose contact is read when sending. */
    recipient: text('recipient'),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    status: text('status').$type<NotificationState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by each claim: only the worker holding this claim may record the outcome. */
    claim: uuid('claim'),
    lastError: text('last_error'),
    /** What the provider called the message (its id), once accepted. */
    providerRef: text('provider_ref'),
    /** The text as sent, for the owner's console and the demo's outbox. */
    sentText: text('sent_text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('notification_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index('notification_outbox_customer_created_idx').on(table.customerId, table.createdAt),
    // The console shows an order's notifications on the order.
    index('notification_outbox_customer_order_idx').on(table.customerId, sql`(${table.payload}->>'orderId')`),
    // The dashboard counts the failed ones, which are few among many sent.
    index('notification_outbox_customer_failed_idx')
      .on(table.customerId)
      .where(sql`${table.status} = 'failed'`),
  ],
);

/** The owner's choices: channels per event, DLT and WhatsApp template names, the owner's contacts. */
export const notificationSettings = pgTable('notification_settings', {
  customerId: tenantIdColumn().primaryKey(),
  channels: jsonb('channels').$type<Partial<Record<NotificationEvent, NotificationChannel[]>>>().notNull(),
  /** The DLT-registered template (MSG91 flow id) of each event's SMS. */
  smsTemplates: jsonb('sms_templates').$type<Partial<Record<NotificationEvent, string>>>().notNull(),
  /** The approved WhatsApp template of each event: its name and language code. */
  whatsappTemplates: jsonb('whatsapp_templates')
    .$type<Partial<Record<NotificationEvent, { name: string; language: string }>>>()
    .notNull(),
  ownerMobile: text('owner_mobile'),
  ownerEmail: text('owner_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
