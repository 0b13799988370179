import { useTranslation } from 'react-i18next';
import { Minus, Plus, Trash2 } from '../../components/icons/icons';
import type { CartItem } from '@vitrine/contract/cart';
import { IconButton } from '../../components/ui/icon-button';
import { PostForm } from '../../components/ui/post-form';
import { cx } from '../../lib/class-names';
import { cartLineFields, quantityChange, useCart } from './cart-context';
import { CART_LINE_PATH } from './cart-line-result';

/**
 * SPEC §4: ±1 on a cart line; minus disabled at the minimum, plus at the maximum. With a minimum of 0
 * (a product card), minus at 1 takes the line out of the cart and says so. Each button is a form,
 * so it works before the page is hydrated.
 */
export function QuantityStepper({
  item,
  max,
  min = 1,
  label,
  className,
}: {
  item: CartItem;
  max: number;
  min?: number;
  /** Names the item, so "Increase quantity of …" is clear to a screen reader. */
  label: string;
  className?: string;
}) {
  const { quantity } = item;
  const removes = quantity === 1 && min < 1;
  const { t } = useTranslation();
  return (
    <div
      className={cx('inline-flex items-center rounded-full ring-1 ring-neutral-300', className)}
      role="group"
      aria-label={t('cart.quantityOf', { name: label })}
    >
      <StepButton
        item={item}
        to={quantity - 1}
        label={removes ? t('cart.removeFromCart', { name: label }) : t('cart.decrease', { name: label })}
        disabled={quantity <= min}
      >
        {removes ? <Trash2 aria-hidden className="size-4" /> : <Minus aria-hidden className="size-4" />}
      </StepButton>
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <StepButton
        item={item}
        to={quantity + 1}
        label={t('cart.increase', { name: label })}
        disabled={quantity >= max}
      >
        <Plus aria-hidden className="size-4" />
      </StepButton>
    </div>
  );
}

/** Sets the line's quantity to `to` (0 takes it out); also the cart page's delete button. */
export function StepButton({
  item,
  to,
  label,
  disabled,
  className = 'disabled:cursor-not-allowed disabled:opacity-40',
  children,
}: {
  item: CartItem;
  to: number;
  label: string;
  disabled?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const { setQuantity } = useCart();
  return (
    <PostForm
      action={CART_LINE_PATH}
      fields={cartLineFields(...quantityChange(item, to))}
      onSubmit={() => setQuantity(item, to)}
    >
      <IconButton type="submit" label={label} className={className} disabled={disabled}>
        {children}
      </IconButton>
    </PostForm>
  );
}
