import { Trans, useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/account-quotation';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { formatDate } from '../lib/format';
import { useLocale } from '../i18n/use-locale';
import { ActionBar } from '../components/ui/action-bar';
import { Breadcrumbs } from '../components/ui/breadcrumbs';
import { Button } from '../components/ui/button';
import { metaT, pageTitle } from '../features/layout/page-title';
import { CHECKOUT_FIELDS } from '../features/checkout/checkout-choice';
import { orderDetailsPath } from '../features/orders/order-status';
import {
  QuotationQuoteFacts,
  QuotationStatusBadge,
  requestedLine,
} from '../features/quotations/quotation-status';

/**
 * One of the shopper's quotation requests (decision 0092): what they asked, the shop's answer, and
 * "Order at this price" while the quotation holds. Another shopper's, or none, is not found.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  try {
    return data({ quotation: await api.getMyQuotation(args.params.quotationId) }, { headers });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw new Response(error.message, { status: 404, headers });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.quotation'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

const SECTION = 'rounded-2xl p-4 ring-1 ring-neutral-200 md:p-6';

export default function QuotationPage({ loaderData }: Route.ComponentProps) {
  const { quotation } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  const checkout = `/checkout?${CHECKOUT_FIELDS.quotation}=${encodeURIComponent(quotation.quotationId)}`;
  return (
    <div className="max-w-3xl">
      <Breadcrumbs
        items={[
          { label: t('common.home'), to: '/' },
          { label: t('account.items.quotations.label'), to: '/account/quotations' },
          { label: quotation.productName },
        ]}
      />
      <header className="mt-3 flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold break-words md:text-3xl">{requestedLine(quotation)}</h1>
          <p className="mt-1 text-sm text-neutral-600">
            <Trans
              i18nKey="quotations.skuAskedOn"
              values={{ sku: quotation.productSKU, date: formatDate(quotation.createdAt, locale) }}
              components={{ date: <time dateTime={quotation.createdAt} /> }}
            />
          </p>
        </div>
        <QuotationStatusBadge status={quotation.status} className="md:mt-1.5 md:px-3 md:py-1.5 md:text-sm" />
      </header>

      <div className="mt-6 grid gap-6">
        <section aria-labelledby="answer-heading" className={SECTION}>
          <h2 id="answer-heading" className="mb-3 text-base font-semibold">
            {t('quotations.answer')}
          </h2>
          {quotation.quote ? (
            <QuotationQuoteFacts quotation={quotation} />
          ) : quotation.status === 'DECLINED' ? (
            <p className="text-sm text-neutral-700">
              {t('quotations.declined')}
              {quotation.declineNote && ` ${quotation.declineNote}`}
            </p>
          ) : (
            <p className="text-sm text-neutral-700">{t('quotations.waiting')}</p>
          )}
          {quotation.status === 'EXPIRED' && (
            <p className="mt-3 text-sm font-medium text-amber-900">{t('quotations.expired')}</p>
          )}
          {quotation.order && (
            <p className="mt-3 text-sm">
              <Trans
                i18nKey="quotations.orderedAs"
                values={{ number: quotation.order.orderNumber }}
                components={{
                  order: (
                    <Link
                      to={orderDetailsPath(quotation.order.orderId)}
                      className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
                    />
                  ),
                }}
              />
            </p>
          )}
        </section>

        <section aria-labelledby="request-heading" className={SECTION}>
          <h2 id="request-heading" className="mb-3 text-base font-semibold">
            {t('quotations.yourRequest')}
          </h2>
          <p className="text-sm whitespace-pre-line text-neutral-700">{quotation.message}</p>
          {(quotation.company || quotation.city) && (
            <p className="mt-2 text-sm text-neutral-600">
              {[quotation.company, quotation.city].filter(Boolean).join(', ')}
            </p>
          )}
        </section>

        {quotation.status === 'QUOTED' && (
          <ActionBar>
            <Button asChild className="w-full sm:w-auto">
              <Link to={checkout}>{t('quotations.orderAtPrice')}</Link>
            </Button>
          </ActionBar>
        )}
      </div>
    </div>
  );
}
