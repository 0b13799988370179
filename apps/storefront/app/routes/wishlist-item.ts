import { data } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/wishlist-item';
import { cookieHeaders } from '../lib/api.server';
import { shopperApi } from '../lib/session.server';
import {
  WISHLIST_FALLBACK_MESSAGES,
  type WishlistIntent,
  type WishlistResult,
} from '../features/wishlist/wishlist-result';

const isIntent = (value: unknown): value is WishlistIntent =>
  typeof value === 'string' && value in WISHLIST_FALLBACK_MESSAGES;

/** The heart's submissions: mark or unmark a product as the signed-in shopper. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get('intent');
  const productId = String(form.get('productId') ?? '');
  if (!isIntent(intent)) return data({ ok: false, error: 'Unknown request' }, 400);
  const { api, setCookieHeaders } = await shopperApi(request, context);
  const reply = (result: WishlistResult, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });
  if (!api) return reply({ intent, ok: false, error: 'Please sign in to continue.' }, 401);
  try {
    const value =
      intent === 'mark' ? await api.markFavourite(productId) : await api.unmarkFavourite(productId);
    return reply({ intent, ok: true, value });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message =
      error.status >= 500 || !error.message ? WISHLIST_FALLBACK_MESSAGES[intent] : error.message;
    return reply({ intent, ok: false, error: message }, error.status >= 500 ? 502 : error.status);
  }
}
