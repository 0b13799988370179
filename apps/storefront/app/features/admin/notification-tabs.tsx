import { NavLink } from 'react-router';
import { cx } from '../../lib/class-names';
import { CONSOLE_PATH } from './staff-roles';

export const NOTIFICATIONS_PATH = `${CONSOLE_PATH}/notifications`;
export const SENT_NOTIFICATIONS_PATH = `${NOTIFICATIONS_PATH}/sent`;

/** The owner's two views of notifications: what goes out on which channel, and what went. */
export function NotificationTabs() {
  const tabs = [
    { to: NOTIFICATIONS_PATH, label: 'Channels' },
    { to: SENT_NOTIFICATIONS_PATH, label: 'Sent' },
  ];
  return (
    <nav
      aria-label="Notifications"
      className="flex gap-1 rounded-xl bg-neutral-100 p-1 sm:justify-self-start"
    >
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            cx(
              'focus-ring flex min-h-10 flex-1 items-center justify-center rounded-lg px-4 text-sm font-medium sm:flex-none',
              isActive ? 'bg-canvas text-ink shadow-sm' : 'text-neutral-600 hover:text-ink',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
