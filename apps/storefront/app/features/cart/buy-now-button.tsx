import { useTranslation } from 'react-i18next';
import { Zap } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { PostForm } from '../../components/ui/post-form';
import { type CartLineInput, cartLineFields, useCart } from './cart-context';
import { CART_LINE_PATH } from './cart-line-result';

/**
 * "Buy now": the item goes in the cart (one, unless the cart already has it) and the shopper goes
 * straight to checkout, where the whole cart is ordered (decision 0096). A guest signs in first.
 * Before the page is hydrated the plain post lands on checkout too. A refusal shows under "Add to Cart".
 */
export function BuyNowButton({ line }: { line: CartLineInput }) {
  const { add, isAdding, itemOf } = useCart();
  const { t } = useTranslation();
  const adding = isAdding(line);
  return (
    <PostForm
      action={CART_LINE_PATH}
      fields={cartLineFields('add', line, itemOf(line)?.quantity ?? 1)}
      back="/checkout"
      onSubmit={() => add(line, { thenCheckout: true })}
      className="grid"
    >
      <Button type="submit" variant="outline" disabled={adding} className="w-full md:w-auto">
        <Zap aria-hidden className="size-4.5 shrink-0" />
        {t('cart.buyNow')}
      </Button>
    </PostForm>
  );
}
