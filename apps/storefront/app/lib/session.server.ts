import type { User } from '@vitrine/contract/auth';
import { ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import {
  apiFor,
  apiWithCookies,
  clearedSessionCookies,
  cookieHeaderAfter,
  parseCookies,
  REFRESH_COOKIE,
  SESSION_COOKIE,
} from './api.server';
import { logLoadFailure } from './load-failure';

export interface SessionLookup {
  user: User | null;
  /** Set-Cookie headers the page's response must carry (a refreshed pair, or a cleared session). */
  setCookieHeaders: string[];
}

const GUEST: SessionLookup = { user: null, setCookieHeaders: [] };

/**
 * One lookup per page request: the root loader and a protected page's loader run side by side and
 * must not both spend the same single-use refresh token.
 */
const lookups = new WeakMap<StorefrontLoadContext, Promise<SessionLookup>>();

/**
 * Silent login (SPEC §4): who the request's cookies belong to. An expired access token is swapped for a
 * new pair with the refresh cookie; a refresh that fails clears the session cookies.
 */
export function lookUpSession(request: Request, context: StorefrontLoadContext): Promise<SessionLookup> {
  let lookup = lookups.get(context);
  if (!lookup) {
    lookup = lookUp(request, context);
    lookups.set(context, lookup);
  }
  return lookup;
}

async function lookUp(request: Request, context: StorefrontLoadContext): Promise<SessionLookup> {
  const cookieHeader = request.headers.get('cookie');
  const cookies = parseCookies(cookieHeader);
  const hasSession = cookies.has(SESSION_COOKIE);
  const hasRefresh = cookies.has(REFRESH_COOKIE);
  if (!hasSession && !hasRefresh) return GUEST;

  if (hasSession) {
    try {
      return { user: await apiFor(request, context).getUserProfile(), setCookieHeaders: [] };
    } catch (error) {
      if (!isUnauthenticated(error)) return guestAfter(context, error);
      if (!hasRefresh) return signedOutAfter(context, error);
    }
  }

  const { api, setCookieHeaders } = apiWithCookies(request, context);
  try {
    await api.refreshSession();
  } catch (error) {
    if (!isUnauthenticated(error)) return guestAfter(context, error);
    return signedOutAfter(context, error);
  }
  try {
    const retry = apiFor(request, context, { cookie: cookieHeaderAfter(cookieHeader, setCookieHeaders) });
    return { user: await retry.getUserProfile(), setCookieHeaders };
  } catch (error) {
    // The new pair stays: a later page tries again with it.
    return { ...guestAfter(context, error), setCookieHeaders };
  }
}

/**
 * The shopper changed their own profile in this request (an action): the page rendered after it, in
 * the same request when scripts are off, shows the user as they now are, with the same session cookies.
 */
export function replaceSessionUser(context: StorefrontLoadContext, user: User) {
  const lookup = lookups.get(context);
  if (lookup)
    lookups.set(
      context,
      lookup.then((found) => ({ ...found, user })),
    );
}

function isUnauthenticated(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The API is briefly unwell: the page still renders, for a guest, and the cookies are kept. */
function guestAfter(context: StorefrontLoadContext, error: unknown): SessionLookup {
  logLoadFailure(context.log, SILENT_LOGIN_FAILED, error);
  return GUEST;
}

/** The API refused the session: silent login failed (SPEC §4) and the session cookies are removed. */
function signedOutAfter(context: StorefrontLoadContext, error: unknown): SessionLookup {
  logLoadFailure(context.log, SILENT_LOGIN_FAILED, error);
  return { user: null, setCookieHeaders: clearedSessionCookies() };
}

/** SPEC §8's message for a silent login that failed. */
const SILENT_LOGIN_FAILED = 'Failed to refresh session';

/**
 * The API as the signed-in shopper, after the same silent login a page does (so an expired access
 * token is refreshed first); null for a guest. Pass `setCookieHeaders` on with the response.
 */
export async function shopperApi(request: Request, context: StorefrontLoadContext) {
  const { user, setCookieHeaders } = await lookUpSession(request, context);
  const cookie = cookieHeaderAfter(request.headers.get('cookie'), setCookieHeaders);
  const api = user ? apiFor(request, context, { cookie, apiErrorsAsThrown: true }) : null;
  return { user, api, setCookieHeaders, cookie };
}
