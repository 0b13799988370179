import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { formatAmount } from '../../lib/format';
import { useShowsPrices } from '../catalog/price-block';

/** SPEC §2 "Proceed to Checkout (₹ {total})"; a shop that hides prices leaves the amount out (decision 0025). */
export function ProceedToCheckout({ total, onClick }: { total: number; onClick?: () => void }) {
  const showsPrices = useShowsPrices();
  return (
    <Button asChild>
      <Link to="/checkout" onClick={onClick}>
        {showsPrices ? `Proceed to Checkout (₹ ${formatAmount(total)})` : 'Proceed to Checkout'}
      </Link>
    </Button>
  );
}
