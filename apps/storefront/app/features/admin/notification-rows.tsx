import { Link, useFetcher } from 'react-router';
import type { NotificationEntry } from '@vitrine/contract/notifications';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { formatPlacedAt } from './order-row';
import { consoleOrderPath } from './staff-roles';
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_STATE_LABELS,
} from './notification-labels';
import { SENT_NOTIFICATIONS_PATH } from './notification-tabs';

const STATE_TONES = {
  queued: 'bg-neutral-100 text-neutral-700',
  sending: 'bg-sky-50 text-sky-800',
  sent: 'bg-emerald-50 text-emerald-800',
  failed: 'bg-red-50 text-red-800',
};

/**
 * Whom a message went to, as much as telling them apart needs: 98******77, k***@example.com (the
 * sent list is open to every member of staff, who need not read shoppers' whole numbers).
 */
export function maskedRecipient(recipient: string): string {
  if (/^\d{10}$/.test(recipient)) return `${recipient.slice(0, 2)}******${recipient.slice(-2)}`;
  const email = /^([^@])[^@]*(@.+)$/.exec(recipient);
  return email ? `${email[1]}***${email[2]}` : recipient;
}

/** Notifications newest first: what, to whom, what it said, how it went; a failed one can be sent again. */
export function NotificationRows({
  notifications,
  showOrder = true,
}: {
  notifications: NotificationEntry[];
  showOrder?: boolean;
}) {
  return (
    <ul className="divide-y divide-neutral-100 rounded-2xl bg-canvas ring-1 ring-neutral-200">
      {notifications.map((entry) => (
        <NotificationRow key={entry.id} entry={entry} showOrder={showOrder} />
      ))}
    </ul>
  );
}

function NotificationRow({ entry, showOrder }: { entry: NotificationEntry; showOrder: boolean }) {
  const attempts = `${entry.attempts} ${entry.attempts === 1 ? 'try' : 'tries'}`;
  return (
    <li data-testid="console-notification" className="grid grid-cols-1 gap-1 px-4 py-3 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 font-semibold">
          {NOTIFICATION_EVENT_LABELS[entry.event].label} · {NOTIFICATION_CHANNEL_LABELS[entry.channel]}
        </span>
        <span
          className={cx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', STATE_TONES[entry.status])}
        >
          {NOTIFICATION_STATE_LABELS[entry.status]}
        </span>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-3 text-neutral-600">
        <span className="min-w-0 break-all">
          {entry.recipient
            ? maskedRecipient(entry.recipient)
            : entry.audience === 'owner'
              ? 'You, the owner'
              : 'No recipient'}
          {showOrder && entry.orderId && (
            <>
              {' · '}
              <Link to={consoleOrderPath(entry.orderId)} className="font-medium text-primary underline">
                #{entry.orderNumber ?? 'order'}
              </Link>
            </>
          )}
        </span>
        <span className="shrink-0 text-xs">
          <time dateTime={entry.createdAt}>{formatPlacedAt(entry.createdAt)}</time> · {attempts}
        </span>
      </div>
      {entry.text && <p className="break-words text-neutral-700">“{entry.text}”</p>}
      {entry.lastError && entry.status !== 'sent' && (
        <p className="break-words text-xs text-red-700">Last error: {entry.lastError}</p>
      )}
      {entry.status === 'failed' && <SendAgain notificationId={entry.id} />}
    </li>
  );
}

/** Posts to the sent list's action without leaving the page it is on (the list or an order). */
function SendAgain({ notificationId }: { notificationId: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const sending = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={SENT_NOTIFICATIONS_PATH} className="flex items-center gap-3 pt-1">
      <input type="hidden" name="notificationId" value={notificationId} />
      <Button type="submit" variant="outline" disabled={sending} className="min-h-10 px-3 text-sm">
        {sending ? 'Sending…' : 'Send again'}
      </Button>
      {fetcher.data && !sending && (
        <span role="status" className={cx('text-xs', fetcher.data.ok ? 'text-emerald-800' : 'text-red-700')}>
          {fetcher.data.message}
        </span>
      )}
    </fetcher.Form>
  );
}
