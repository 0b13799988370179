import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@vitrine/contract/catalog';
import { cx } from '../../lib/class-names';
import { formatRupees } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';
import { useCustomerConfig } from '../../root';

type Priced = Pick<ProductSummary, 'price' | 'specialPrice'>;

/**
 * UI.md: a special price shows the old price struck through and the saving. Nothing shows where
 * the API withheld the price (a shop that hides prices).
 */
export function PriceBlock({
  item,
  size = 'card',
  prefix,
}: {
  item: Priced;
  size?: 'card' | 'page';
  /** "From" on a configurable product's card: variants may cost more. */
  prefix?: string;
}) {
  const { sellPrice } = item.price;
  const pays = item.specialPrice ?? sellPrice;
  const { t } = useTranslation();
  const locale = useLocale();
  if (sellPrice === null || pays === null) return null;
  const saving = sellPrice - pays;
  return (
    <div className={cx('flex flex-wrap items-baseline gap-x-2', size === 'page' && 'gap-y-1')}>
      <span className={cx('font-semibold text-ink', size === 'page' ? 'text-3xl' : 'text-base')}>
        {prefix && <span className="mr-1 text-xs font-normal text-neutral-600">{prefix}</span>}
        {formatRupees(pays, locale)}
      </span>
      {saving > 0 && (
        <>
          <s className={cx('text-neutral-500', size === 'page' ? 'text-lg' : 'text-xs')}>
            <span className="sr-only">{t('price.was')}</span>
            {formatRupees(sellPrice, locale)}
          </s>
          <span className={cx('font-semibold text-emerald-700', size === 'page' ? 'text-base' : 'text-xs')}>
            {t('price.save', {
              amount: formatRupees(saving, locale),
              percent: Math.round((saving / sellPrice) * 100),
            })}
          </span>
        </>
      )}
    </div>
  );
}

/**
 * A cart line's or wishlist item's price, with the list price struck through when it pays less;
 * nothing where the API withheld it (a shop that hides prices).
 */
export function LinePrice({ price, sellPrice }: { price: number | null; sellPrice: number | null }) {
  const locale = useLocale();
  if (price === null || sellPrice === null) return null;
  return (
    <p className="mt-1 text-sm">
      <span className="font-semibold">{formatRupees(price, locale)}</span>
      {sellPrice > price && (
        <s className="ml-2 text-xs text-neutral-500">{formatRupees(sellPrice, locale)}</s>
      )}
    </p>
  );
}

/**
 * Whether the shop shows amounts at all. With showProductPrice off no amount shows anywhere: not in
 * the catalogue, the cart, checkout or the orders (decision 0025).
 */
export function useShowsPrices(): boolean {
  return useCustomerConfig().uiFeatures.showProductPrice;
}

/** Where a shop that hides prices would show a total: who tells the shopper the amount, and when. */
export function PricesHiddenNote({ className }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={cx('text-sm text-neutral-700', className)}>{t('price.hiddenNote')}</p>;
}
