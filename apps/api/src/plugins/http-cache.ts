import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * cacheForBrowsers plus a strong ETag of the body, so a client revalidating after the lifetime gets a
 * bodyless 304 when nothing changed. The tenant is part of the tag: equal bodies of two shops differ.
 * Returns the body to send, or undefined when a 304 was sent.
 */
export function sendCacheable<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | undefined {
  cacheForBrowsers(reply);
  const tag = `"${createHash('sha1').update(request.customerId).update(JSON.stringify(body)).digest('base64url')}"`;
  reply.header('etag', tag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag)
  ) {
    void reply.code(304).send();
    return undefined;
  }
  return body;
}
