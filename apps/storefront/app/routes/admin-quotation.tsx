import { data, Form, Link, useNavigation } from 'react-router';
import { useForm } from '@conform-to/react';
import { z } from 'zod';
import {
  PRICE_BASES,
  quotationAnswerBodySchema,
  quotationDeclineBodySchema,
  type PriceBasis,
} from '@vitrine/contract/quotations';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/admin-quotation';
import { formOf } from '../lib/action-form.server';
import { formatDate, formatRupees } from '../lib/format';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { useCustomerConfig } from '../root';
import { ChevronLeft } from '../components/icons/icons';
import { pageTitle } from '../features/layout/page-title';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { saveSettings } from '../features/admin-settings/settings-forms.server';
import { SaveMessage } from '../features/admin-settings/settings-nav';
import {
  QuotationQuoteFacts,
  QuotationStatusBadge,
  requestedLine,
} from '../features/quotations/quotation-status';

const QUOTATIONS_PATH = '/admin/quotations';
const QUOTE_INTENT = 'quote';
const DECLINE_INTENT = 'decline';
// The forms carry their intent besides the contract's fields.
const quoteFormSchema = z.object({ ...quotationAnswerBodySchema.shape });
const declineFormSchema = z.object({ ...quotationDeclineBodySchema.shape });

/** One quotation request for the shop's staff: what was asked, and the answer (decision 0092). */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireStaffApi(args);
  try {
    return data(await api.getShopQuotation(args.params.quotationId), { headers });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw new Response('Not found', { status: 404, headers });
    throw error;
  }
}

/** "Send quotation" with a price, or "Decline" with a reason; the shopper hears either. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireStaffApi(args);
  const { quotationId } = args.params;
  const form = await formOf(args.request);
  if (form.get('intent') === DECLINE_INTENT) {
    return saveSettings(form, declineFormSchema, (body) => api.declineQuotation(quotationId, body), {
      headers,
      saved: 'Request declined. The shopper has been told.',
    });
  }
  return saveSettings(form, quoteFormSchema, (body) => api.quoteQuotation(quotationId, body), {
    headers,
    saved: 'Quotation sent. The shopper has been told.',
  });
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData ? requestedLine(loaderData.quotation) : 'Quotation', matches) }];
}

/** An India day `days` from now, YYYY-MM-DD. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
const SECTION = 'grid grid-cols-1 gap-3 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5';

const BASIS_LABELS: Record<PriceBasis, string> = {
  INCLUSIVE: 'GST included: the price is what the shopper pays for the goods',
  PLUS_GST: 'Plus GST: GST at the product’s rate is added on top',
};

/** A shop registered for GST says how its price stands to GST; one that is not charges none. */
function PriceBasisChoice({ error }: { error: string | undefined }) {
  const { GSTN } = useCustomerConfig();
  if (!GSTN)
    return (
      <p className="text-xs text-neutral-600">
        Your shop is not registered for GST: the price is the whole of it, with no GST. The shopper pays
        delivery at checkout, as for any order.
      </p>
    );
  return (
    <fieldset className="grid gap-1">
      <legend className="text-sm font-medium">GST</legend>
      {PRICE_BASES.map((basis) => (
        <label key={basis} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm">
          <input type="radio" name="priceBasis" value={basis} className="focus-ring size-5 accent-primary" />
          {BASIS_LABELS[basis]}
        </label>
      ))}
      {error && <ErrorNotice message={error} />}
      <p className="text-xs text-neutral-600">
        The shopper sees the value before GST, the GST and the total before ordering; delivery is added at
        checkout, as for any order.
      </p>
    </fieldset>
  );
}

