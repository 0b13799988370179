/** SPEC §8's fallback for an order load that fails. */
export const FETCH_ORDERS_FAILED = 'Failed to fetch orders';
