import { createApiClient, type ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';

/** Request headers a page passes on to the API: the host names the tenant; cookies carry the session; the
 * origin lets the API refuse a cookie-borne change that another site started. */
const FORWARDED_HEADERS = ['cookie', 'origin', 'accept-language', 'user-agent'];

export const SESSION_COOKIE = 'vitrine_session';
export const REFRESH_COOKIE = 'vitrine_refresh';

/** What the API could not find (the shop, a policy, a product) is a page that is not found. */
function notFoundAsPageStatus(error: ApiError) {
  if (error.status === 404) throw new Response(error.message, { status: 404 });
}

interface ClientOptions {
  /** Replaces the request's Cookie header (a retry with a freshly refreshed session). */
  cookie?: string;
  /** Loaders turn an API 404 into the page's 404; an action wants the API's own error instead. */
  apiErrorsAsThrown?: boolean;
  onResponse?: (response: Response) => void;
}

/** The headers a call to the API for this page request carries; `cookie` replaces the request's. */
export function apiHeadersFor(request: Request, context: StorefrontLoadContext, cookie?: string) {
  const headers: Record<string, string> = {
    host: new URL(request.url).host,
    'x-request-id': context.requestId,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  if (cookie !== undefined) headers.cookie = cookie;
  return headers;
}

/** The typed API client for this page request, speaking for the tenant the request's host names. */
export function apiFor(request: Request, context: StorefrontLoadContext, options: ClientOptions = {}) {
  const headers = apiHeadersFor(request, context, options.cookie);
  return createApiClient({
    baseUrl: '',
    fetch: context.apiFetch,
    headers,
    onError: options.apiErrorsAsThrown ? undefined : notFoundAsPageStatus,
    onResponse: options.onResponse,
  });
}

/**
 * An API client whose calls' Set-Cookie headers (a new session, a cleared one) are collected for the
 * caller's own response: `data(value, { headers: cookieHeaders(setCookieHeaders) })`.
 */
export function apiWithCookies(request: Request, context: StorefrontLoadContext) {
  const setCookieHeaders: string[] = [];
  const api = apiFor(request, context, {
    onResponse: (response) => setCookieHeaders.push(...response.headers.getSetCookie()),
  });
  return { api, setCookieHeaders };
}

/** Response headers carrying the given Set-Cookie values. */
export function cookieHeaders(setCookieHeaders: readonly string[]): Headers {
  const headers = new Headers();
  for (const setCookie of setCookieHeaders) headers.append('set-cookie', setCookie);
  return headers;
}

/** The request's cookies by name. */
export function parseCookies(cookieHeader: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** A Cookie header with the values the given Set-Cookie headers set (removed ones dropped). */
export function cookieHeaderAfter(cookieHeader: string | null, setCookieHeaders: readonly string[]): string {
  const cookies = parseCookies(cookieHeader);
  for (const setCookie of setCookieHeaders) {
    const [pair = ''] = setCookie.split(';');
    const index = pair.indexOf('=');
    if (index < 1) continue;
    const name = pair.slice(0, index).trim();
    const value = pair.slice(index + 1).trim();
    const expired = /;\s*Max-Age=(0|-\d+)/i.test(setCookie) || value === '';
    if (expired) cookies.delete(name);
    else cookies.set(name, value);
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

/** Set-Cookie headers that end the browser's session even when the API cannot be told. */
export function clearedSessionCookies(): string[] {
  const expired = 'Max-Age=0; Path=/; HttpOnly; SameSite=Lax';
  return [`${SESSION_COOKIE}=; ${expired}`, `${REFRESH_COOKIE}=; ${expired}`];
}
