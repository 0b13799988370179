import { redirect } from 'react-router';
import type { Route } from './+types/order-document';
import { apiHeadersFor, cookieHeaderAfter, cookieHeaders } from '../lib/api.server';
import { lookUpSession } from '../lib/session.server';

const DOCUMENTS = new Set(['invoice', 'credit-note']);

/**
 * The shopper's order's tax document as the API renders it. Through the storefront rather than a
 * link to the API, so a session whose access token has expired is refreshed first, as for a page.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, setCookieHeaders } = await lookUpSession(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!user) throw redirect('/', { headers });
  if (!DOCUMENTS.has(params.document)) throw new Response('Not found', { status: 404, headers });
  const cookie = cookieHeaderAfter(request.headers.get('cookie'), setCookieHeaders);
  const path = `/api/orders/${encodeURIComponent(params.orderId)}/${params.document}`;
  const reply = await context.apiFetch(path, { headers: apiHeadersFor(request, context, cookie) });
  if (!reply.ok) {
    // The API says why (not found, not issued yet) in its error envelope.
    const body = (await reply.json().catch(() => null)) as { message?: string } | null;
    const status = reply.status === 400 ? 404 : reply.status;
    throw new Response(body?.message ?? 'This document could not be fetched.', { status, headers });
  }
  for (const name of ['content-type', 'content-disposition', 'cache-control']) {
    const value = reply.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(reply.body, { status: 200, headers });
}
