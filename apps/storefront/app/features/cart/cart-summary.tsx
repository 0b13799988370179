import { useTranslation } from 'react-i18next';
import type { Cart } from '@vitrine/contract/cart';
import { formatRupees } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';

/**
 * The price summary beside the cart: what the lines cost before offers, the saving, the GST inside, the
 * total. Nothing where the API sent no amounts (a shop that hides prices; a priced cart has every one).
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (cart.total === null) return null;
  const available = cart.items.filter((item) => item.availability.isAvailable);
  const listTotal = available.reduce((sum, item) => sum + (item.sellPrice ?? 0) * item.quantity, 0);
  const gst = available.reduce(
    (sum, item) => sum + (item.gst.cgst ?? 0) + (item.gst.sgst ?? 0) + (item.gst.igst ?? 0),
    0,
  );
  const saving = listTotal - cart.total;
  const discount = t('cart.discount');
  const rows: Array<[string, string]> = [
    [t('cart.priceItems', { count: available.length }), formatRupees(listTotal, locale)],
    ...(saving > 0.004 ? [[discount, `− ${formatRupees(saving, locale)}`] as [string, string]] : []),
    [t('cart.gstIncluded'), formatRupees(gst, locale)],
  ];
  return (
    <div className="grid gap-2 text-sm">
      <dl className="grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-neutral-600">{label}</dt>
            <dd className={label === discount ? 'font-medium text-emerald-700' : 'font-medium'}>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-neutral-200 pt-3 text-base">
          <dt className="font-semibold">{t('cart.total')}</dt>
          <dd className="font-semibold">{formatRupees(cart.total, locale)}</dd>
        </div>
      </dl>
      <p className="text-xs text-neutral-500">{t('cart.deliveryAtCheckout')}</p>
    </div>
  );
}
