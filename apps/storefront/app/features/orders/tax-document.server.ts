import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { apiHeadersFor } from '../../lib/api.server';

const DOCUMENTS = new Set(['invoice', 'credit-note']);

/**
 * An order's GST invoice or credit note as the API renders it, fetched through the storefront with the
 * session refreshed as for a page (`cookie` is the request's cookies after any refresh): the shopper's
 * order page and the console's both link here rather than to the API.
 */
export async function taxDocumentResponse(
  request: Request,
  context: StorefrontLoadContext,
  { ordersPath, orderId, document, cookie, headers }: TaxDocumentRequest,
) {
  if (!DOCUMENTS.has(document)) throw new Response('Not found', { status: 404, headers });
  const path = `${ordersPath}/${encodeURIComponent(orderId)}/${document}`;
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

interface TaxDocumentRequest {
  /** `/api/orders` for the shopper's own order, `/api/admin/orders` for any of the shop's. */
  ordersPath: '/api/orders' | '/api/admin/orders';
  orderId: string;
  document: string;
  cookie: string;
  headers: Headers;
}
