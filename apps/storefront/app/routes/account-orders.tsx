import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { Package } from '../components/icons/icons';
import type { Route } from './+types/account-orders';
import { requireUser } from '../lib/require-user.server';
import { shopperApi } from '../lib/session.server';
import { EmptyState } from '../components/ui/empty-state';
import { metaT, pageTitle } from '../features/layout/page-title';
import { OrderCard } from '../features/orders/order-card';
import { LoadFailedNotice } from '../components/ui/load-failed-notice';
import { FETCH_ORDERS_FAILED } from '../features/orders/orders-load-error';
import { shownLoadFailure } from '../lib/load-failure';

/** SPEC §2 /account/orders (signed in only): the shopper's orders, newest first (SPEC §7 "My orders"). */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  const { api } = await shopperApi(args.request, args.context);
  if (!api) throw redirect('/', { headers });
  try {
    return data({ orders: await api.getOrders(), error: null }, { headers });
  } catch (error) {
    return data(
      { orders: null, error: shownLoadFailure(args.context.log, error, FETCH_ORDERS_FAILED) },
      { headers },
    );
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.orders'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OrdersPage({ loaderData }: Route.ComponentProps) {
  const { orders, error } = loaderData;
  const { t } = useTranslation();
  return (
    <div>
      {/* Like the other account pages, the list has no breadcrumb: the menu beside it says where it is. */}
      <h1 className="text-2xl font-semibold md:text-3xl">
        {orders && orders.length > 0 ? t('orders.titleCount', { count: orders.length }) : t('orders.title')}
      </h1>
      {error !== null ? (
        <LoadFailedNotice message={error} className="mt-6" />
      ) : orders && orders.length > 0 ? (
        <ul aria-label={t('orders.yourOrders')} className="mt-6 grid max-w-4xl gap-4">
          {orders.map((order) => (
            <li key={order.orderId}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={Package} title={t('orders.none')} />
      )}
    </div>
  );
}
