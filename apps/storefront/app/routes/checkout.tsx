import { useTranslation } from 'react-i18next';
import { data, Form, useNavigate, useNavigation, useSubmit } from 'react-router';
import { useForm } from '@conform-to/react';
import { MapPin, ShoppingCart, Store } from '../components/icons/icons';
import { ApiError } from '@vitrine/contract/client';
import { formatAddress } from '@vitrine/contract/addresses';
import { PAYMENT_METHODS, STORE_PICKUP, type PaymentMethod } from '@vitrine/contract/orders';
import type { Route } from './+types/checkout';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { formatAmount, formatDate, formatRupees } from '../lib/format';
import { useLocale } from '../i18n/use-locale';
import { ActionBar } from '../components/ui/action-bar';
import { TextField } from '../components/ui/text-field';
import { sentFieldError } from '../lib/sent-field-error';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { ErrorNotice } from '../components/ui/error-notice';
import { metaT, pageTitle } from '../features/layout/page-title';
import { WITHOUT_CHAT_BUTTON } from '../features/layout/floating-buttons';
import { ChoiceCard } from '../features/checkout/choice-card';
import { CHECKOUT_FIELDS, checkoutChoiceOf, orderBodyOf } from '../features/checkout/checkout-choice';
import { OrderSummary } from '../features/orders/order-summary';
import { PricesHiddenNote, useShowsPrices } from '../features/catalog/price-block';
import { ProductThumbnail } from '../features/catalog/product-thumbnail';
import { AddressForm } from '../features/addresses/address-form';
import { formOf } from '../lib/action-form.server';
import {
  PAYMENT_NOT_STARTED,
  paymentNotStarted,
  paymentReturnUrl,
  toPaymentPage,
} from '../features/checkout/payment-start.server';
import { placeOrderChoiceOf } from '../features/checkout/place-order.server';
import { paymentModeOf } from '../features/checkout/payment-mode.server';
import { minimumOrderShortfall } from '../features/checkout/minimum-order';
import { CouponBox, isCouponRefusal } from '../features/checkout/coupon-box';

/** SPEC §2 /checkout (signed in only): the chosen address priced by the server, then the order placed. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  const [addresses, paymentMode] = await Promise.all([
    api.getAddresses(),
    paymentModeOf(api, args.context.log),
  ]);
  const choice = checkoutChoiceOf(new URL(args.request.url).searchParams, addresses);
  const { addressIndex } = choice;
  const previewOf = (coupon: string | null) =>
    addressIndex === null
      ? null
      : api.previewOrder(orderBodyOf({ ...choice, addressIndex, coupon })).catch((error: unknown) => {
          if (error instanceof ApiError && error.status < 500)
            return { error: error.message, code: error.code };
          throw error;
        });
  let preview = await previewOf(choice.coupon ?? null);
  // A coupon that does not apply is said beside the coupon box, and the order priced without it.
  let couponError: string | null = null;
  if (preview && 'error' in preview && isCouponRefusal(preview.code)) {
    couponError = preview.error;
    preview = await previewOf(null);
  }
  return data({ addresses, choice, paymentMode, preview, couponError }, { headers });
}

/** Places the order: cash on delivery shows its confirmation; an online payment goes to the gateway. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireShopperApi(args);
  const placing = placeOrderChoiceOf(await formOf(args.request));
  if (!placing.ok) {
    const error = placing.choiceRefused ? PAYMENT_NOT_STARTED : undefined;
    return data({ error, submission: placing.submission }, { status: 400, headers });
  }
  const { choice, paymentMethod, gstin } = placing;
  try {
    const { order } = await api.placeOrder({
      ...orderBodyOf(choice),
      paymentMethod,
      redirectUrl: paymentReturnUrl(args.request),
      desc: 'Self order',
      gstin,
    });
    return toPaymentPage(order, headers);
  } catch (error) {
    return paymentNotStarted(error, headers);
  }
}

export const handle = WITHOUT_CHAT_BUTTON;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.checkout'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

const SECTION = 'rounded-2xl p-5 ring-1 ring-neutral-200';
/** Floated, so the legend sits inside its box like any section heading rather than on its border. */
const SECTION_HEADING = 'float-left mb-3 w-full text-base font-semibold';

