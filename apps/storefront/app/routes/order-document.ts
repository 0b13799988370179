import { redirect } from 'react-router';
import type { Route } from './+types/order-document';
import { cookieHeaderAfter, cookieHeaders } from '../lib/api.server';
import { lookUpSession } from '../lib/session.server';
import { taxDocumentResponse } from '../features/orders/tax-document.server';

/** The shopper's order's tax document (PDF), with the session refreshed first as for a page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, setCookieHeaders } = await lookUpSession(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!user) throw redirect('/', { headers });
  const cookie = cookieHeaderAfter(request.headers.get('cookie'), setCookieHeaders);
  return taxDocumentResponse(request, context, { ordersPath: '/api/orders', ...params, cookie, headers });
}
