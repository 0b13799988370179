import { eq } from 'drizzle-orm';
import type { NotificationSettings } from '@vitrine/contract/notifications';
import type { Db, Executor } from '../../db/client.ts';
import { DEFAULT_CHANNELS } from './notification-events.ts';
import { notificationSettings } from './notifications.tables.ts';

/** What a shop that has chosen nothing gets (decision 0056). */
export const DEFAULT_SETTINGS: NotificationSettings = {
  channels: DEFAULT_CHANNELS,
  smsTemplates: {},
  whatsappTemplates: {},
  ownerMobile: null,
  ownerEmail: null,
};

export async function settingsOf(executor: Executor, customerId: string): Promise<NotificationSettings> {
  const [row] = await executor
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.customerId, customerId));
  if (!row) return DEFAULT_SETTINGS;
  return {
    channels: { ...DEFAULT_CHANNELS, ...row.channels },
    smsTemplates: row.smsTemplates,
    whatsappTemplates: row.whatsappTemplates,
    ownerMobile: row.ownerMobile,
    ownerEmail: row.ownerEmail,
  };
}

/** Replaces the shop's choices as a whole: the console sends the form it shows. */
export async function saveSettings(db: Db, customerId: string, settings: NotificationSettings) {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(notificationSettings)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.customerId, set: values });
  return settingsOf(db, customerId);
}
