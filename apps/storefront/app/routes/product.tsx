import { useTranslation } from 'react-i18next';
import { data, redirect } from 'react-router';
import { CheckCircle2, MapPin, RotateCcw, Truck, XCircle } from '../components/icons/icons';
import type { Route } from './+types/product';
import { apiFor } from '../lib/api.server';
import { useCustomerConfig } from '../root';
import { Breadcrumbs, type Crumb } from '../components/ui/breadcrumbs';
import { ActionBar } from '../components/ui/action-bar';
import { Container } from '../components/ui/container';
import { cx } from '../lib/class-names';
import { categoryPath, productPath } from '../features/catalog/catalog-paths';
import { findCategory } from '../features/catalog/category-tree';
import { PriceBlock } from '../features/catalog/price-block';
import { ProductGallery } from '../features/catalog/product-gallery';
import { ProductReviewsSection, RatingLink } from '../features/reviews/product-reviews';
import { REVIEW_FALLBACK_MESSAGES, REVIEW_SORT_PARAM } from '../features/reviews/review-intents';
import { reviewAction, reviewSortOf, reviewsFor } from '../features/reviews/reviews.server';
import { defaultVariant } from '../features/catalog/variant-selection';
import { VariantPicker } from '../features/catalog/variant-picker';
import { AddToCartButton } from '../features/cart/add-to-cart-button';
import { BuyNowButton } from '../features/cart/buy-now-button';
import { WishlistButton } from '../features/wishlist/wishlist-button';
import { breadcrumbJsonLd, pageMeta } from '../features/seo/page-meta';
import { metaT, shopConfigOf } from '../features/layout/page-title';
import { productJsonLd } from '../features/seo/product-json-ld';
import { ProductContacts } from '../features/catalog/product-contacts';
import { RecentlyViewed } from '../features/catalog/recently-viewed';
import { ShareOnWhatsApp } from '../features/catalog/share-on-whatsapp';
import {
  NOTIFY_ME_FALLBACK_MESSAGES,
  NOTIFY_ME_INTENT,
  NotifyWhenBackInStock,
} from '../features/catalog/back-in-stock';
import { actAsShopper, fieldOf } from '../lib/shopper-action.server';
import { QuotationRequest } from '../features/quotations/quotation-request';
import { submitQuotationRequest } from '../features/quotations/quotation-request.server';
import type { QuotationRequestResult } from '../features/quotations/quotation-request-result';
import { formOf } from '../lib/action-form.server';
import { paymentPromise } from '../features/checkout/payment-promise';
import { paymentModeOf } from '../features/checkout/payment-mode.server';
import { deliveryCheckFor } from '../features/delivery-areas/delivery-check.server';
import { DeliveryCheckForm } from '../features/delivery-areas/delivery-check';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const address = new URL(request.url);
  const reviewSort = reviewSortOf(address.searchParams.get(REVIEW_SORT_PARAM));
  const [detail, categories, paymentMode, reviews, deliveryCheck] = await Promise.all([
    api.getProduct(params.productId),
    api.getCategories(),
    paymentModeOf(api, context.log),
    reviewsFor(api, params.productId, reviewSort, context.log),
    deliveryCheckFor(api, address),
  ]);
  const { product } = detail;
  const chosen = product.variants.find((variant) => variant.variantSKU === params.sku);
  // An address with a SKU that is neither the product's nor a variant's moves to the product's own.
  if (!chosen && params.sku !== product.productSKU) throw redirect(productPath(product), 301);
  const found = findCategory(categories, product.categoryId);
  const crumbs: Crumb[] = [
    { label: 'Home', to: '/' },
    ...(found ? [...found.ancestors, found.category] : []).map((category) => ({
      label: category.name,
      to: categoryPath(category),
    })),
    { label: product.productName },
  ];
  return {
    ...detail,
    selectedSku: chosen?.variantSKU ?? null,
    crumbs,
    url: request.url,
    paymentMode,
    reviews,
    reviewSort,
    deliveryCheck,
  };
}

