import { loadFailureMessage } from '../../lib/load-failure';

/** SPEC §8: an order load falls back to the error's own message, or "Failed to fetch orders". */
export function ordersLoadMessage(error: unknown): string {
  return loadFailureMessage(error, 'Failed to fetch orders');
}
