import type { Cart } from '@vitrine/contract/cart';

/** What the cart-line route answers: the whole cart (SPEC §4 "refreshed wholesale"), or why not. */
export type CartLineResult = { intent: CartIntent } & (
  { ok: true; cart: Cart } | { ok: false; error: string }
);

export const CART_LINE_PATH = '/cart-line';

/** SPEC §8: what the shopper reads when the server gives no message of its own. */
export const CART_FALLBACK_MESSAGES = {
  add: 'Error adding item',
  update: 'Error updating quantity',
  delete: 'Error deleting item',
} as const;
export type CartIntent = keyof typeof CART_FALLBACK_MESSAGES;
