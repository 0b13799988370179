import { Trans, useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { ChevronRight, FileText } from '../components/icons/icons';
import type { Route } from './+types/account-quotations';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { formatDate } from '../lib/format';
import { Button } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { LoadFailedNotice } from '../components/ui/load-failed-notice';
import { metaT, pageTitle } from '../features/layout/page-title';
import { shownLoadFailure } from '../lib/load-failure';
import {
  myQuotationPath,
  QuotationStatusBadge,
  requestedLine,
} from '../features/quotations/quotation-status';
import { formatRupees } from '../lib/format';
import { useLocale } from '../i18n/use-locale';

const FETCH_QUOTATIONS_FAILED = 'Your quotation requests could not be loaded. Please try again.';

/** "My quotation requests" (decision 0092, signed in only): the shopper's requests and where each stands. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  try {
    return data({ quotations: await api.getMyQuotations(), error: null }, { headers });
  } catch (error) {
    return data(
      { quotations: null, error: shownLoadFailure(args.context.log, error, FETCH_QUOTATIONS_FAILED) },
      { headers },
    );
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.quotations'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function QuotationsPage({ loaderData }: Route.ComponentProps) {
  const { quotations, error } = loaderData;
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div>
      <h1 className="text-2xl font-semibold md:text-3xl">
        {quotations && quotations.length > 0
          ? t('quotations.titleCount', { count: quotations.length })
          : t('quotations.title')}
      </h1>
      {error !== null ? (
        <LoadFailedNotice message={error} className="mt-6" />
      ) : quotations && quotations.length > 0 ? (
        <ul aria-label={t('quotations.yourRequests')} className="mt-6 grid max-w-4xl gap-4">
          {quotations.map((quotation) => {
            const href = myQuotationPath(quotation.quotationId);
            const headingId = `quotation-${quotation.quotationId}-heading`;
            return (
              <li key={quotation.quotationId}>
                <article
                  aria-labelledby={headingId}
                  className="rounded-2xl bg-canvas ring-1 ring-neutral-200"
                >
                  <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 p-4 md:px-5">
                    <div className="min-w-0">
                      <h2 id={headingId} className="text-base font-semibold break-words">
                        <Link to={href} className="focus-ring rounded-sm hover:underline">
                          {requestedLine(quotation)}
                        </Link>
                      </h2>
                      <p className="mt-0.5 text-sm text-neutral-600">
                        <Trans
                          i18nKey="quotations.askedOn"
                          values={{ date: formatDate(quotation.createdAt, locale) }}
                          components={{ date: <time dateTime={quotation.createdAt} /> }}
                        />
                        {quotation.quote &&
                          ` · ${t('quotations.eachUntil', {
                            price: formatRupees(quotation.quote.unitPrice, locale),
                            date: formatDate(quotation.quote.validUntil, locale),
                          })}`}
                      </p>
                    </div>
                    <QuotationStatusBadge status={quotation.status} />
                  </div>
                  <div className="flex justify-end border-t border-neutral-200 p-4 md:px-5">
                    <Button asChild variant="outline" className="w-full sm:w-auto">
                      <Link to={href} aria-label={t('quotations.viewFor', { name: quotation.productName })}>
                        {t('quotations.viewDetails')}
                        <ChevronRight aria-hidden className="size-4" />
                      </Link>
                    </Button>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      ) : (
        <EmptyState icon={FileText} title={t('quotations.none')} />
      )}
    </div>
  );
}
