import { Trans, useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { STORE_PICKUP } from '@vitrine/contract/orders';
import type { Route } from './+types/account-order-details';
import { requireUser } from '../lib/require-user.server';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { shopperApi } from '../lib/session.server';
import { formatDate } from '../lib/format';
import { useCustomerConfig } from '../root';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { retryPayment } from '../features/checkout/payment-start.server';
import { pageTitle } from '../features/layout/page-title';
import { PricesHiddenNote, useShowsPrices } from '../features/catalog/price-block';
import { BuyAgain, BUY_AGAIN_INTENT } from '../features/orders/buy-again';
import { buyAgain } from '../features/orders/buy-again.server';
import { OrderAddresses } from '../features/orders/order-addresses';
import { OrderItemsCard } from '../features/orders/order-items';
import { OrderStatusBadge } from '../features/orders/order-status-badge';
import { paymentMethodLabel } from '../features/orders/order-status';
import { useLocale } from '../i18n/use-locale';
import { amountsOfOrder, OrderSummary } from '../features/orders/order-summary';
import { OrderTracking } from '../features/orders/order-tracking';
import { ShipmentTracking } from '../features/orders/shipment-tracking';
import { TaxDocumentLinks } from '../features/orders/tax-document-links';
import { ShopperRefunds } from '../features/refunds/shopper-refunds';
import { AfterSalePanel } from '../features/returns/after-sale';
import { addReturnPhoto, submitAfterSale } from '../features/returns/after-sale.server';
import {
  CANCEL_ORDER_INTENT,
  REQUEST_RETURN_INTENT,
  RETURN_PHOTO_INTENT,
} from '../features/returns/return-labels';
import { LoadFailedNotice } from '../components/ui/load-failed-notice';
import { FETCH_ORDERS_FAILED } from '../features/orders/orders-load-error';
import { shownLoadFailure } from '../lib/load-failure';

/**
 * SPEC §2 /account/order-details/{orderId} (signed in only, SPEC §7 "Order detail"). An order that is
 * not the shopper's, or none at all, is the not-found screen with status 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  const { api } = await shopperApi(args.request, args.context);
  if (!api) throw redirect('/', { headers });
  try {
    const [order, refunds, afterSale] = await Promise.all([
      api.getOrder(args.params.orderId),
      api.getOrderRefunds(args.params.orderId),
      api.getOrderAfterSale(args.params.orderId),
    ]);
    return data({ order, refunds, afterSale, error: null }, { headers });
  } catch (error) {
    // 400: an id the API refuses to look up is no more an order of this shopper's than an unknown one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new Response(error.message, { status: 404, headers });
    }
    return data(
      {
        order: null,
        refunds: [],
        afterSale: null,
        error: shownLoadFailure(args.context.log, error, FETCH_ORDERS_FAILED),
      },
      { headers },
    );
  }
}

/**
 * "Buy again" puts the order's lines back in the cart; "Cancel order" and "Request a return" go to the
 * API (decision 0090); otherwise "Retry payment" for an unpaid order still within its time to pay: the
 * same order, on the gateway's page.
 */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireShopperApi(args);
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (intent === BUY_AGAIN_INTENT) return buyAgain(api, args.params.orderId, headers);
  if (intent === CANCEL_ORDER_INTENT)
    return submitAfterSale(api, args.params.orderId, 'cancel', form, headers);
  if (intent === REQUEST_RETURN_INTENT) {
    return submitAfterSale(api, args.params.orderId, 'return', form, headers);
  }
  if (intent === RETURN_PHOTO_INTENT) return addReturnPhoto(api, args.params.orderId, form, headers);
  return retryPayment(api, args.request, args.params.orderId, headers);
}

export function meta({ data, matches }: Route.MetaArgs) {
  const title = data?.order ? `Order #${data.order.orderNumber}` : 'Order details';
  return [{ title: pageTitle(title, matches) }, { name: 'robots', content: 'noindex' }];
}

