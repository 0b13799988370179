import type { OrderPreview } from '@vitrine/contract/orders';
import { formatRupees } from '../../lib/format';

/** What checkout says while the goods are under the shop's minimum order; null once it can be placed. */
export function minimumOrderShortfall(preview: Pick<OrderPreview, 'minimumOrder' | 'amountToMinimum'>) {
  if (preview.minimumOrder === null || preview.amountToMinimum <= 0) return null;
  return (
    `Add ${formatRupees(preview.amountToMinimum)} more to place your order: ` +
    `the shop’s minimum order is ${formatRupees(preview.minimumOrder)}.`
  );
}
