import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@vitrine/contract/orders';
import { formatRupees } from '../../lib/format';
import type { TFunction } from 'i18next';
import { useLocale } from '../../i18n/use-locale';

/**
 * An order's amounts as the server worked them out. An order preview (SPEC §3 "Order preview
 * result") already has this shape; an order detail is mapped with `amountsOfOrder`.
 */
export interface OrderAmounts {
  /** The goods at the prices charged, after the discount. */
  orderAmount: number;
  /** What the offers saved against the list prices. */
  discount: number;
  delivery: number;
  /** The delivery charge's GST (decision 0050), counted in `tax` too. */
  deliveryTax?: { rate: number; cgst: number; sgst: number; igst: number };
  tax: { cgst: number; sgst: number; igst: number };
  /** What the shopper pays. */
  totalAmount: number;
  /** The coupon applied and what it took off the goods (decision 0094). */
  coupon?: { code: string; discount: number } | null;
}

export function amountsOfOrder(order: Pick<OrderDetail, 'paymentDetails'>): OrderAmounts {
  const { orderAmount, totalDiscount, delivery, deliveryTax, gst, totalAmount, coupon } =
    order.paymentDetails;
  return { orderAmount, discount: totalDiscount, delivery, deliveryTax, tax: gst, totalAmount, coupon };
}

/** Half a paisa: amounts arrive as rupees with two decimals. */
const EPSILON = 0.005;

/**
 * Whether GST was added on top of the goods; an order detail does not say, but its total does
 * (total = goods + tax added + delivery).
 */
function taxAddedOnTop(amounts: OrderAmounts): boolean {
  const tax = amounts.tax.cgst + amounts.tax.sgst + amounts.tax.igst;
  const onTop =
    amounts.totalAmount - (amounts.orderAmount - (amounts.coupon?.discount ?? 0)) - amounts.delivery;
  return tax > EPSILON && Math.abs(onTop - tax) < EPSILON * 2;
}

interface OrderSummaryProps {
  amounts: OrderAmounts;
  /** How many lines the order has ("Price (3 items)"). */
  itemCount: number;
  /** Known at checkout (the preview says); worked out from the amounts when left out. */
  pricesIncludeTax?: boolean;
  /** A store pickup has no delivery, so the row says so. */
  storePickup?: boolean;
  totalLabel?: string;
}

/** Delivery is taxed like the goods; its GST is in the CGST/SGST or IGST rows below. */
const deliveryLabel = (t: TFunction, deliveryTax: OrderAmounts['deliveryTax']) =>
  deliveryTax && deliveryTax.cgst + deliveryTax.sgst + deliveryTax.igst > 0
    ? t('summary.deliveryWithGst', { rate: deliveryTax.rate })
    : t('summary.delivery');

type Row = readonly [label: string, value: string, tone?: 'saving'];

/**
 * The price summary of an order: items at list price, the discount, delivery, the GST split (CGST +
 * SGST within the shop's state, IGST across states; included in the prices or added) and the total.
 */
export function OrderSummary({
  amounts,
  itemCount,
  pricesIncludeTax,
  storePickup = false,
  totalLabel,
}: OrderSummaryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rupees = (value: number) => formatRupees(value, locale);
  const { tax } = amounts;
  const included = pricesIncludeTax ?? !taxAddedOnTop(amounts);
  const taxKey = included ? 'summary.taxIncluded' : 'summary.taxAdded';
  const taxRows: Row[] =
    tax.igst > 0
      ? [[t(taxKey, { tax: 'IGST' }), rupees(tax.igst)]]
      : tax.cgst + tax.sgst > 0
        ? [
            [t(taxKey, { tax: 'CGST' }), rupees(tax.cgst)],
            [t(taxKey, { tax: 'SGST' }), rupees(tax.sgst)],
          ]
        : [];
  const rows: Row[] = [
    [t('cart.priceItems', { count: itemCount }), rupees(amounts.orderAmount + amounts.discount)],
    ...(amounts.discount > 0
      ? [[t('cart.discount'), `− ${rupees(amounts.discount)}`, 'saving'] as const]
      : []),
    ...(amounts.coupon
      ? [
          [
            t('summary.coupon', { code: amounts.coupon.code }),
            `− ${rupees(amounts.coupon.discount)}`,
            'saving',
          ] as const,
        ]
      : []),
    [
      storePickup ? t('summary.storePickup') : deliveryLabel(t, amounts.deliveryTax),
      amounts.delivery > 0 ? rupees(amounts.delivery) : t('summary.free'),
    ],
    ...taxRows,
  ];
  return (
    <dl className="grid gap-2 text-sm">
      {rows.map(([label, value, tone]) => (
        <div key={label} className="flex justify-between gap-4">
          <dt className="text-neutral-600">{label}</dt>
          <dd className={tone === 'saving' ? 'font-medium text-emerald-700' : 'font-medium'}>{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
        <dt className="font-semibold">{totalLabel ?? t('cart.total')}</dt>
        <dd className="font-semibold">{rupees(amounts.totalAmount)}</dd>
      </div>
    </dl>
  );
}
