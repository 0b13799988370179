import { Trans, useTranslation } from 'react-i18next';
import type { ShopperRefund } from '@vitrine/contract/payments';
import { formatDate, formatRupees } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';

/** "Refund ₹X — processing" or "— processed on …", under the shopper's payment details. */
export function ShopperRefunds({ refunds }: { refunds: ShopperRefund[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (refunds.length === 0) return null;
  return (
    <ul className="grid gap-1 rounded-xl bg-scaffold px-4 py-3 text-sm" aria-label={t('refunds.label')}>
      {refunds.map((refund) => (
        <li key={refund.id} data-testid="shopper-refund">
          <span className="font-medium">
            {t('refunds.amount', { amount: formatRupees(refund.amountPaise / 100, locale) })}
          </span>{' '}
          —{' '}
          {refund.processedAt ? (
            <Trans
              i18nKey="refunds.processedOn"
              values={{ date: formatDate(refund.processedAt, locale) }}
              components={{ date: <time dateTime={refund.processedAt} /> }}
            />
          ) : (
            t('refunds.processing')
          )}
        </li>
      ))}
    </ul>
  );
}
