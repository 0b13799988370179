import { redirect } from 'react-router';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { cookieHeaders } from '../../lib/api.server';
import { shopperApi } from '../../lib/session.server';
import { consoleSignInPath, isOwner, isStaff } from './staff-roles';

interface GuardArgs {
  request: Request;
  context: StorefrontLoadContext;
}

/** Where any unknown address goes (routes/unknown-path.tsx): the console answers guests the same way. */
const NOT_FOUND_PAGE = '/page-not-found';

/**
 * The API as one of the shop's staff, for every console loader and action (they run side by side, so
 * each checks). A guest is asked to sign in, and comes back here after; a signed-in shopper gets
 * exactly what an unknown address gets (decision 0062).
 */
export async function requireStaffApi({ request, context }: GuardArgs) {
  const { user, api, setCookieHeaders, cookie } = await shopperApi(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!user || !api) {
    const { pathname, search } = new URL(request.url);
    throw redirect(consoleSignInPath(`${pathname}${search}`), { headers });
  }
  if (!isStaff(user)) throw redirect(NOT_FOUND_PAGE, { headers });
  // The cookies after any refresh, for a request the client does not make (a PDF passed through).
  return { user, api, headers, cookie };
}

/** As requireStaffApi, for the owner's pages (settings): the shop's other staff find nothing there. */
export async function requireOwnerApi(args: GuardArgs) {
  const staff = await requireStaffApi(args);
  if (!isOwner(staff.user)) throw new Response('Not found', { status: 404, headers: staff.headers });
  return staff;
}
