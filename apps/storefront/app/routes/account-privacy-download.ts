import { redirect } from 'react-router';
import type { Route } from './+types/account-privacy-download';
import { apiHeadersFor, cookieHeaderAfter, cookieHeaders } from '../lib/api.server';
import { lookUpSession } from '../lib/session.server';
import { DOWNLOAD_ERROR_PARAM, PRIVACY_PAGE_PATH } from '../features/privacy/privacy-paths';

/**
 * "Download my data" (decision 0093): the API's JSON file passed through with its attachment header,
 * the session refreshed first as for a page. A refusal (too many downloads) goes back to the page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookieHeaders } = await lookUpSession(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!user) throw redirect('/', { headers });
  const cookie = cookieHeaderAfter(request.headers.get('cookie'), setCookieHeaders);
  const reply = await context.apiFetch('/api/privacy/export', {
    headers: apiHeadersFor(request, context, cookie),
  });
  if (!reply.ok) {
    const body = (await reply.json().catch(() => null)) as { message?: string } | null;
    const message = body?.message ?? 'Your data could not be downloaded. Please try again.';
    throw redirect(`${PRIVACY_PAGE_PATH}?${new URLSearchParams({ [DOWNLOAD_ERROR_PARAM]: message })}`, {
      headers,
    });
  }
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = reply.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(reply.body, { status: 200, headers });
}
