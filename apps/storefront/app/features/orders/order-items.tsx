import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OrderItem } from '@vitrine/contract/orders';
import { formatRupees } from '../../lib/format';
import { productPath } from '../catalog/catalog-paths';
import { useShowsPrices } from '../catalog/price-block';
import { ProductThumbnail } from '../catalog/product-thumbnail';
import { cx } from '../../lib/class-names';
import { useLocale } from '../../i18n/use-locale';

/** An order's lines as a card of its page, headed with their count. */
export function OrderItemsCard({ items, className }: { items: readonly OrderItem[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="items-heading"
      className={cx('rounded-2xl px-4 pt-4 ring-1 ring-neutral-200', className)}
    >
      <h2 id="items-heading" className="text-base font-semibold">
        {t('orders.itemsHeading', { count: items.length })}
      </h2>
      <OrderItems items={items} />
    </section>
  );
}

/** An order's lines as bought: picture, name, variant, quantity at the unit price, and the line total. */
function OrderItems({ items }: { items: readonly OrderItem[] }) {
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="divide-y divide-neutral-200">
      {items.map((item) => {
        const href = productPath(item);
        return (
          <li key={`${item.productId}:${item.productVariantId ?? ''}`} className="flex gap-3 py-4">
            <ProductThumbnail src={item.baseImageUrl} size={72} href={href} loading="lazy" />
            <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0">
                <h3 className="line-clamp-2 text-sm font-medium">
                  <Link to={href} className="focus-ring rounded-sm hover:underline">
                    {item.productName}
                  </Link>
                </h3>
                {item.variantName && <p className="mt-0.5 text-xs text-neutral-600">{item.variantName}</p>}
                <p className="mt-1 text-sm text-neutral-700">
                  {t('orders.quantity', { quantity: item.quantity })}
                  {showsPrices && ` × ${formatRupees(item.price, locale)}`}
                </p>
              </div>
              {showsPrices && (
                <p className="text-sm font-semibold sm:text-right">
                  <span className="sr-only">{t('orders.lineTotal')}</span>
                  {formatRupees(item.total, locale)}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
