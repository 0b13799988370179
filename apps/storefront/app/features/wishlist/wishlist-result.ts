import type { FavouriteItem } from '@vitrine/contract/favourites';
import type { ServerReply } from '../../lib/server-reply';

export const WISHLIST_ITEM_PATH = '/wishlist-item';
/** The one fetcher every wishlist change goes through (the hearts and the wishlist page share it). */
export const WISHLIST_FETCHER_KEY = 'wishlist-item';

/** SPEC §8: what the shopper reads when the server gives no message of its own. */
export const WISHLIST_FALLBACK_MESSAGES = {
  mark: 'Failed to mark favourite',
  unmark: 'Failed to unmark favourite',
  /** "Move to cart" fails where it adds to the cart (the unmark after it seldom does). */
  move: 'Error adding item',
} as const;
export type WishlistIntent = keyof typeof WISHLIST_FALLBACK_MESSAGES;

/** What the wishlist-item route answers: the whole wishlist, or why not. */
export type WishlistResult = ServerReply<FavouriteItem[], WishlistIntent>;
