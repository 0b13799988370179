import { data, Form } from 'react-router';
import {
  settlementQuerySchema,
  type SettlementFigures,
  type SettlementReport,
} from '@vitrine/contract/admin-reports';
import type { Route } from './+types/admin-orders-settlement';
import { FileText } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { cx } from '../lib/class-names';
import { formatRupees } from '../lib/format';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { FIELD_CLASS } from '../features/admin/order-filters';
import { OrdersTabs, SETTLEMENT_PATH } from '../features/admin/orders-tabs';

/** India keeps one time zone, UTC+05:30. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The range shown first: the last 7 days in India, today included. */
const DEFAULT_DAYS = 7;
const indiaDay = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The owner's money per India day (decision 0084): paid online, refunded, cash collected, net. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const params = new URL(args.request.url).searchParams;
  const now = Date.now();
  const query = {
    from: params.get('from') || indiaDay(now - (DEFAULT_DAYS - 1) * DAY_MS),
    to: params.get('to') || indiaDay(now),
  };
  // The API checks the same schema; checked here too, its messages are shown in plain words.
  const checked = settlementQuerySchema.safeParse(query);
  if (!checked.success) {
    const error = checked.error.issues.map((issue) => issue.message).join('. ');
    return data({ query, report: null, error }, { headers });
  }
  return data({ query, report: await api.getSettlementReport(checked.data), error: null }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Settlement', matches) }];
}

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export default function AdminSettlement({ loaderData }: Route.ComponentProps) {
  const { query, report, error } = loaderData;
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Settlement</h1>
      <OrdersTabs />
      <Form
        method="get"
        action={SETTLEMENT_PATH}
        className="grid grid-cols-2 items-end gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 sm:grid-cols-[1fr_1fr_auto]"
      >
        <label className="min-w-0 text-sm font-medium">
          From
          <input type="date" name="from" required defaultValue={query.from} className={FIELD_CLASS} />
        </label>
        <label className="min-w-0 text-sm font-medium">
          To
          <input type="date" name="to" required defaultValue={query.to} className={FIELD_CLASS} />
        </label>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          Show
        </Button>
      </Form>
      {error && <ErrorNotice message={error} />}
      {report && <Report report={report} />}
    </div>
  );
}

function Report({ report }: { report: SettlementReport }) {
  const csv = `/api/admin/reports/settlement.csv?${new URLSearchParams({ from: report.from, to: report.to })}`;
  const { totals } = report;
  return (
    <>
      <section
        aria-label="Totals"
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        data-testid="settlement-totals"
      >
        <Total
          label="Paid online"
          amount={totals.paidOnline.amount}
          count={totals.paidOnline.count}
          noun="payment"
        />
        <Total label="Refunded" amount={totals.refunded.amount} count={totals.refunded.count} noun="refund" />
        <Total
          label="COD collected"
          amount={totals.codCollected.amount}
          count={totals.codCollected.count}
          noun="order"
        />
        <Total label="Net" amount={totals.net} strong />
      </section>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">By day</h2>
        <Button asChild variant="outline">
          <a href={csv} download>
            <FileText aria-hidden className="size-4" />
            Download CSV
          </a>
        </Button>
      </div>
      <ul className="divide-y divide-neutral-100 rounded-2xl bg-canvas ring-1 ring-neutral-200">
        {[...report.days].reverse().map((day) => (
          <DayRow key={day.day} day={day.day} figures={day} />
        ))}
      </ul>
      <p className="text-xs text-neutral-600">
        Days are India’s. Online payments count on the day the gateway took them, refunds on the day the
        gateway made them, and cash on delivery on the day you marked it collected.
      </p>
    </>
  );
}

function Total({
  label,
  amount,
  count,
  noun,
  strong = false,
}: {
  label: string;
  amount: number;
  count?: number;
  noun?: string;
  strong?: boolean;
}) {
  return (
    <div className={cx('rounded-2xl bg-canvas p-4 ring-1', strong ? 'ring-primary' : 'ring-neutral-200')}>
      <h2 className="text-sm font-medium text-neutral-600">{label}</h2>
      <p className="mt-1 text-lg font-semibold tabular-nums md:text-xl">{formatRupees(amount)}</p>
      {count !== undefined && (
        <p className="text-sm text-neutral-600">
          {count} {noun}
          {count === 1 ? '' : 's'}
        </p>
      )}
    </div>
  );
}

function DayRow({ day, figures }: { day: string; figures: SettlementFigures }) {
  const quiet =
    figures.paidOnline.count === 0 && figures.refunded.count === 0 && figures.codCollected.count === 0;
  return (
    <li className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 px-4 py-3" data-testid="settlement-day">
      <span className="text-sm font-medium">{dayLabel.format(new Date(`${day}T00:00:00Z`))}</span>
      <span className={cx('text-right font-semibold tabular-nums', quiet && 'text-neutral-500')}>
        {formatRupees(figures.net)}
      </span>
      {quiet ? (
        <span className="col-span-2 text-xs text-neutral-500">No money moved</span>
      ) : (
        <dl className="col-span-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-neutral-600">
          <Figure label="Online" figures={figures.paidOnline} />
          <Figure label="Refunded" figures={figures.refunded} />
          <Figure label="COD" figures={figures.codCollected} />
        </dl>
      )}
    </li>
  );
}

function Figure({ label, figures }: { label: string; figures: SettlementFigures['paidOnline'] }) {
  return (
    <div className="flex gap-1">
      <dt>{label}</dt>
      <dd className="tabular-nums">
        {formatRupees(figures.amount)} ({figures.count})
      </dd>
    </div>
  );
}