export default function OrderDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { registeredAddress, shopperFeatures } = useCustomerConfig();
  const showsPrices = useShowsPrices();
  const { order, refunds, afterSale, error } = loaderData;
  const afterSaleResult = actionData && 'afterSale' in actionData ? actionData.afterSale : undefined;
  const { t } = useTranslation();
  const locale = useLocale();
  const ordersCrumb = { label: t('orders.title'), to: '/account/orders' };
  if (!order) {
    return (
      <div>
        <Breadcrumbs
          items={[{ label: t('common.home'), to: '/' }, ordersCrumb, { label: t('orders.details') }]}
        />
        <h1 className="mt-3 text-2xl font-semibold md:text-3xl">{t('orders.details')}</h1>
        <LoadFailedNotice message={error ?? ''} className="mt-6" />
      </div>
    );
  }

  const storePickup = order.placeOfService === STORE_PICKUP;
  const { paymentMethod } = order.paymentType;
  const { paymentStatus } = order.paymentDetails;
  return (
    <div>
      <Breadcrumbs
        items={[
          { label: t('common.home'), to: '/' },
          ordersCrumb,
          { label: t('orders.number', { number: order.orderNumber }) },
        ]}
      />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words md:text-3xl">
            {t('orders.number', { number: order.orderNumber })}
          </h1>
          <p className="mt-1 text-sm text-neutral-600">
            <Trans
              i18nKey="orders.placedOn"
              values={{ date: formatDate(order.createdAt, locale) }}
              components={{ date: <time dateTime={order.createdAt} /> }}
            />{' '}
            · {t('orders.itemCount', { count: order.items.length })}
          </p>
        </div>
        <OrderStatusBadge status={order.status} className="md:mt-1.5 md:px-3 md:py-1.5 md:text-sm" />
      </header>

      <div className="mt-6 grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <section
            aria-labelledby="tracking-heading"
            className="rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6"
          >
            <h2 id="tracking-heading" className="text-base font-semibold">
              {storePickup ? t('orders.pickupStatus') : t('orders.deliveryStatus')}
            </h2>
            <OrderTracking status={order.status} steps={order.tracking} className="mt-4 md:mt-6" />
            {order.shipment && <ShipmentTracking shipment={order.shipment} />}
          </section>

          {afterSale && <AfterSalePanel afterSale={afterSale} result={afterSaleResult} />}

          <OrderItemsCard items={order.items} className="md:px-6" />

          <OrderAddresses
            shipTo={order.shipTo.address}
            billTo={order.billTo.address}
            storeAddress={registeredAddress || undefined}
          />
        </div>

        <aside
          aria-labelledby="order-summary-heading"
          className="grid gap-4 rounded-2xl p-5 ring-1 ring-neutral-200 xl:sticky xl:top-24"
        >
          <h2 id="order-summary-heading" className="text-base font-semibold">
            {showsPrices ? t('cart.priceDetails') : t('orders.summary')}
          </h2>
          {showsPrices ? (
            <OrderSummary
              amounts={amountsOfOrder(order)}
              itemCount={order.items.length}
              storePickup={storePickup}
            />
          ) : (
            <PricesHiddenNote />
          )}
          <div className="rounded-xl bg-scaffold px-4 py-3 text-sm">
            <p className="text-neutral-600">{t('orders.payment')}</p>
            <p className="font-medium">
              {t(paymentMethodLabel(paymentMethod, order.status))}
              {paymentMethod === 'ONLINE' &&
                paymentStatus &&
                ` · ${t(`orders.paymentStates.${paymentStatus}`)}`}
            </p>
          </div>
          <ShopperRefunds refunds={refunds} />
          {order.payableUntil && (
            <RetryPayment error={actionData && 'error' in actionData ? actionData.error : undefined} />
          )}
          {!order.payableUntil && shopperFeatures.buyAgain && <BuyAgain />}
          <TaxDocumentLinks order={order} basePath={`/account/order-details/${order.orderId}`} />
        </aside>
      </div>
    </div>
  );
}

function RetryPayment({ error }: { error: string | undefined }) {
  const opening = useNavigation().formMethod === 'POST';
  const { t } = useTranslation();
  return (
    <Form method="post" className="grid gap-3">
      {error && <ErrorNotice message={error} />}
      <Button type="submit" disabled={opening}>
        {opening ? t('orders.openingPayment') : t('orders.retryPayment')}
      </Button>
    </Form>
  );
}
