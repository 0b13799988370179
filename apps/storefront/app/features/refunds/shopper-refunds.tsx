import type { ShopperRefund } from '@vitrine/contract/payments';
import { formatDate, formatRupees } from '../../lib/format';

/** "Refund ₹X — processing" or "— processed on …", under the shopper's payment details. */
export function ShopperRefunds({ refunds }: { refunds: ShopperRefund[] }) {
  if (refunds.length === 0) return null;
  return (
    <ul className="grid gap-1 rounded-xl bg-scaffold px-4 py-3 text-sm" aria-label="Refunds">
      {refunds.map((refund) => (
        <li key={refund.id} data-testid="shopper-refund">
          <span className="font-medium">Refund {formatRupees(refund.amountPaise / 100)}</span> —{' '}
          {refund.processedAt ? (
            <>
              processed on <time dateTime={refund.processedAt}>{formatDate(refund.processedAt)}</time>
            </>
          ) : (
            'processing'
          )}
        </li>
      ))}
    </ul>
  );
}
