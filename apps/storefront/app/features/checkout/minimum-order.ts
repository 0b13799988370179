import type { TFunction } from 'i18next';
import type { OrderPreview } from '@vitrine/contract/orders';
import { formatRupees, type Locale } from '../../lib/format';

/** What checkout says while the goods are under the shop's minimum order; null once it can be placed. */
export function minimumOrderShortfall(
  preview: Pick<OrderPreview, 'minimumOrder' | 'amountToMinimum'>,
  t: TFunction,
  locale: Locale,
) {
  if (preview.minimumOrder === null || preview.amountToMinimum <= 0) return null;
  return t('checkout.minimumShortfall', {
    more: formatRupees(preview.amountToMinimum, locale),
    minimum: formatRupees(preview.minimumOrder, locale),
  });
}
