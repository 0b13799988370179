import { useTranslation } from 'react-i18next';
import { data, Form, Link, useLocation, useNavigation } from 'react-router';
import { CircleCheck, CircleSlash, CircleX, Clock, PackageX } from '../components/icons/icons';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import type { PaymentResult } from '@vitrine/contract/orders';
import type { Route } from './+types/payment-status';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { formatRupees } from '../lib/format';
import { useServerText } from '../i18n/server-text';
import { useLocale } from '../i18n/use-locale';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { metaT, pageTitle } from '../features/layout/page-title';
import { StatusScreen } from '../features/layout/status-screen';
import { useShowsPrices } from '../features/catalog/price-block';
import {
  PAYMENT_FALLBACK_MESSAGES,
  paymentOutcomeOf,
  type PaymentOutcome,
} from '../features/checkout/payment-outcome';
import { formOf } from '../lib/action-form.server';
import { retryPayment } from '../features/checkout/payment-start.server';

/**
 * SPEC §2 /payment/phonepe/status and /payment-status: where the gateway sends the shopper back
 * (?paymentOrderId=…, verified with the server, SPEC §7 "Payment verify") and where a cash-on-delivery
 * order is confirmed (?orderId=…).
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  const params = new URL(args.request.url).searchParams;
  return data(await resultOf(api, params.get('paymentOrderId'), params.get('orderId')), { headers });
}

async function resultOf(api: ApiClient, paymentOrderId: string | null, orderId: string | null) {
  try {
    if (paymentOrderId) return { result: await api.verifyPayment(paymentOrderId) };
    if (!orderId) throw new Response('No payment to show', { status: 404 });
    const order = await api.getOrder(orderId);
    const result: PaymentResult = {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderStatus: order.status,
      paymentStatus: order.paymentDetails.paymentStatus ?? 'PENDING',
      cancelledByShopper: false,
      amount: order.paymentDetails.totalAmount,
    };
    return { result };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 404) throw new Response(error.message, { status: 404 });
    return { error: error.status >= 500 ? PAYMENT_FALLBACK_MESSAGES.verify : error.message };
  }
}

/**
 * Pays again for the order whose payment failed or was cancelled (the same order, on the gateway's
 * page), or cancels it, or one still pending; the cart is refreshed by revalidation.
 */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireShopperApi(args);
  const form = await formOf(args.request);
  const orderId = String(form.get('orderId') ?? '');
  if (form.get('intent') === 'retry') return retryPayment(api, args.request, orderId, headers);
  try {
    return data({ result: await api.cancelPayment(orderId) }, { headers });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status >= 500 || !error.message ? PAYMENT_FALLBACK_MESSAGES.cancel : error.message;
    return data({ error: message }, { status: error.status >= 500 ? 502 : error.status, headers });
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.paymentStatus'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Each outcome's icon; its words are the catalogue's `payment.status.{outcome}`. */
const ICONS: Record<PaymentOutcome, typeof CircleCheck> = {
  placed: CircleCheck,
  failed: CircleX,
  paymentCancelled: CircleSlash,
  pending: Clock,
  cancelled: PackageX,
};

export default function PaymentStatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const result = (actionData && 'result' in actionData && actionData.result) || loaderData.result;
  const error = (actionData && 'error' in actionData && actionData.error) || loaderData.error;
  const navigation = useNavigation();
  const busy = navigation.formMethod === 'POST' ? navigation.formData?.get('intent') : null;
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  const serverText = useServerText();
  const locale = useLocale();
  if (!result) {
    return (
      <StatusScreen icon={Clock} title={t('payment.status.notChecked')} action={<RetryLink />}>
        {error && serverText(error)}
      </StatusScreen>
    );
  }
  const outcome = paymentOutcomeOf(result);
  const cancelForm = (
    <Form method="post">
      <input type="hidden" name="orderId" value={result.orderId} />
      <Button type="submit" name="intent" value="cancel" variant="outline" disabled={Boolean(busy)}>
        {busy === 'cancel' ? t('payment.status.cancelling') : t('payment.status.cancel')}
      </Button>
    </Form>
  );
  const payAgain = (
    <>
      <Form method="post">
        <input type="hidden" name="orderId" value={result.orderId} />
        <Button type="submit" name="intent" value="retry" disabled={Boolean(busy)}>
          {busy === 'retry' ? t('orders.openingPayment') : t('orders.retryPayment')}
        </Button>
      </Form>
      {cancelForm}
    </>
  );
  const actions: Record<PaymentOutcome, React.ReactNode> = {
    placed: (
      <>
        <Button asChild>
          <Link to={`/account/order-details/${result.orderId}`}>{t('payment.status.viewOrder')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{t('common.continueShopping')}</Link>
        </Button>
      </>
    ),
    failed: payAgain,
    paymentCancelled: payAgain,
    pending: (
      <>
        <RetryLink />
        {cancelForm}
      </>
    ),
    cancelled: (
      <Button asChild>
        <Link to="/cart">{t('payment.status.backToCart')}</Link>
      </Button>
    ),
  };
  return (
    <StatusScreen
      icon={ICONS[outcome]}
      title={t(`payment.status.${outcome}.title`)}
      action={
        <div className="grid gap-4">
          {error && <ErrorNotice message={error} />}
          <div className="flex flex-wrap justify-center gap-3">{actions[outcome]}</div>
        </div>
      }
    >
      {t('payment.status.order', { number: result.orderNumber })}
      {showsPrices && ` · ${formatRupees(result.amount, locale)}`}
      <br />
      {t(`payment.status.${outcome}.detail`)}
    </StatusScreen>
  );
}

function RetryLink() {
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <Button asChild variant="outline">
      <Link to={search} reloadDocument>
        {t('payment.status.checkAgain')}
      </Link>
    </Button>
  );
}
