import { data, Link } from 'react-router';
import type { Dashboard } from '@vitrine/contract/admin-orders';
import type { Route } from './+types/admin-dashboard';
import { formatRupees } from '../lib/format';
import { cx } from '../lib/class-names';
import { pageTitle } from '../features/layout/page-title';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { OrderRows } from '../features/admin/order-row';
import { SetupChecklist } from '../features/admin/setup-checklist';
import { SHARE_PATH } from '../features/admin/share-paths';
import { SENT_NOTIFICATIONS_PATH } from '../features/admin/notification-tabs';
import { SETTLEMENT_PATH } from '../features/admin/orders-tabs';
import { CONSOLE_PATH, isOwner } from '../features/admin/staff-roles';
import { useCustomerConfig } from '../root';

const LATEST_ORDERS = 5;

/** The console's first page: the day's figures, what waits for action, and the newest orders. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers, user } = await requireStaffApi(args);
  const [dashboard, latest] = await Promise.all([
    api.getDashboard(),
    api.getAdminOrders({ limit: LATEST_ORDERS }),
  ]);
  return data({ dashboard, latest: latest.result, owner: isOwner(user) }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Dashboard', matches) }];
}

const ordersWhere = (query: string) => `${CONSOLE_PATH}/orders?${query}`;

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { dashboard, latest, owner } = loaderData;
  const { registeredAddress } = useCustomerConfig();
  return (
    <div className="grid grid-cols-1 gap-6">
      <h1 className="text-2xl font-semibold">Dashboard</h1>
      {dashboard.setup && <SetupChecklist setup={dashboard.setup} />}
      {!registeredAddress.trim() && !dashboard.setup && <NoAddressNotice />}
      {dashboard.failedNotifications > 0 && (
        <Link
          to={`${SENT_NOTIFICATIONS_PATH}?status=failed`}
          data-testid="failed-notifications"
          className="focus-ring rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
        >
          {dashboard.failedNotifications === 1
            ? '1 notification could not be sent.'
            : `${dashboard.failedNotifications} notifications could not be sent.`}{' '}
          <span className="underline">See them</span>
        </Link>
      )}
      <Sales dashboard={dashboard} />
      {owner && (
        <div className="-mt-3 flex flex-wrap gap-x-6 gap-y-1">
          <Link
            to={SETTLEMENT_PATH}
            className="focus-ring rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Settlement report: money in and out per day
          </Link>
          <Link
            to={SHARE_PATH}
            className="focus-ring rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Share your shop
          </Link>
        </div>
      )}
      <section aria-labelledby="waiting-heading" className="grid grid-cols-1 gap-3">
        <h2 id="waiting-heading" className="text-base font-semibold">
          Waiting for you
        </h2>
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <CountTile
            label="New orders"
            count={dashboard.waiting.new}
            to={ordersWhere('status=PLACED')}
            urgent
          />
          <CountTile label="To ship" count={dashboard.waiting.toShip} to={ordersWhere('status=PROCESSING')} />
          <CountTile
            label="Ready for pickup"
            count={dashboard.waiting.readyForPickup}
            to={ordersWhere('status=READY_FOR_PICKUP')}
          />
          <CountTile
            label="Refunds due"
            count={dashboard.refundsDue}
            to={ordersWhere('refundDue=true')}
            urgent
          />
        </div>
      </section>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="latest-heading" className="grid grid-cols-1 gap-3">
          <div className="flex items-baseline justify-between">
            <h2 id="latest-heading" className="text-base font-semibold">
              Latest orders
            </h2>
            <Link
              to={`${CONSOLE_PATH}/orders`}
              className="focus-ring rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              All orders
            </Link>
          </div>
          <OrderRows orders={latest} empty="No orders yet. New orders show here as they come in." />
        </section>
        <div className="grid grid-cols-1 gap-6">
          <LowStock lowStock={dashboard.lowStock} />
          {dashboard.openQuotations !== null && (
            <section
              aria-labelledby="quotations-heading"
              className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200"
            >
              <h2 id="quotations-heading" className="text-sm font-medium text-neutral-600">
                Quotation requests
              </h2>
              <p className="mt-1 text-2xl font-semibold tabular-nums" data-testid="open-quotations">
                {dashboard.openQuotations}
              </p>
              <p className="text-xs text-neutral-600">waiting for your answer</p>
              <Link
                to="/admin/quotations"
                className="focus-ring mt-2 inline-flex min-h-11 items-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Answer requests
              </Link>
            </section>
          )}
        </div>
      </div>
    </div>
  );
}

function Sales({ dashboard }: { dashboard: Dashboard }) {
  const periods = [
    { label: 'Today', figures: dashboard.today, testId: 'today' },
    { label: 'This week', figures: dashboard.week, testId: 'week' },
  ];
  return (
    <section aria-label="Sales" className="grid grid-cols-2 gap-3">
      {periods.map(({ label, figures, testId }) => (
        <div
          key={label}
          data-testid={`sales-${testId}`}
          className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200"
        >
          <h2 className="text-sm font-medium text-neutral-600">{label}</h2>
          <p className="mt-1 text-xl font-semibold tabular-nums md:text-2xl">{formatRupees(figures.sales)}</p>
          <p className="text-sm text-neutral-600">
            {figures.orders} {figures.orders === 1 ? 'order' : 'orders'}
          </p>
        </div>
      ))}
    </section>
  );
}

function CountTile({
  label,
  count,
  to,
  urgent = false,
}: {
  label: string;
  count: number;
  to: string;
  urgent?: boolean;
}) {
  return (
    <Link
      to={to}
      className={cx(
        'focus-ring grid min-h-20 content-between gap-1 rounded-2xl bg-canvas p-4 ring-1 transition hover:shadow-sm',
        urgent && count > 0 ? 'ring-primary' : 'ring-neutral-200',
      )}
    >
      <span className="text-sm font-medium text-neutral-600">{label}</span>
      <span className="text-2xl font-semibold tabular-nums">{count}</span>
    </Link>
  );
}

function LowStock({ lowStock }: { lowStock: Dashboard['lowStock'] }) {
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="low-stock-heading" className="text-sm font-medium text-neutral-600">
          Low stock
        </h2>
        <span className="text-2xl font-semibold tabular-nums">{lowStock.count}</span>
      </div>
      {lowStock.products.length > 0 ? (
        <ul className="mt-3 divide-y divide-neutral-100 text-sm">
          {lowStock.products.map((product) => (
            <li key={product.productId} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="line-clamp-2">{product.name}</span>
                <span className="text-xs text-neutral-500">{product.sku}</span>
              </span>
              <span
                className={cx(
                  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
                  product.stock === 0 ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-800',
                )}
              >
                {product.stock === 0 ? 'Out of stock' : `${product.stock} left`}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-neutral-600">Every product is well stocked.</p>
      )}
      {lowStock.count > lowStock.products.length && (
        <p className="mt-2 text-xs text-neutral-600">and {lowStock.count - lowStock.products.length} more</p>
      )}
    </section>
  );
}

/** A shop without its address takes no orders (every invoice prints it): the first thing to set up. */
/** For the shop's other staff: the owner's checklist asks for the address. */
function NoAddressNotice() {
  return (
    <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
      Your shop cannot take orders yet: give its business address, which every invoice prints. Ask the shop’s
      owner to set it up.
    </p>
  );
}