export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { addresses, choice, paymentMode, preview, couponError } = loaderData;
  const submit = useSubmit();
  const placing = useNavigation().formMethod === 'POST';
  // A quotation's price is the shop's answer to the shopper: shown even where the catalogue hides prices.
  const showsPrices = useShowsPrices() || Boolean(choice.quotation);
  const sent = actionData && 'submission' in actionData ? actionData.submission : undefined;
  const [placeForm, placeFields] = useForm<{ gstin: string }>({ lastResult: sent });
  const { t } = useTranslation();
  const locale = useLocale();
  if (preview && 'error' in preview && addresses.length > 0 && /empty/i.test(preview.error)) {
    return (
      <Container className="py-8 md:py-12">
        <EmptyState icon={ShoppingCart} title={t('cart.empty')} />
      </Container>
    );
  }
  const quote = preview && !('error' in preview) ? preview : null;
  const methods = PAYMENT_METHODS.filter((method) =>
    // A shop without a gateway takes every order offline, whatever a product's cash-on-delivery flag.
    method === 'ONLINE'
      ? paymentMode === 'ONLINE'
      : paymentMode === 'OFFLINE' || (quote?.codAvailable ?? true),
  );
  const defaultMethod: PaymentMethod = methods.includes('ONLINE') ? 'ONLINE' : 'COD';
  const shortfall = quote && minimumOrderShortfall(quote, t, locale);

  return (
    <Container className="py-8 md:py-12">
      <h1 className="text-2xl font-semibold md:text-3xl">{t('checkout.title')}</h1>
      {choice.quotation && <p className="mt-2 text-sm text-neutral-600">{t('checkout.orderingQuotation')}</p>}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_24rem]">
        <div className="grid gap-6">
          <Form
            method="get"
            replace
            preventScrollReset
            onChange={(event) => submit(event.currentTarget, { replace: true, preventScrollReset: true })}
            className="grid gap-6"
          >
            <fieldset className={SECTION}>
              <legend className={SECTION_HEADING}>{t('checkout.howToGet')}</legend>
              <div className="grid clear-both gap-3 sm:grid-cols-2">
                <ChoiceCard
                  name={CHECKOUT_FIELDS.delivery}
                  value=""
                  defaultChecked={!choice.storePickup}
                  title={
                    <span className="inline-flex items-center gap-2">
                      <MapPin aria-hidden className="size-4" /> {t('checkout.deliver')}
                    </span>
                  }
                  detail={t('checkout.deliverDetail')}
                />
                <ChoiceCard
                  name={CHECKOUT_FIELDS.delivery}
                  value={STORE_PICKUP}
                  defaultChecked={choice.storePickup}
                  title={
                    <span className="inline-flex items-center gap-2">
                      <Store aria-hidden className="size-4" /> {t('checkout.pickup')}
                    </span>
                  }
                  detail={t('checkout.pickupDetail')}
                />
              </div>
            </fieldset>

            {addresses.length > 0 && (
              <fieldset className={SECTION}>
                <legend className={SECTION_HEADING}>
                  {choice.storePickup ? t('checkout.billingAddress') : t('checkout.deliveryAddress')}
                </legend>
                <div className="grid clear-both gap-3 sm:grid-cols-2">
                  {addresses.map((address) => (
                    <ChoiceCard
                      key={address.addressIndex}
                      name={CHECKOUT_FIELDS.address}
                      value={address.addressIndex}
                      defaultChecked={address.addressIndex === choice.addressIndex}
                      title={`${address.name} · ${t(`addresses.types.${address.addressType}`)}`}
                      detail={`${formatAddress(address)} · ${address.mobile}`}
                    />
                  ))}
                </div>
              </fieldset>
            )}
            {choice.quotation && (
              <input type="hidden" name={CHECKOUT_FIELDS.quotation} value={choice.quotation} />
            )}
            <noscript>
              <Button type="submit" variant="outline">
                {t('checkout.update')}
              </Button>
            </noscript>
          </Form>

          <NewAddress hasAddresses={addresses.length > 0} />

          {quote && (
            <section aria-label={t('cart.items')} className="rounded-2xl p-5 ring-1 ring-neutral-200">
              <h2 className="text-base font-semibold">
                {t('checkout.itemsCount', { count: quote.items.length })}
              </h2>
              <ul className="mt-3 divide-y divide-neutral-200">
                {quote.items.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 py-3">
                    <ProductThumbnail src={item.baseImageUrl} size={56} />
                    <div className="min-w-0 flex-1 text-sm">
                      <p className="line-clamp-2 font-medium">{item.productName}</p>
                      <p className="text-neutral-600">
                        {item.variantName ? `${item.variantName} · ` : ''}
                        {t('checkout.qty', { quantity: item.quantity })}
                      </p>
                      {!item.availability.isAvailable && (
                        <p className="font-medium text-red-700">{t('cart.outOfStock')}</p>
                      )}
                    </div>
                    {showsPrices && (
                      <p className="text-sm font-semibold">{formatRupees(item.total, locale)}</p>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside
          aria-label={t('checkout.orderSummary')}
          className="grid gap-4 rounded-2xl p-5 ring-1 ring-neutral-200 lg:sticky lg:top-24"
        >
          <h2 className="text-base font-semibold">{t('checkout.orderSummary')}</h2>
          {preview && 'error' in preview && <ErrorNotice message={preview.error} />}
          {quote && (quote.couponsOffered || couponError) && (
            <CouponBox choice={choice} applied={quote.coupon} error={couponError} />
          )}
          {quote ? (
            <Form
              method="post"
              className="grid gap-4"
              id={placeForm.id}
              noValidate
              onSubmit={placeForm.onSubmit}
            >
              <input type="hidden" name={CHECKOUT_FIELDS.address} value={choice.addressIndex ?? ''} />
              <input
                type="hidden"
                name={CHECKOUT_FIELDS.delivery}
                value={choice.storePickup ? STORE_PICKUP : ''}
              />
              {quote.coupon && (
                <input type="hidden" name={CHECKOUT_FIELDS.coupon} value={quote.coupon.code} />
              )}
              {choice.quotation && (
                <input type="hidden" name={CHECKOUT_FIELDS.quotation} value={choice.quotation} />
              )}
              {showsPrices ? (
                <OrderSummary
                  amounts={quote}
                  itemCount={quote.items.filter((item) => item.availability.isAvailable).length}
                  pricesIncludeTax={quote.pricesIncludeTax}
                  storePickup={choice.storePickup}
                  totalLabel={t('checkout.totalToPay')}
                />
              ) : (
                <PricesHiddenNote />
              )}
              {shortfall && (
                <p
                  role="status"
                  className="rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
                >
                  {shortfall}
                </p>
              )}
              <p className="text-xs text-neutral-600">
                {t(choice.storePickup ? 'checkout.readyForPickupBy' : 'checkout.dispatchedBy', {
                  date: formatDate(quote.estimatedDispatch, locale),
                })}
                {quote.estimatedDelivery &&
                  !choice.storePickup &&
                  ` · delivered by ${formatDate(quote.estimatedDelivery, locale)}`}
              </p>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-semibold">{t('checkout.payment')}</legend>
                {methods.map((method) => (
                  <ChoiceCard
                    key={method}
                    name={CHECKOUT_FIELDS.payment}
                    value={method}
                    defaultChecked={method === defaultMethod}
                    title={t(`checkout.methods.${method}.title`)}
                    detail={t(`checkout.methods.${method}.detail`)}
                  />
                ))}
              </fieldset>
              <TextField
                label={t('checkout.gstin')}
                hint={t('auth.optional')}
                name={placeFields.gstin.name}
                defaultValue={placeFields.gstin.initialValue}
                error={sentFieldError(placeFields.gstin, sent)}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={40}
              />
              {actionData?.error && <ErrorNotice message={actionData.error} />}
              <ActionBar>
                <Button type="submit" disabled={placing || Boolean(shortfall)}>
                  {placing
                    ? t('checkout.placing')
                    : showsPrices
                      ? t('checkout.placeWithTotal', { total: formatAmount(quote.totalAmount, locale) })
                      : t('checkout.place')}
                </Button>
              </ActionBar>
            </Form>
          ) : (
            !preview && <p className="text-sm text-neutral-600">{t('checkout.chooseAddress')}</p>
          )}
        </aside>
      </div>
    </Container>
  );
}

/**
 * Adding an address without leaving checkout: open at once for a shopper with none. Once saved, the
 * new address is chosen and priced.
 */
function NewAddress({ hasAddresses }: { hasAddresses: boolean }) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const form = (
    <AddressForm
      returnTo="/checkout"
      submitLabel={t('checkout.saveAndUse')}
      onDone={(_, saved) =>
        navigate(`/checkout?${CHECKOUT_FIELDS.address}=${saved?.addressIndex ?? ''}`, { replace: true })
      }
    />
  );
  if (!hasAddresses) {
    return (
      <section aria-labelledby="new-address" className="rounded-2xl p-5 ring-1 ring-neutral-200">
        <h2 id="new-address" className="text-base font-semibold">
          {t('checkout.whereDeliver')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-600">{t('checkout.noAddress')}</p>
        {form}
      </section>
    );
  }
  return (
    <details className="group rounded-2xl p-5 ring-1 ring-neutral-200">
      <summary className="focus-ring cursor-pointer rounded-sm text-sm font-semibold text-primary">
        {t('checkout.addAddress')}
      </summary>
      <div className="mt-4">{form}</div>
    </details>
  );
}
