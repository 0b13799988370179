import { data, redirect, type UNSAFE_DataWithResponseInit as DataWithResponseInit } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { cookieHeaders } from './api.server';
import type { ServerReply } from './server-reply';
import { safeReturnPath } from './safe-return-path';
import { shopperApi } from './session.server';
import { BACK_FIELD } from '../components/ui/post-form';
import { SIGN_IN_PARAM } from '../features/auth/auth-action-path';

/**
 * A submission made for the signed-in shopper (cart lines, wishlist hearts): runs the intent against
 * the API and answers the new value, or the server's message (SPEC §8's fallback when it has none).
 * A refreshed session's cookies go back with the answer.
 */
export async function actAsShopper<T, Intent extends string>(
  { request, context }: { request: Request; context: StorefrontLoadContext },
  form: FormData,
  fallbackMessages: Record<Intent, string>,
  run: (api: ApiClient, intent: Intent) => Promise<T>,
) {
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !(intent in fallbackMessages))
    return data({ ok: false, error: 'Unknown request' }, 400);
  const known = intent as Intent;
  const { api, setCookieHeaders } = await shopperApi(request, context);
  const reply = (result: ServerReply<T, Intent>, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });
  if (!api) return reply({ intent: known, ok: false, error: 'Please sign in to continue.' }, 401);
  try {
    return reply({ intent: known, ok: true, value: await run(api, known) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const serverFault = error.status >= 500;
    const message = serverFault || !error.message ? fallbackMessages[known] : error.message;
    return reply({ intent: known, ok: false, error: message }, serverFault ? 502 : error.status);
  }
}

/** A form field as text ('' when absent). */
export const fieldOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The page a plain form post came from, on this site (another host is not followed). */
function pageOf(form: FormData): URL | null {
  const back = safeReturnPath(form.get(BACK_FIELD), '');
  return back ? new URL(back, 'http://page.invalid') : null;
}

/**
 * A plain form post (a page not hydrated yet, `PostForm`) is answered with a redirect back to its
 * page, with the reply's cookies; a guest's opens the sign-in there. A fetcher's gets the reply.
 */
export function backToPage<Reply extends DataWithResponseInit<unknown>>(form: FormData, reply: Reply) {
  const page = pageOf(form);
  if (!page) return reply;
  if (reply.init?.status === 401) page.searchParams.set(SIGN_IN_PARAM, '');
  return redirect(page.pathname + page.search, { headers: reply.init?.headers });
}
