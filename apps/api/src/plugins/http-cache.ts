import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_LIFETIME_MS, CUSTOMER_ID_HEADER } from '@vitrine/contract/constants';
import type { Database } from '../db/client.ts';
import { TenantLoads } from '../lib/ttl-cache.ts';
import { CATALOG_CHANGED } from '../db/notify-channels.ts';

/**
 * Public content may be held by browsers and proxies for SPEC §9's cache lifetime. The reply
 * differs by tenant, so caches must key on the tenant header as well as the URL and host.
 */
export function cacheForBrowsers(reply: FastifyReply) {
  reply.header('cache-control', `public, max-age=${CACHE_LIFETIME_MS / 1000}`);
  reply.header('vary', `${CUSTOMER_ID_HEADER}, accept-encoding`);
}

interface StoredReply {
  body: string;
  etag: string;
}

const REPLIES_PER_TENANT = 5000;

/**
 * The catalogue replies this API instance has already built, serialised and ready to send, per
 * tenant and URL. A change to a tenant's catalogue, by this instance, another one or by hand in the
 * database, drops that tenant's replies; any reply also expires after the browser cache lifetime.
 */
export async function createCatalogReplies(database: Database) {
  const replies = new TenantLoads<StoredReply>(CACHE_LIFETIME_MS, REPLIES_PER_TENANT);
  const stopListening = await database.listen(
    CATALOG_CHANGED,
    (customerId) => replies.dropTenant(customerId),
    () => replies.clear(),
  );

  /**
   * Sends the stored reply for this tenant and URL, or builds it with `load` (once, however many
   * requests ask at the same moment) and stores it. Carries cacheForBrowsers' headers and a strong
   * ETag, and answers a matching If-None-Match with a bodyless 304. An error thrown by `load` (a
   * 404, say) is sent as usual and not stored. `cacheHitNote` is logged (debug) when a stored reply
   * is used rather than built.
   */
  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    load: () => Promise<unknown>,
    cacheHitNote?: string,
  ) {
    const { customerId, url } = request;
    let built = false;
    const stored = await replies.get(customerId, url, async () => {
      built = true;
      return serialise(customerId, await load());
    });
    if (!built && cacheHitNote) request.log.debug(cacheHitNote);
    cacheForBrowsers(reply);
    reply.header('etag', stored.etag);
    if (matchesEtag(request.headers['if-none-match'], stored.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(stored.body);
  }

  return { send, close: stopListening };
}
export type CatalogReplies = Awaited<ReturnType<typeof createCatalogReplies>>;

/** The tenant is part of the tag: equal bodies of two shops must not validate each other. */
function serialise(customerId: string, data: unknown): StoredReply {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(customerId).update(body).digest('base64url')}"`;
  return { body, etag };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  return ifNoneMatch?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag) ?? false;
}
