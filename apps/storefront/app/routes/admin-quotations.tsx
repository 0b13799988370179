import { data, Link } from 'react-router';
import { ChevronRight } from '../components/icons/icons';
import type { Route } from './+types/admin-quotations';
import { formatDate, formatRupees } from '../lib/format';
import { pageTitle } from '../features/layout/page-title';
import { requireStaffApi } from '../features/admin/staff-access.server';
import {
  QuotationStatusBadge,
  requestedLine,
  shopQuotationPath,
} from '../features/quotations/quotation-status';

/** The shop's quotation requests, newest first, for its staff to answer (decision 0092). */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireStaffApi(args);
  const page = Math.max(1, Math.trunc(Number(new URL(args.request.url).searchParams.get('page'))) || 1);
  return data(await api.getShopQuotations(page), { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Quotations', matches) }];
}

const PAGER_LINK = 'focus-ring inline-flex min-h-11 items-center rounded-md font-medium text-primary';

export default function AdminQuotations({ loaderData }: Route.ComponentProps) {
  const { quotations, total, page } = loaderData;
  const pages = Math.max(1, Math.ceil(total / 20));
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Quotation requests</h1>
      {quotations.length === 0 ? (
        <p className="rounded-2xl bg-canvas p-4 text-sm text-neutral-600 ring-1 ring-neutral-200">
          No quotation requests yet. Shoppers ask for one from a product page.
        </p>
      ) : (
        <ul aria-label="Quotation requests" className="grid gap-3">
          {quotations.map((quotation) => (
            <li key={quotation.quotationId}>
              <Link
                to={shopQuotationPath(quotation.quotationId)}
                className="focus-ring flex items-center gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 hover:ring-neutral-300"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words">{requestedLine(quotation)}</p>
                  <p className="mt-0.5 text-sm text-neutral-600">
                    {quotation.name}
                    {quotation.company && `, ${quotation.company}`} · {formatDate(quotation.createdAt)}
                    {quotation.quote && ` · ${formatRupees(quotation.quote.unitPrice)} each`}
                  </p>
                </div>
                <QuotationStatusBadge status={quotation.status} />
                <ChevronRight aria-hidden className="size-4 shrink-0 text-neutral-500" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link className={PAGER_LINK} to={`?page=${page - 1}`}>
              Newer
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {pages}
          </span>
          {page < pages ? (
            <Link className={PAGER_LINK} to={`?page=${page + 1}`}>
              Older
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
