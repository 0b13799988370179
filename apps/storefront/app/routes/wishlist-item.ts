import type { ApiClient } from '@vitrine/contract/client';
import type { Route } from './+types/wishlist-item';
import { actAsShopper, backToPage, fieldOf } from '../lib/shopper-action.server';
import { WISHLIST_FALLBACK_MESSAGES } from '../features/wishlist/wishlist-result';
import { sameLine } from '../features/cart/cart-context';
import { formOf } from '../lib/action-form.server';

/** The heart's and the wishlist page's submissions: mark, unmark or move a product to the cart. */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const productId = fieldOf(form, 'productId');
  const reply = await actAsShopper(args, form, WISHLIST_FALLBACK_MESSAGES, async (api, intent) => {
    if (intent === 'mark') return api.markFavourite(productId);
    // Off the wishlist only once the cart has it: a refused add leaves both as they were.
    if (intent === 'move') await addOneToCart(api, productId);
    return api.unmarkFavourite(productId);
  });
  return backToPage(form, reply);
}

/** One more of a product without variants, as its "Add to cart" would. */
async function addOneToCart(api: ApiClient, productId: string) {
  const line = { productId, productVariantId: null };
  const cart = await api.getCart();
  const inCart = cart.items.find((item) => sameLine(item, line))?.quantity ?? 0;
  await api.setCartLine({ ...line, quantity: inCart + 1 });
}
