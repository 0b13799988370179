import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import { ANALYTICS_SOURCES, type AnalyticsProvider } from '@vitrine/contract/customer';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this reply's inline scripts, allowed by its Content-Security-Policy. */
    scriptNonce: string;
    /** The page loads this analytics provider's script: the reply's policy allows its hosts. */
    allowAnalytics(provider: AnalyticsProvider): void;
  }
}

const scriptNonces = new WeakMap<ServerResponse, string>();

const NONCE_BYTES = 16;
// Drawn from the system's random source in batches: one call per 256 replies instead of one each.
const randomPool = { bytes: Buffer.alloc(0), used: 0 };

function nonceFor(response: ServerResponse) {
  let nonce = scriptNonces.get(response);
  if (!nonce) {
    if (randomPool.used + NONCE_BYTES > randomPool.bytes.length) {
      randomPool.bytes = randomBytes(NONCE_BYTES * 256);
      randomPool.used = 0;
    }
    nonce = randomPool.bytes.toString('base64', randomPool.used, (randomPool.used += NONCE_BYTES));
    scriptNonces.set(response, nonce);
  }
  return nonce;
}

const NONCE_SLOT = 'NONCE-SLOT';

/** The headers a helmet middleware sets, read once by running it against a stand-in response. */
function headersSetBy(middleware: ReturnType<typeof helmet>): Array<[string, string]> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return [...headers];
}

/**
 * Security headers for every reply. Scripts run only from our origin or with the per-reply nonce
 * that the storefront puts on its inline hydration scripts; no page may be framed by another site.
 * Helmet works the headers out once; each reply gets them with its own nonce in the policy (helmet
 * itself re-evaluated and re-validated every directive on every request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      return nonceFor(this.raw);
    },
  });
  /** Helmet's headers for a policy that also lets scripts load from, and send to, the given hosts. */
  const headersAllowing = (extra: { scriptSrc: string[]; connectSrc: string[] }) =>
    headersSetBy(
      helmet({
        contentSecurityPolicy: {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", `'nonce-${NONCE_SLOT}'`, ...extra.scriptSrc],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // The nonce above voids 'unsafe-inline' for style attributes, which carry each tenant's theme.
            styleSrcAttr: ["'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'https:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'", ...(options.isProduction ? [] : ['ws:']), ...extra.connectSrc],
            frameAncestors: ["'none'"],
            formAction: ["'self'", 'https:'],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            // HSTS upgrades real deployments; this directive would break a plain-HTTP demo on a LAN address.
            upgradeInsecureRequests: null,
          },
        },
        strictTransportSecurity: options.isProduction
          ? { maxAge: 31_536_000, includeSubDomains: true }
          : false,
        crossOriginEmbedderPolicy: false,
        // Not no-referrer: with it a browser posts a plain (no-JavaScript) form with `Origin: null`,
        // which the storefront must refuse as a possible forgery. Other sites still learn nothing.
        referrerPolicy: { policy: 'same-origin' },
      }),
    );
  /** A policy as the text before and after its nonce. */
  const policyOf = (headers: Array<[string, string]>) =>
    new Map(headers).get('content-security-policy')!.split(NONCE_SLOT) as [string, string];
  const headers = headersAllowing({ scriptSrc: [], connectSrc: [] });
  const analyticsPolicies = Object.fromEntries(
    Object.entries(ANALYTICS_SOURCES).map(([provider, sources]) => [
      provider,
      policyOf(headersAllowing(sources)),
    ]),
  ) as Record<AnalyticsProvider, [string, string]>;
  app.decorateReply('allowAnalytics', function (this: FastifyReply, provider: AnalyticsProvider) {
    const [before, after] = analyticsPolicies[provider];
    this.raw.setHeader('content-security-policy', `${before}${nonceFor(this.raw)}${after}`);
  });
  const [beforeNonce, afterNonce] = policyOf(headers);
  const fixed = headers.filter(([name]) => name !== 'content-security-policy');
  app.addHook('onRequest', (_request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of fixed) response.setHeader(name, value);
    response.setHeader('content-security-policy', `${beforeNonce}${nonceFor(response)}${afterNonce}`);
    done();
  });
}
