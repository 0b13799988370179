import { redirect } from 'react-router';
import type { User } from '@vitrine/contract/auth';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { cookieHeaders } from './api.server';
import { lookUpSession } from './session.server';

interface GuardArgs {
  request: Request;
  context: StorefrontLoadContext;
}

/**
 * SPEC §2 "Protected routes": a visitor who is not signed in goes to / (a server redirect replaces the
 * history entry). Pass `headers` on with the page's data: they carry a refreshed session's cookies.
 */
export async function requireUser({
  request,
  context,
}: GuardArgs): Promise<{ user: User; headers: Headers }> {
  const { user, setCookieHeaders } = await lookUpSession(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!user) throw redirect('/', { headers });
  return { user, headers };
}
