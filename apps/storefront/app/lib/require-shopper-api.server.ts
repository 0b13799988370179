import { redirect } from 'react-router';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { cookieHeaders } from './api.server';
import { shopperApi } from './session.server';

/**
 * The API as the signed-in shopper for a protected page's loader or action; a visitor who is not
 * signed in goes to / (SPEC §2). Pass `headers` on: they carry a refreshed session's cookies.
 */
export async function requireShopperApi({
  request,
  context,
}: {
  request: Request;
  context: StorefrontLoadContext;
}) {
  const { api, setCookieHeaders } = await shopperApi(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!api) throw redirect('/', { headers });
  return { api, headers };
}
