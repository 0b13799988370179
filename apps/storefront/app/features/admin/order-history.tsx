import { AUDIT_ACTION_LABELS, type AdminOrderDetail, type AuditAction } from '@vitrine/contract/admin-orders';
import { ORDER_STATUS_LABELS } from '../orders/order-status';
import { formatPlacedAt } from './order-row';

const DETAIL_LABELS: Record<string, string> = {
  courierName: 'Courier',
  trackingNumber: 'Tracking number',
  trackingUrl: 'Tracking link',
  cancelReason: 'Reason',
  reason: 'Reason',
};

const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action as AuditAction] ?? action;

/** Who did what to the order and when (the audit log), with what each action carried. */
export function AuditLog({ entries }: { entries: AdminOrderDetail['auditLog'] }) {
  return (
    <section
      aria-labelledby="audit-heading"
      className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="audit-heading" className="text-base font-semibold">
        Activity
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-neutral-600">No one has acted on this order yet.</p>
      ) : (
        <ol className="mt-3 grid gap-3" data-testid="audit-log">
          {entries.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="border-l-2 border-primary/40 pl-3 text-sm">
              <p>
                <span className="font-semibold">{actionLabel(entry.action)}</span> by{' '}
                {entry.actor.name || 'staff'}
              </p>
              <p className="text-xs text-neutral-600">
                <time dateTime={entry.at}>{formatPlacedAt(entry.at)}</time>
              </p>
              {Object.entries(DETAIL_LABELS)
                .filter(([key]) => typeof entry.details[key] === 'string' && entry.details[key])
                .map(([key, label]) => (
                  <p key={key} className="break-words text-neutral-700">
                    {label}: {String(entry.details[key])}
                  </p>
                ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Every state the order has been in, with the time. */
export function StatusHistory({ history }: { history: AdminOrderDetail['statusHistory'] }) {
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
    >
      <h2 id="history-heading" className="text-base font-semibold">
        Status history
      </h2>
      <ol className="mt-3 grid gap-2 text-sm">
        {history.map((change) => (
          <li key={`${change.at}-${change.status}`} className="flex justify-between gap-3">
            <span>{ORDER_STATUS_LABELS[change.status]}</span>
            <time dateTime={change.at} className="text-neutral-600">
              {formatPlacedAt(change.at)}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