export default function AdminQuotation({ loaderData, actionData }: Route.ComponentProps) {
  const { quotation, listing } = loaderData;
  const saving = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult: actionData?.submission,
    defaultValue: {
      unitPrice: '',
      quantity: String(quotation.quantity),
      validUntil: indiaDay(30),
      priceBasis: '',
      note: '',
    },
  });
  const field = (name: 'unitPrice' | 'quantity' | 'validUntil' | 'note') => ({
    name: fields[name].name,
    defaultValue: String(fields[name].initialValue ?? ''),
    error: fields[name].errors?.[0],
    autoComplete: 'off',
  });
  const contact = [quotation.mobile, quotation.email, quotation.company, quotation.city].filter(Boolean);
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <Link
        to={QUOTATIONS_PATH}
        className="focus-ring inline-flex min-h-11 w-fit items-center gap-1 rounded-md text-sm font-medium text-neutral-700"
      >
        <ChevronLeft aria-hidden className="size-4" /> Quotations
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h1 className="min-w-0 text-2xl font-semibold break-words">{requestedLine(quotation)}</h1>
        <QuotationStatusBadge status={quotation.status} />
      </header>
      <section aria-labelledby="request-heading" className={SECTION}>
        <h2 id="request-heading" className="text-base font-semibold">
          Request from {quotation.name}
        </h2>
        <p className="text-sm text-neutral-600">
          SKU {quotation.productSKU} · {formatDate(quotation.createdAt)} · {contact.join(' · ')}
        </p>
        <p className="text-sm whitespace-pre-line">{quotation.message}</p>
        <p data-testid="quoted-product-listing" className="rounded-lg bg-scaffold px-3 py-2 text-sm">
          {listing ? (
            <>
              In your catalogue: list price {formatRupees(listing.listPrice)}
              {listing.offerPrice !== null && `, offer ${formatRupees(listing.offerPrice)}`} ·{' '}
              {listing.stock > 0 ? `${listing.stock} in stock` : 'out of stock'}
            </>
          ) : (
            'This product is no longer in your catalogue.'
          )}
        </p>
      </section>

      <SaveMessage result={actionData} />

      {quotation.status === 'REQUESTED' ? (
        <>
          <Form method="post" id={form.id} noValidate className={SECTION}>
            <h2 className="text-base font-semibold">Send a quotation</h2>
            <input type="hidden" name="intent" value={QUOTE_INTENT} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <TextField label="Unit price (₹)" inputMode="decimal" {...field('unitPrice')} />
              <TextField label="Quantity" inputMode="numeric" {...field('quantity')} />
              <TextField label="Valid until" type="date" min={indiaDay(0)} {...field('validUntil')} />
            </div>
            <TextField
              label="Note for the shopper"
              hint="Optional: delivery time, terms"
              {...field('note')}
            />
            <PriceBasisChoice error={fields.priceBasis.errors?.[0]} />
            <Button type="submit" disabled={saving} className="w-full sm:w-fit">
              Send quotation
            </Button>
          </Form>
          <Form method="post" className={SECTION}>
            <h2 className="text-base font-semibold">Or decline</h2>
            <input type="hidden" name="intent" value={DECLINE_INTENT} />
            <TextField label="Reason for the shopper" hint="Optional" name="note" autoComplete="off" />
            <Button type="submit" variant="outline" disabled={saving} className="w-full sm:w-fit">
              Decline request
            </Button>
          </Form>
        </>
      ) : (
        <section aria-labelledby="answer-heading" className={SECTION}>
          <h2 id="answer-heading" className="text-base font-semibold">
            Your answer
          </h2>
          {quotation.quote ? (
            <QuotationQuoteFacts quotation={quotation} />
          ) : (
            <p className="text-sm text-neutral-700">
              Declined.{quotation.declineNote && ` ${quotation.declineNote}`}
            </p>
          )}
          {quotation.order && (
            <p className="text-sm">
              Ordered as{' '}
              <Link
                to={`/admin/orders/${quotation.order.orderId}`}
                className="focus-ring rounded-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                order #{quotation.order.orderNumber}
              </Link>
            </p>
          )}
        </section>
      )}
    </div>
  );
}
