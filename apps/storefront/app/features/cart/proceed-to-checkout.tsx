import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { formatAmount } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';
import { useShowsPrices } from '../catalog/price-block';

/** SPEC §2 "Proceed to Checkout (₹ {total})"; a shop that hides prices leaves the amount out (decision 0025). */
export function ProceedToCheckout({ total, onClick }: { total: number | null; onClick?: () => void }) {
  const showsPrices = useShowsPrices();
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Button asChild>
      <Link to="/checkout" onClick={onClick}>
        {showsPrices && total !== null
          ? t('cart.proceedWithTotal', { total: formatAmount(total, locale) })
          : t('cart.proceed')}
      </Link>
    </Button>
  );
}
