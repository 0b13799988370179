import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CACHE_LIFETIME_MS, CUSTOMER_ID_HEADER } from '@vitrine/contract/constants';
import type { Database } from '../db/client.ts';
import { TenantLru } from '../lib/tenant-lru.ts';
import { CATALOG_CHANGED } from '../db/notify-channels.ts';

/**
 * Public content may be held by browsers and proxies for SPEC §9's cache lifetime. The reply
 * differs by tenant, so caches must key on the tenant header as well as the URL and host.
 */
export function cacheForBrowsers(reply: FastifyReply) {
  reply.header('cache-control', `public, max-age=${CACHE_LIFETIME_MS / 1000}`);
  reply.header('vary', `${CUSTOMER_ID_HEADER}, accept-encoding`);
}

interface BuiltReply {
  data: unknown;
  /** The tag of the reply as built; each answer's tag adds the stock it carries. */
  etag: string;
  /** Its JSON text's length, doubled: what its objects take on the heap, roughly. */
  size: number;
}

/** The stock the database holds now, put into a stored reply, and those figures for its tag. */
export type CurrentStock = (customerId: string, data: unknown) => Promise<{ data: unknown; stock: number[] }>;

/**
 * The catalogue replies this API instance has already built, per tenant and URL, without their
 * stock: one least-recently-used cache for every tenant, at most `maxBytes`. A change to a tenant's
 * catalogue (not its stock), by this instance, another one or by hand in the database, drops that
 * tenant's replies; stock is read fresh for every answer.
 */
export async function createCatalogReplies(
  database: Database,
  options: { maxBytes: number; currentStock: CurrentStock },
) {
  const replies = new TenantLru<BuiltReply>({ maxSize: options.maxBytes, sizeOf: (built) => built.size });
  const stopListening = await database.listen(
    CATALOG_CHANGED,
    (customerId) => replies.dropTenant(customerId),
    () => replies.clear(),
  );

  /**
   * Sends the stored reply for this tenant and URL, or builds it with `load` (once, however many
   * requests ask at the same moment) and stores it, with the stock of now. Carries cacheForBrowsers'
   * headers and a strong ETag, and answers a matching If-None-Match with a bodyless 304. An error
   * thrown by `load` (a 404, say) is sent as usual and not stored. `cacheHitNote` is logged (debug)
   * when a stored reply is used rather than built.
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
      request.log.debug({ customerId, url }, 'catalogue reply built');
      return storable(customerId, await load());
    });
    if (!built && cacheHitNote) request.log.debug(cacheHitNote);
    const { data, stock } = await options.currentStock(customerId, stored.data);
    const etag = stock.length === 0 ? stored.etag : tag(stored.etag, stock.join(','));
    cacheForBrowsers(reply);
    reply.header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(data);
  }

  /**
   * Drops the tenant's replies on this instance now, without waiting for its own notification to come
   * back: the owner who changed something reads it on their next request.
   */
  const forget = (customerId: string) => replies.dropTenant(customerId);

  return { send, forget, close: stopListening };
}
export type CatalogReplies = Awaited<ReturnType<typeof createCatalogReplies>>;

const tag = (...parts: string[]) => {
  const hash = createHash('sha1');
  for (const part of parts) hash.update(part);
  return `"${hash.digest('base64url')}"`;
};

/** The tenant is part of the tag: equal bodies of two shops must not validate each other. */
function storable(customerId: string, data: unknown): BuiltReply {
  const body = JSON.stringify(data);
  return { data, etag: tag(customerId, body), size: body.length * 2 };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string) {
  return ifNoneMatch?.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag) ?? false;
}
