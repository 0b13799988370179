import { Trans, useTranslation } from 'react-i18next';
import { ShoppingCart } from '../../components/icons/icons';
import { Button } from '../../components/ui/button';
import { ErrorNotice } from '../../components/ui/error-notice';
import { PostForm } from '../../components/ui/post-form';
import { cx } from '../../lib/class-names';
import { type CartLineInput, cartLineFields, sameLine, useCart } from './cart-context';
import { CART_LINE_PATH } from './cart-line-result';

/**
 * Adds one of the shown product (or chosen variant); a guest signs in first. On the product page the
 * cart drawer opens once the server has it; on a card (`compact`) the card itself shows it. The
 * server's refusal (SPEC §8) for this line shows under the button. A form, so it adds before the
 * page is hydrated too.
 */
export function AddToCartButton({
  line,
  inStock,
  productName,
  compact = false,
  secondary = false,
}: {
  line: CartLineInput;
  inStock: boolean;
  /** On a card, names the product to a screen reader: "Add {productName} to cart". */
  productName?: string;
  compact?: boolean;
  /** Beside the page's primary action (the briefcase's quotation request): the outline look. */
  secondary?: boolean;
}) {
  const { add, isAdding, itemOf, error } = useCart();
  const adding = isAdding(line);
  const { t } = useTranslation();
  const refusal = error && error.intent === 'add' && error.line && sameLine(error.line, line) ? error : null;
  return (
    <PostForm
      action={CART_LINE_PATH}
      fields={cartLineFields('add', line, (itemOf(line)?.quantity ?? 0) + 1)}
      onSubmit={() => add(line, { openDrawer: !compact })}
      className="grid gap-2"
    >
      <Button
        type="submit"
        variant={secondary || (compact && !inStock) ? 'outline' : 'primary'}
        disabled={!inStock || adding}
        aria-busy={adding || undefined}
        className={cx(compact ? 'w-full px-3 whitespace-nowrap' : 'w-full md:w-auto')}
      >
        {/* A cart on a card's "Out of Stock" would read as an offer to add. */}
        {!(compact && !inStock) && (
          <ShoppingCart aria-hidden className={cx('shrink-0', compact ? 'size-4' : 'size-4.5')} />
        )}
        {!inStock ? (
          t('cart.outOfStock')
        ) : adding ? (
          t('cart.adding')
        ) : (
          <span>
            {productName ? (
              <Trans
                i18nKey={compact ? 'cart.addToCart' : 'cart.addToCartPage'}
                values={{ productName }}
                components={{ name: <span className="sr-only" /> }}
              />
            ) : (
              t(compact ? 'cart.addPlain' : 'cart.addPlainPage')
            )}
          </span>
        )}
      </Button>
      {refusal && <ErrorNotice message={refusal.message} className={cx(compact && 'text-xs')} />}
    </PostForm>
  );
}
