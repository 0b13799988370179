import type { FastifyReply } from 'fastify';
import { CACHE_LIFETIME_MS } from '@vitrine/contract/constants';
import { CUSTOMER_ID_HEADER } from '@vitrine/contract/constants';

/**
 * Public content may be held by browsers and proxies for SPEC §9's cache lifetime. The reply
 * differs by tenant, so caches must key on the tenant header as well as the URL and host.
 */
export function cacheForBrowsers(reply: FastifyReply) {
  reply.header('cache-control', `public, max-age=${CACHE_LIFETIME_MS / 1000}`);
  reply.header('vary', `${CUSTOMER_ID_HEADER}, accept-encoding`);
}
