import { and, desc, eq } from 'drizzle-orm';
import type {
  NotificationEntry,
  NotificationSettings,
  NotificationState,
} from '@vitrine/contract/notifications';
import type { Db } from '../../db/client.ts';
import { saveSettings, settingsOf } from './notification-settings.ts';
import { notificationOutbox } from './notifications.tables.ts';

type OutboxRow = typeof notificationOutbox.$inferSelect;

const toEntry = (row: OutboxRow): NotificationEntry => ({
  id: row.id,
  event: row.event,
  audience: row.audience,
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

/** The owner's side: the shop's channel choices, and its recent notifications with how each went. */
export function createNotificationsService(db: Db) {
  async function recent(customerId: string, query: { status?: NotificationState; limit: number }) {
    const rows = await db
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.customerId, customerId),
          query.status ? eq(notificationOutbox.status, query.status) : undefined,
        ),
      )
      .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
      .limit(query.limit);
    return rows.map(toEntry);
  }

  return {
    settings: (customerId: string) => settingsOf(db, customerId),
    saveSettings: (customerId: string, settings: NotificationSettings) =>
      saveSettings(db, customerId, settings),
    recent,
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
