import { ApiError } from '@vitrine/contract/client';

/** SPEC §8: an order load falls back to the error's own message, or "Failed to fetch orders". */
export const ORDERS_FALLBACK_MESSAGE = 'Failed to fetch orders';

export function ordersLoadMessage(error: unknown): string {
  return error instanceof ApiError && error.status < 500 && error.message
    ? error.message
    : ORDERS_FALLBACK_MESSAGE;
}
