import { useEffect, useRef } from 'react';
import { ErrorNotice } from '../../components/ui/error-notice';
import { AddToCartButton } from './add-to-cart-button';
import { type CartLineInput, sameLine, useCart } from './cart-context';
import { QuantityStepper } from './quantity-stepper';

/**
 * A product card's cart control, for a product without variants: "Add to cart", which becomes the
 * cart line's quantity stepper once the cart has it (minus at 1 takes it out again); a disabled
 * "Out of Stock" when there is none to sell.
 */
export function CardCartControl({
  productId,
  productName,
  inStock,
}: {
  productId: string;
  productName: string;
  inStock: boolean;
}) {
  const { itemOf, error } = useCart();
  const line: CartLineInput = { productId, productVariantId: null };
  const item = inStock ? itemOf(line) : undefined;
  const container = useRef<HTMLDivElement>(null);
  const focusHandlers = useFocusFollowsSwap(container, Boolean(item));
  // A change the stepper made that the server refused (a refused add shows under the add button).
  const refusal = error && error.intent !== 'add' && error.line && sameLine(error.line, line) ? error : null;
  return (
    <div ref={container} {...focusHandlers} className="grid gap-2">
      {item ? (
        <>
          <QuantityStepper
            item={item}
            min={0}
            max={Math.max(item.quantity, item.maxQuantity)}
            label={productName}
            className="w-full justify-between"
          />
          {refusal && <ErrorNotice message={refusal.message} className="text-xs" />}
        </>
      ) : (
        <AddToCartButton line={line} inStock={inStock} productName={productName} compact />
      )}
    </div>
  );
}

/**
 * "Add to cart" and the stepper replace each other under the shopper's finger or focus: when the one
 * that had focus goes, focus moves to the one that came (its last enabled button: "+" on the stepper)
 * instead of falling back to the top of the page.
 */
function useFocusFollowsSwap(container: React.RefObject<HTMLElement | null>, shown: unknown) {
  const hadFocus = useRef(false);
  useEffect(() => {
    const active = document.activeElement;
    if (!hadFocus.current || (active && active !== document.body)) return;
    const buttons = container.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)');
    buttons?.[buttons.length - 1]?.focus();
  }, [container, shown]);
  return {
    onFocus: () => {
      hadFocus.current = true;
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      // Focus that moved elsewhere was the shopper's choice; focus lost with a removed button was not.
      if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) hadFocus.current = false;
    },
  };
}
