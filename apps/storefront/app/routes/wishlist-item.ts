import type { Route } from './+types/wishlist-item';
import { actAsShopper, fieldOf } from '../lib/shopper-action.server';
import { WISHLIST_FALLBACK_MESSAGES } from '../features/wishlist/wishlist-result';
import { formOf } from '../lib/action-form.server';

/** The heart's submissions: mark or unmark a product as the signed-in shopper. */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const productId = fieldOf(form, 'productId');
  return actAsShopper(args, form, WISHLIST_FALLBACK_MESSAGES, (api, intent) =>
    intent === 'mark' ? api.markFavourite(productId) : api.unmarkFavourite(productId),
  );
}
