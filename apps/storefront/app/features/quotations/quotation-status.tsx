import { useTranslation } from 'react-i18next';
import {
  CircleCheck,
  CircleX,
  Clock,
  FileText,
  PackageCheck,
  type IconComponent,
} from '../../components/icons/icons';
import type { QuotationRequest, QuotationState } from '@vitrine/contract/quotations';
import { cx } from '../../lib/class-names';
import { formatDate, formatRupees } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';

/** Fixed, readable colours like the order badge's; the icon and the word carry the meaning too. */
const TONES: Record<QuotationState, { icon: IconComponent; className: string }> = {
  REQUESTED: { icon: Clock, className: 'bg-amber-50 text-amber-800 ring-amber-200' },
  QUOTED: { icon: FileText, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  ORDERED: { icon: PackageCheck, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  DECLINED: { icon: CircleX, className: 'bg-neutral-100 text-neutral-700 ring-neutral-300' },
  EXPIRED: { icon: CircleCheck, className: 'bg-neutral-100 text-neutral-700 ring-neutral-300' },
};

/**
 * Where a quotation request stands, as a small pill with an icon (decision 0092); in the shopper's
 * language on the storefront (the console always renders English).
 */
export function QuotationStatusBadge({ status, className }: { status: QuotationState; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className: tone } = TONES[status];
  return (
    <span
      data-testid="quotation-status"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tone,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {t(`quotations.status.${status}`)}
    </span>
  );
}

/**
 * The shop's priced answer: unit price, quantity, whether GST is in it or on top, the value before
 * GST, the GST and the total (the figures checkout charges), and the last day it holds.
 */
export function QuotationQuoteFacts({ quotation }: { quotation: QuotationRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { quote } = quotation;
  if (!quote) return null;
  const rupees = (amount: number) => formatRupees(amount, locale);
  const gstRows: [string, string][] = quote.priceBasis
    ? [
        [t('quotations.facts.priceBasis'), t(`quotations.facts.basis.${quote.priceBasis}`)],
        [t('quotations.facts.beforeGst'), rupees(quote.taxableAmount)],
        [t('quotations.facts.gst', { rate: quote.gstRate }), rupees(quote.gst)],
      ]
    : [[t('quotations.facts.priceBasis'), t('quotations.facts.noGst')]];
  const rows: [string, string][] = [
    [t('quotations.facts.unitPrice'), rupees(quote.unitPrice)],
    [t('quotations.quantity'), String(quote.quantity)],
    ...gstRows,
    [t('quotations.facts.total'), rupees(quote.total)],
    [t('quotations.facts.validUntil'), formatDate(quote.validUntil, locale)],
  ];
  return (
    <div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-neutral-600">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {quote.note && <p className="mt-3 text-sm whitespace-pre-line text-neutral-700">{quote.note}</p>}
      <p className="mt-3 text-xs text-neutral-600">{t('quotations.facts.note')}</p>
    </div>
  );
}

/** The product a request is for, as the shop reads it: "12 × Pump (5 HP)". */
export const requestedLine = (quotation: QuotationRequest) =>
  `${quotation.quantity} × ${quotation.productName}`;

export const myQuotationPath = (quotationId: string) => `/account/quotations/${quotationId}`;
export const shopQuotationPath = (quotationId: string) => `/admin/quotations/${quotationId}`;