/** The page's forms of its own: "Request a quotation" (SPEC §3 showQuotationRequest) and "Notify me". */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const intent = form.get('intent');
  if (typeof intent === 'string' && intent in REVIEW_FALLBACK_MESSAGES) return reviewAction(args, form);
  if (intent === NOTIFY_ME_INTENT) {
    return actAsShopper(args, form, NOTIFY_ME_FALLBACK_MESSAGES, (api) =>
      api.waitForStock({
        productId: fieldOf(form, 'productId'),
        productVariantId: fieldOf(form, 'productVariantId') || null,
      }),
    );
  }
  if (intent !== 'quotation')
    return data<QuotationRequestResult>({ ok: false, error: 'Unknown request' }, 400);
  return submitQuotationRequest(args, form);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(matches, { title: metaT(matches)('pageTitles.product') });
  const { product, crumbs, url, reviews } = data;
  const canonical = new URL(productPath(product), url).href;
  const showPrice = Boolean(shopConfigOf(matches)?.uiFeatures.showProductPrice);
  return pageMeta(matches, {
    title: product.productName,
    description: product.header ? `${product.header} ${product.description}` : product.description,
    url,
    canonicalPath: productPath(product),
    image: product.baseImageUrl,
    type: 'product',
    jsonLd: [productJsonLd(product, reviews, canonical, showPrice), breadcrumbJsonLd(crumbs, canonical)],
  });
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { uiFeatures, shopperFeatures, contacts, isEngineeringType } = useCustomerConfig();
  const { product, variationsGrouping, reviews, reviewSort, crumbs, selectedSku, paymentMode, url } =
    loaderData;
  const { deliveryCheck } = loaderData;
  // The business mode picks the primary action: a briefcase asks for a quotation, a shop sells.
  const quotationPrimary = isEngineeringType && uiFeatures.showQuotationRequest;
  const { t } = useTranslation();
  const selected =
    product.variants.find((variant) => variant.variantSKU === selectedSku) ??
    defaultVariant(product.variants);
  const shown = selected ?? product;
  const stock = selected ? selected.availableStock : product.availableStock;
  const images = [...new Set([...(selected?.images ?? []), ...product.images])];
  const line = {
    productId: product.productId,
    productVariantId: selected?.productVariantId ?? null,
    description: selected?.description ?? '',
  };
  const addToCart = <AddToCartButton line={line} inStock={stock > 0} secondary={quotationPrimary} />;
  const quotation = (
    <QuotationRequest
      productId={product.productId}
      productVariantId={selected?.productVariantId ?? null}
      productName={selected ? `${product.productName} (${selected.variantName})` : product.productName}
      primary={quotationPrimary}
    />
  );
  return (
    <Container className="pt-4 md:pt-8">
      <Breadcrumbs items={crumbs} />
      <div className="mt-4 grid gap-8 md:mt-6 md:grid-cols-2 lg:gap-14">
        <ProductGallery images={images} name={product.productName} />
        <div className="flex flex-col gap-5">
          <div>
            {uiFeatures.showBrand && product.brandName && (
              <p
                data-testid="product-brand"
                className="text-sm font-medium tracking-wide text-neutral-500 uppercase"
              >
                {product.brandName}
              </p>
            )}
            <div className="mt-1 flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-semibold md:text-3xl">{product.productName}</h1>
              <WishlistButton productId={product.productId} productName={product.productName} />
            </div>
            {product.header && <p className="mt-2 text-neutral-700">{product.header}</p>}
            <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-neutral-600">
              <RatingLink reviews={reviews} />
              {uiFeatures.showSKU && (
                <span>{t('product.sku', { sku: selected?.variantSKU ?? product.productSKU })}</span>
              )}
            </div>
          </div>
          {uiFeatures.showProductPrice && (
            <div>
              <PriceBlock item={shown} size="page" />
              <p className="mt-1 text-xs text-neutral-600">
                {t('product.taxNote', { rate: product.gst.rate, metric: shown.metrics })}
              </p>
            </div>
          )}
          <p
            className={cx(
              'flex items-center gap-2 font-semibold',
              stock > 0 ? 'text-emerald-700' : 'text-red-700',
            )}
            data-testid="stock-status"
          >
            {stock > 0 ? (
              <CheckCircle2 aria-hidden className="size-5 shrink-0" />
            ) : (
              <XCircle aria-hidden className="size-5 shrink-0" />
            )}
            {stock > 0 ? t('product.inStock') : t('product.outOfStock')}
            {stock > 0 && stock <= product.lowStock && (
              <span className="font-normal text-amber-700">
                {t('product.onlyStockLeft', { count: stock })}
              </span>
            )}
          </p>
          {selected && <VariantPicker product={product} groups={variationsGrouping} selected={selected} />}
          {quotationPrimary && quotation}
          {quotationPrimary ? (
            addToCart
          ) : (
            <ActionBar className="md:flex md:flex-wrap md:items-start md:gap-3">
              {addToCart}
              {shopperFeatures.buyNow && stock > 0 && <BuyNowButton line={line} />}
            </ActionBar>
          )}
          {stock === 0 && (
            <NotifyWhenBackInStock
              productId={product.productId}
              productVariantId={selected?.productVariantId ?? null}
            />
          )}
          {!quotationPrimary && (
            <DeliveryCheckForm
              result={deliveryCheck}
              productCod={paymentMode === 'OFFLINE' || product.availableOnCod}
            />
          )}
          <ul className="grid gap-2 rounded-2xl bg-scaffold p-4 text-sm text-neutral-700">
            <li className="flex items-center gap-2">
              <Truck aria-hidden className="size-4.5 shrink-0 text-primary" />
              {t(paymentPromise(paymentMode, product.availableOnCod))}
            </li>
            <li className="flex items-center gap-2">
              <RotateCcw aria-hidden className="size-4.5 shrink-0 text-primary" />
              {product.returnable ? t('product.easyReturns') : t('product.notReturnable')}
              {product.cancellable && t('product.cancelBeforeDispatch')}
            </li>
            {uiFeatures.showPos && product.placeOfService && (
              <li className="flex items-center gap-2">
                <MapPin aria-hidden className="size-4.5 shrink-0 text-primary" />
                {t('product.placeOfService', { place: product.placeOfService })}
              </li>
            )}
          </ul>
          {shopperFeatures.shareOnWhatsApp && (
            <ShareOnWhatsApp name={product.productName} url={new URL(productPath(product), url).href} />
          )}
          {uiFeatures.showQuotationRequest && !quotationPrimary && quotation}
          {uiFeatures.showContacts && (
            <ProductContacts
              contacts={contacts}
              about={`${product.productName} (SKU ${selected?.variantSKU ?? product.productSKU})`}
            />
          )}
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="text-lg font-semibold">
              {t('product.about')}
            </h2>
            <p className="mt-2 leading-relaxed text-neutral-800">
              {selected?.description || product.description}
            </p>
            {product.make && <p className="mt-2 text-sm text-neutral-600">{product.make}</p>}
          </section>
          {product.additionalFeatures.length > 0 && (
            <section aria-labelledby="specs-heading">
              <h2 id="specs-heading" className="text-lg font-semibold">
                {t('product.specifications')}
              </h2>
              <dl className="mt-2 divide-y divide-neutral-200 rounded-xl border border-neutral-200 text-sm">
                {product.additionalFeatures.map((feature) => (
                  <div
                    key={feature.key}
                    className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-4 py-2.5"
                  >
                    <dt className="text-neutral-600">{feature.key}</dt>
                    <dd className="font-medium">{feature.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
        </div>
      </div>
      <ProductReviewsSection reviews={reviews} sort={reviewSort} />
      {shopperFeatures.recentlyViewed && (
        <RecentlyViewed
          current={{
            productId: product.productId,
            name: product.productName,
            path: productPath(product),
            image: product.baseImageUrl,
          }}
        />
      )}
    </Container>
  );
}
