/**
 * Pages whose actions change the cart on the server (placing an order empties it; cancelling a
 * payment refreshes it, SPEC §4), so the root data that holds the cart loads again after them.
 */
export const CART_CHANGING_ACTION_PATHS = new Set([
  '/checkout',
  '/payment-status',
  '/payment/phonepe/status',
]);
