import { data } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/cart-line';
import { cookieHeaders } from '../lib/api.server';
import { shopperApi } from '../lib/session.server';
import {
  CART_FALLBACK_MESSAGES,
  type CartIntent,
  type CartLineResult,
} from '../features/cart/cart-line-result';

const isIntent = (value: unknown): value is CartIntent =>
  typeof value === 'string' && value in CART_FALLBACK_MESSAGES;

/** The cart's add, quantity and delete submissions, passed to the API as the signed-in shopper. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const intent = field('intent');
  if (!isIntent(intent)) return data({ ok: false, error: 'Unknown request' }, 400);
  const { api, setCookieHeaders } = await shopperApi(request, context);
  const reply = (result: CartLineResult, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });
  if (!api) return reply({ intent, ok: false, error: 'Please sign in to continue.' }, 401);

  const line = { productId: field('productId'), productVariantId: field('productVariantId') || null };
  try {
    const cart =
      intent === 'delete'
        ? await api.deleteCartLine(line)
        : await api.setCartLine({
            ...line,
            quantity: Number(field('quantity')),
            description: field('description'),
          });
    return reply({ intent, ok: true, value: cart });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const message = error.status >= 500 || !error.message ? CART_FALLBACK_MESSAGES[intent] : error.message;
    return reply({ intent, ok: false, error: message }, error.status >= 500 ? 502 : error.status);
  }
}
