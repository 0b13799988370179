import { ShoppingCart } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { type CartLineInput, useCart } from './cart-context';

/**
 * Adds one of the shown product (or chosen variant); the cart drawer opens once the server has it,
 * and a guest signs in first. The server's refusal (SPEC §8) shows under the button.
 */
export function AddToCartButton({ line, inStock }: { line: CartLineInput; inStock: boolean }) {
  const { add, adding, error } = useCart();
  return (
    <div className="grid gap-2">
      <Button disabled={!inStock || adding} onClick={() => add(line)} className="w-full sm:w-auto">
        <ShoppingCart aria-hidden className="size-4.5" />
        {!inStock ? 'Out of Stock' : adding ? 'Adding…' : 'Add to Cart'}
      </Button>
      {error?.intent === 'add' && <ErrorNotice message={error.message} />}
    </div>
  );
}
