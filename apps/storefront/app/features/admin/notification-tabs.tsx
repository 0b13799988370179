import { ConsoleTabs } from './console-tabs';
import { CONSOLE_PATH } from './staff-roles';

export const NOTIFICATIONS_PATH = `${CONSOLE_PATH}/notifications`;
export const SENT_NOTIFICATIONS_PATH = `${NOTIFICATIONS_PATH}/sent`;

/** The owner's two views of notifications: what goes out on which channel, and what went. */
export function NotificationTabs() {
  return (
    <ConsoleTabs
      label="Notifications"
      tabs={[
        { to: NOTIFICATIONS_PATH, label: 'Channels' },
        { to: SENT_NOTIFICATIONS_PATH, label: 'Sent' },
      ]}
    />
  );
}
