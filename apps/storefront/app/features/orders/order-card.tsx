import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRight } from '../../components/icons/icons';
import type { OrderListEntry } from '@vitrine/contract/orders';
import { Button } from '../../components/ui/button';
import { formatDate, formatRupees } from '../../lib/format';
import { useShowsPrices } from '../catalog/price-block';
import { OrderStatusBadge } from './order-status-badge';
import { orderDetailsPath, paymentMethodLabel } from './order-status';
import { useLocale } from '../../i18n/use-locale';

/** One order in the shopper's list (SPEC §3 "Order list entry"): number, date, status, payment, amount. */
export function OrderCard({ order }: { order: OrderListEntry }) {
  const href = orderDetailsPath(order.orderId);
  const headingId = `order-${order.orderId}-heading`;
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <article aria-labelledby={headingId} className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4 md:px-5">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold">
            <Link to={href} className="focus-ring rounded-sm hover:underline">
              {t('orders.number', { number: order.orderNumber })}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-neutral-600">
            <Trans
              i18nKey="orders.placedOn"
              values={{ date: formatDate(order.createdAt, locale) }}
              components={{ date: <time dateTime={order.createdAt} /> }}
            />
            {order.placeOfService === 'STORE' && t('orders.storePickup')}
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 border-t border-neutral-200 p-4 md:px-5">
        <dl className="grid min-w-0 flex-1 grid-cols-[auto_minmax(0,1fr)_auto] gap-x-6 gap-y-0.5 text-sm sm:flex-none sm:grid-cols-[6rem_11rem_auto]">
          <div className="contents">
            <dt className="row-start-1 text-xs text-neutral-500">{t('orders.items')}</dt>
            <dd className="row-start-2 font-medium">{t('orders.itemCount', { count: order.itemCount })}</dd>
          </div>
          <div className="contents">
            <dt className="row-start-1 text-xs text-neutral-500">{t('orders.payment')}</dt>
            <dd className="row-start-2 truncate font-medium">
              {t(paymentMethodLabel(order.paymentType.paymentMethod, order.status))}
            </dd>
          </div>
          {showsPrices && (
            <div className="contents">
              <dt className="row-start-1 text-xs text-neutral-500">{t('orders.amount')}</dt>
              <dd className="row-start-2 font-semibold">
                {formatRupees(order.paymentDetails.orderAmount, locale)}
              </dd>
            </div>
          )}
        </dl>
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <Link to={href} aria-label={t('orders.viewDetailsOf', { number: order.orderNumber })}>
            {t('orders.viewDetails')}
            <ChevronRight aria-hidden className="size-4" />
          </Link>
        </Button>
      </div>
    </article>
  );
}
