import { createApiClient, type ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';

/** Request headers a page passes on to the API: the host names the tenant; cookies carry the session. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent'];

/** What the API could not find (the shop, a policy, a product) is a page that is not found. */
function notFoundAsPageStatus(error: ApiError) {
  if (error.status === 404) throw new Response(error.message, { status: 404 });
}

/** The typed API client for this page request, speaking for the tenant the request's host names. */
export function apiFor(request: Request, context: StorefrontLoadContext) {
  const headers: Record<string, string> = {
    host: new URL(request.url).host,
    'x-request-id': context.requestId,
  };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  return createApiClient({ baseUrl: '', fetch: context.apiFetch, headers, onError: notFoundAsPageStatus });
}
