import { data, Link } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-notifications-sent';
import { formOf } from '../lib/action-form.server';
import { cx } from '../lib/class-names';
import { pageTitle } from '../features/layout/page-title';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { isOwner } from '../features/admin/staff-roles';
import { NotificationRows } from '../features/admin/notification-rows';
import { NotificationTabs, SENT_NOTIFICATIONS_PATH } from '../features/admin/notification-tabs';

const SHOWN = 50;

/** The shop's recent notifications, newest first, all or only the failed: any of its staff (decision 0063). */
export async function loader(args: Route.LoaderArgs) {
  const { api, user, headers } = await requireStaffApi(args);
  const failedOnly = new URL(args.request.url).searchParams.get('status') === 'failed';
  const notifications = await api.getNotifications({
    status: failedOnly ? 'failed' : undefined,
    limit: SHOWN,
  });
  return data({ notifications, failedOnly, owner: isOwner(user) }, { headers });
}

/** "Send again" on a failed notification, from this list or from an order's page. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireStaffApi(args);
  const notificationId = String((await formOf(args.request)).get('notificationId') ?? '');
  try {
    await api.retryNotification(notificationId);
    return data({ ok: true, message: 'Queued to go out again.' }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ ok: false, message: error.message }, { status: error.status, headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Sent notifications', matches) }];
}

export default function AdminNotificationsSent({ loaderData }: Route.ComponentProps) {
  const { notifications, failedOnly, owner } = loaderData;
  const filters = [
    { to: SENT_NOTIFICATIONS_PATH, label: 'All', active: !failedOnly },
    { to: `${SENT_NOTIFICATIONS_PATH}?status=failed`, label: 'Failed', active: failedOnly },
  ];
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Notifications</h1>
      {owner && <NotificationTabs />}
      <div className="flex gap-2" role="group" aria-label="Show">
        {filters.map((filter) => (
          <Link
            key={filter.label}
            to={filter.to}
            aria-current={filter.active ? 'true' : undefined}
            className={cx(
              'focus-ring inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium ring-1',
              filter.active ? 'bg-primary text-on-primary ring-primary' : 'bg-canvas ring-neutral-300',
            )}
          >
            {filter.label}
          </Link>
        ))}
      </div>
      {notifications.length === 0 ? (
        <p className="rounded-2xl bg-canvas p-4 text-sm text-neutral-600 ring-1 ring-neutral-200">
          {failedOnly ? 'No failed notifications.' : 'No notifications yet.'}
        </p>
      ) : (
        <NotificationRows notifications={notifications} />
      )}
      {notifications.length === SHOWN && (
        <p className="text-xs text-neutral-600">The latest {SHOWN} are shown.</p>
      )}
    </div>
  );
}
