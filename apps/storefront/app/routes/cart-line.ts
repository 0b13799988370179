import type { Route } from './+types/cart-line';
import { actAsShopper, backToPage, fieldOf } from '../lib/shopper-action.server';
import { CART_FALLBACK_MESSAGES } from '../features/cart/cart-line-result';
import { formOf } from '../lib/action-form.server';

/** The cart's add, quantity and delete submissions, passed to the API as the signed-in shopper (`backToPage`). */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const line = {
    productId: fieldOf(form, 'productId'),
    productVariantId: fieldOf(form, 'productVariantId') || null,
  };
  const reply = await actAsShopper(args, form, CART_FALLBACK_MESSAGES, (api, intent) =>
    intent === 'delete'
      ? api.deleteCartLine(line)
      : api.setCartLine({
          ...line,
          quantity: Number(fieldOf(form, 'quantity')),
          description: fieldOf(form, 'description'),
        }),
  );
  return backToPage(form, reply);
}
