import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

export interface OAuthToken {
  /** What goes after "O-Bearer " in the Authorization header. */
  accessToken: string;
  /** Epoch milliseconds from PhonePe's `expires_at` (which it gives in seconds). */
  expiresAtMs: number;
}

/** A token is refreshed this long before PhonePe's `expires_at`, so no request carries one about to lapse. */
export const TOKEN_REFRESH_MARGIN_MS = 3 * 60_000;

/**
 * PhonePe v2 OAuth tokens per set of credentials (decision 0079). One per process, owned by the payments
 * service: gateways are built per request, the token outlives them. Concurrent callers with the same
 * credentials share one in-flight fetch; a token PhonePe refused (401) is dropped with `drop`.
 */
export function createPhonePeTokenCache(now: () => number = Date.now) {
  const tokens = new LRUCache<string, OAuthToken>({ max: 10_000 });
  const inFlight = new Map<string, Promise<OAuthToken>>();

  async function fetchOnce(key: string, fetchToken: () => Promise<OAuthToken>) {
    const pending = inFlight.get(key);
    if (pending) return pending;
    const fetching = fetchToken()
      .then((token) => {
        tokens.set(key, token);
        return token;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, fetching);
    return fetching;
  }

  return {
    /** The cached token for `key` while it is fresh, else one from `fetchToken` (shared by concurrent callers). */
    async tokenFor(key: string, fetchToken: () => Promise<OAuthToken>): Promise<string> {
      const cached = tokens.get(key);
      if (cached && now() < cached.expiresAtMs - TOKEN_REFRESH_MARGIN_MS) return cached.accessToken;
      return (await fetchOnce(key, fetchToken)).accessToken;
    },
    /** Forgets `accessToken` for `key`, unless another caller already replaced it. */
    drop(key: string, accessToken: string) {
      if (tokens.get(key)?.accessToken === accessToken) tokens.delete(key);
    },
  };
}
export type PhonePeTokenCache = ReturnType<typeof createPhonePeTokenCache>;

/** The cache key of a set of credentials: a hash, so no secret sits in the cache's keys. */
export const tokenCacheKey = (parts: {
  oauthUrl: string;
  clientId: string;
  clientVersion: number;
  clientSecret: string;
}) =>
  createHash('sha256')
    .update(JSON.stringify([parts.oauthUrl, parts.clientId, parts.clientVersion, parts.clientSecret]))
    .digest('hex');
