import { redirect } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { apiFor, cookieHeaders } from '../../lib/api.server';
import { shopperApi } from '../../lib/session.server';
import { OPERATOR_SIGN_IN_PATH } from './operator-paths';

interface GuardArgs {
  request: Request;
  context: StorefrontLoadContext;
}

/** Where unknown addresses go (routes/unknown-path.tsx): a shop's host shows no sign of the console. */
const NOT_FOUND_PAGE = '/page-not-found';

/**
 * Whether this host is the operator's: its console answers a guest 401 there, and 404 (no such
 * route, or no such shop) anywhere else.
 */
export async function onOperatorHost({ request, context }: GuardArgs) {
  try {
    await apiFor(request, context, { apiErrorsAsThrown: true }).getTenants();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return true;
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** The API as a platform operator, for every console loader and action; anyone else is sent away. */
export async function requireOperatorApi(args: GuardArgs) {
  const { user, api, setCookieHeaders } = await shopperApi(args.request, args.context);
  const headers = cookieHeaders(setCookieHeaders);
  if (user && api && user.roles.includes('OPERATOR')) return { user, api, headers };
  throw redirect((await onOperatorHost(args)) ? OPERATOR_SIGN_IN_PATH : NOT_FOUND_PAGE, { headers });
}
