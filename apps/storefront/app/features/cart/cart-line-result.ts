import type { Cart } from '@vitrine/contract/cart';
import type { ServerReply } from '../../lib/server-reply';

/** What the cart-line route answers: the whole cart (SPEC §4 "refreshed wholesale"), or why not. */
export type CartLineResult = ServerReply<Cart, CartIntent>;

export const CART_LINE_PATH = '/cart-line';

/** SPEC §8: what the shopper reads when the server gives no message of its own. */
export const CART_FALLBACK_MESSAGES = {
  add: 'Error adding item',
  update: 'Error updating quantity',
  delete: 'Error deleting item',
} as const;
export type CartIntent = keyof typeof CART_FALLBACK_MESSAGES;
