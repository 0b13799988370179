import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type {
  NotificationEntry,
  NotificationSettings,
  NotificationState,
} from '@vitrine/contract/notifications';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { saveSettings, settingsOf } from './notification-settings.ts';
import { notificationOutbox } from './notifications.tables.ts';

type OutboxRow = typeof notificationOutbox.$inferSelect;

const toEntry = (row: OutboxRow): NotificationEntry => ({
  id: row.id,
  event: row.event,
  audience: row.audience,
  orderId: row.payload.orderId ?? null,
  orderNumber: row.payload.orderNumber ?? null,
  channel: row.channel,
  recipient: row.recipient,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  text: row.sentText,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
});

/** How many of the shop's notifications failed after their last try (the console's dashboard). */
export async function failedNotificationCount(executor: Executor, customerId: string) {
  const [row] = await executor
    .select({ value: count() })
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.customerId, customerId), eq(notificationOutbox.status, 'failed')));
  return row?.value ?? 0;
}

/** The welcome a new shop's owner was sent, each channel's message as it went (the operator's view). */
export async function welcomeMessagesOf(executor: Executor, customerId: string) {
  const rows = await executor
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.customerId, customerId), eq(notificationOutbox.event, 'shop_welcome')))
    .orderBy(desc(notificationOutbox.createdAt));
  return rows.map(toEntry);
}

/** The owner's side: the shop's channel choices, and its recent notifications with how each went. */
export function createNotificationsService(db: Db) {
  async function recent(
    customerId: string,
    query: { status?: NotificationState; orderId?: string; limit: number },
  ) {
    const rows = await db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.customerId, customerId),
          query.status ? eq(notificationOutbox.status, query.status) : undefined,
          query.orderId ? sql`${notificationOutbox.payload}->>'orderId' = ${query.orderId}` : undefined,
        ),
      )
      .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
      .limit(query.limit);
    return rows.map(toEntry);
  }

  /**
   * The owner sends a failed notification again (after fixing a template or a contact): it is queued
   * now with a fresh set of tries. Only a failed one: a queued or sending one is on its way.
   */
  async function retry(customerId: string, notificationId: string) {
    const [row] = await db
      .update(notificationOutbox)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: new Date(), claim: null })
      .where(
        and(
          eq(notificationOutbox.customerId, customerId),
          eq(notificationOutbox.id, notificationId),
          eq(notificationOutbox.status, 'failed'),
        ),
      )
      .returning();
    if (row) return toEntry(row);
    const [existing] = await db
      .select({ status: notificationOutbox.status })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.customerId, customerId), eq(notificationOutbox.id, notificationId)));
    if (!existing) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'This notification does not exist.');
    throw new AppError(
      409,
      ERROR_CODES.NOTIFICATION_NOT_FAILED,
      `This notification is ${existing.status}; only a failed one can be sent again.`,
    );
  }

  return {
    retry,
    settings: (customerId: string) => settingsOf(db, customerId),
    saveSettings: (customerId: string, settings: NotificationSettings) =>
      saveSettings(db, customerId, settings),
    recent,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
