import { data, Link } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { AdminOrdersQuery } from '@vitrine/contract/admin-orders';
import type { Route } from './+types/admin-orders';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { pageTitle } from '../features/layout/page-title';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { OrderFilters, type OrderFilterValues } from '../features/admin/order-filters';
import { OrderRows } from '../features/admin/order-row';
import { OrdersTabs } from '../features/admin/orders-tabs';
import { CONSOLE_PATH, isOwner } from '../features/admin/staff-roles';

const FILTERS = ['q', 'status', 'paymentMethod', 'from', 'to', 'refundDue', 'cursor'] as const;

/** The shop's orders, newest first, filtered and searched by the address's query; a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers, user } = await requireStaffApi(args);
  const owner = isOwner(user);
  const params = new URL(args.request.url).searchParams;
  const query = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? ''])) as Record<
    (typeof FILTERS)[number],
    string
  >;
  try {
    const page = await api.getAdminOrders(query as AdminOrdersQuery);
    return data({ query, page, owner, error: null }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    return data({ query, page: { result: [], nextCursor: null }, owner, error: error.message }, { headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Orders', matches) }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { query, page, owner, error } = loaderData;
  const values: OrderFilterValues = query;
  const next = new URLSearchParams(
    Object.entries({ ...query, cursor: page.nextCursor ?? '' }).filter(([, value]) => value !== ''),
  );
  const first = new URLSearchParams(
    Object.entries({ ...query, cursor: '' }).filter(([, value]) => value !== ''),
  );
  const searching = Object.entries(query).some(([name, value]) => name !== 'cursor' && value !== '');
  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Orders</h1>
      {owner && <OrdersTabs />}
      <OrderFilters values={values} />
      {query.refundDue && (
        <p className="text-sm text-neutral-700">
          Showing orders with a refund due.{' '}
          <Link to={`${CONSOLE_PATH}/orders`} className="font-medium text-primary underline">
            Show all
          </Link>
        </p>
      )}
      {error && <ErrorNotice message={error} />}
      <OrderRows
        orders={page.result}
        empty={searching ? 'No orders match. Try another search or clear the filters.' : 'No orders yet.'}
      />
      <nav aria-label="Pages" className="flex flex-wrap justify-between gap-2">
        {query.cursor ? (
          <Button asChild variant="outline">
            <Link to={`?${first.toString()}`}>Newest orders</Link>
          </Button>
        ) : (
          <span />
        )}
        {page.nextCursor && (
          <Button asChild variant="outline">
            <Link to={`?${next.toString()}`}>Older orders</Link>
          </Button>
        )}
      </nav>
    </div>
  );
}
