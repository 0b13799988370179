import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation, useSubmit } from 'react-router';
import { CircleX, Clock, ReceiptText } from '../components/icons/icons';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/payment-razorpay-checkout';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { formOf } from '../lib/action-form.server';
import { formatRupees } from '../lib/format';
import { useLocale } from '../i18n/use-locale';
import { CspNonce } from '../lib/csp-nonce';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { metaT, pageTitle } from '../features/layout/page-title';
import { StatusScreen } from '../features/layout/status-screen';
import { useCustomerConfig } from '../root';
import { PAYMENT_FALLBACK_MESSAGES } from '../features/checkout/payment-outcome';
import { retryPayment } from '../features/checkout/payment-start.server';
import { openRazorpayCheckout, type RazorpaySuccess } from '../features/checkout/razorpay-checkout';

const SCRIPT_ID = 'razorpay-checkout-script';

/** Our payment's id from the gateway's merchant_transaction_id (its uuid without dashes). */
function paymentOrderIdOf(merchantTransactionId: string | null) {
  const match = /^([0-9a-f]{8})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{4})([0-9a-f]{12})$/.exec(
    merchantTransactionId?.toLowerCase() ?? '',
  );
  return match ? match.slice(1).join('-') : null;
}

const statusPageOf = (paymentOrderId: string) => `/payment/phonepe/status?paymentOrderId=${paymentOrderId}`;

/**
 * /payment/razorpay/checkout: where the browser goes to pay a pending payment with Razorpay Checkout.
 * Checkout's script loads with the page's nonce, on this page only (its hosts join this reply's
 * Content-Security-Policy, decision 0081); a payment already settled shows its status instead.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  const url = new URL(args.request.url);
  const paymentOrderId = paymentOrderIdOf(url.searchParams.get('merchant_transaction_id'));
  if (!paymentOrderId) throw new Response('No payment to show', { status: 404 });
  const checkout = await api.getRazorpayCheckout(paymentOrderId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw new Response(error.message, { status: 404 });
    throw error;
  });
  if (checkout.paymentStatus !== 'PENDING') throw redirect(statusPageOf(paymentOrderId), { headers });
  if (new URL(checkout.scriptUrl, url).origin !== url.origin) args.context.allowRazorpayCheckout();
  return data({ checkout }, { headers });
}

/** Checkout's signed result goes to the server to be verified; or a new attempt for the same order. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireShopperApi(args);
  const form = await formOf(args.request);
  const field = (name: string) => String(form.get(name) ?? '');
  if (field('intent') === 'retry') return retryPayment(api, args.request, field('orderId'), headers);
  const paymentOrderId = field('paymentOrderId');
  try {
    await api.confirmRazorpayCheckout({
      paymentOrderId,
      razorpayOrderId: field('razorpay_order_id'),
      razorpayPaymentId: field('razorpay_payment_id'),
      razorpaySignature: field('razorpay_signature'),
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status >= 500 || !error.message ? PAYMENT_FALLBACK_MESSAGES.verify : error.message;
    return data({ error: message }, { status: error.status >= 500 ? 502 : error.status, headers });
  }
  return redirect(statusPageOf(paymentOrderId), { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.payment'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

type CheckoutState =
  | { kind: 'opening' }
  | { kind: 'open' }
  | { kind: 'confirming' }
  | { kind: 'dismissed' }
  | { kind: 'failed'; message: string | null }
  | { kind: 'unavailable' };

export default function RazorpayCheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout } = loaderData;
  const brand = useCustomerConfig().brandDetails[0]!;
  const nonce = useContext(CspNonce);
  const submit = useSubmit();
  const busy = useNavigation().state !== 'idle';
  const [state, setState] = useState<CheckoutState>({ kind: 'opening' });
  const { t } = useTranslation();
  const locale = useLocale();

  const open = useCallback(() => {
    const opened = openRazorpayCheckout(
      checkout,
      { name: brand.appName, colour: brand.theme.primaryColor },
      {
        paid: (success: RazorpaySuccess) => {
          setState({ kind: 'confirming' });
          submit({ paymentOrderId: checkout.paymentOrderId, ...success }, { method: 'post' });
        },
        failed: (message) => setState({ kind: 'failed', message }),
        dismissed: () => setState({ kind: 'dismissed' }),
      },
    );
    setState(opened ? { kind: 'open' } : { kind: 'unavailable' });
  }, [checkout, brand.appName, brand.theme.primaryColor, submit]);

  // Checkout opens by itself once, as soon as its script has run.
  const openedOnce = useRef(false);
  useEffect(() => {
    if (openedOnce.current) return;
    const openOnce = () => {
      openedOnce.current = true;
      open();
    };
    if (window.Razorpay) return openOnce();
    const script = document.getElementById(SCRIPT_ID);
    const unavailable = () => setState({ kind: 'unavailable' });
    script?.addEventListener('load', openOnce);
    script?.addEventListener('error', unavailable);
    return () => {
      script?.removeEventListener('load', openOnce);
      script?.removeEventListener('error', unavailable);
    };
  }, [open]);

  const amount = formatRupees(checkout.amountPaise / 100, locale);
  const error = actionData && 'error' in actionData ? actionData.error : null;
  const failed = state.kind === 'failed';
  const retryForm = (
    <Form method="post" reloadDocument>
      <input type="hidden" name="orderId" value={checkout.orderId} />
      <Button type="submit" name="intent" value="retry" disabled={busy}>
        {t('common.tryAgain')}
      </Button>
    </Form>
  );
  const payButton = (
    <Button type="button" onClick={open} disabled={busy || state.kind === 'confirming'}>
      {t('payment.razorpay.pay', { amount })}
    </Button>
  );
  const statusLink = (
    <Button asChild variant="outline">
      <Link to={statusPageOf(checkout.paymentOrderId)} reloadDocument>
        {t('payment.razorpay.checkStatus')}
      </Link>
    </Button>
  );
  return (
    <>
      <StatusScreen
        icon={failed ? CircleX : state.kind === 'confirming' ? Clock : ReceiptText}
        title={t(`payment.razorpay.${state.kind}.title`)}
        action={
          <div className="grid gap-4">
            {error && <ErrorNotice message={error} />}
            <div className="flex flex-wrap justify-center gap-3">
              {failed ? retryForm : payButton}
              {statusLink}
            </div>
          </div>
        }
      >
        {t('payment.razorpay.amountTo', { amount, shop: brand.appName })}
        <br />
        {failed
          ? t('payment.razorpay.failed.detail', {
              reason: state.message ?? t('payment.razorpay.failed.notThrough'),
            })
          : t(`payment.razorpay.${state.kind}.detail`)}
      </StatusScreen>
      <script id={SCRIPT_ID} nonce={nonce} src={checkout.scriptUrl} suppressHydrationWarning />
    </>
  );
}
