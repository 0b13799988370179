import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { ANALYTICS_SOURCES, type AnalyticsProvider } from '@vitrine/contract/customer';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this reply's inline scripts, allowed by its Content-Security-Policy. */
    scriptNonce: string;
    /** The page loads this analytics provider's script: the reply's policy allows its hosts. */
    allowAnalytics(provider: AnalyticsProvider): void;
    /** The page opens Razorpay Checkout: the reply's policy allows its script, frame and calls. */
    allowRazorpayCheckout(): void;
  }
}

/** Hosts a page may load scripts from, frame and send to, besides its own origin. */
interface ThirdPartySources {
  scriptSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
}

/** Checkout's script, the payment form it frames, and the calls it makes (decision 0081). */
export const RAZORPAY_CHECKOUT_SOURCES: ThirdPartySources = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com'],
  connectSrc: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};
const NO_SOURCES: ThirdPartySources = { scriptSrc: [], connectSrc: [], frameSrc: [] };
/** What each reply's page was allowed so far: a page may load analytics and open Checkout. */
const allowedSources = new WeakMap<ServerResponse, ThirdPartySources>();

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

/** The reply's own nonce, as helmet asks for a directive's value while it writes the policy. */
const replyNonce = (_request: IncomingMessage, response: ServerResponse) => `'nonce-${nonceFor(response)}'`;

/**
 * Security headers for every reply (`@fastify/helmet`). Scripts run only from our origin or with the
 * per-reply nonce that the storefront puts on its inline hydration scripts; no page may be framed by
 * another site. Helmet's own nonces (`enableCSPNonces`) are not used: they would add a style nonce,
 * which voids the 'unsafe-inline' the storefront's inline styles need.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      return nonceFor(this.raw);
    },
  });
  /** A policy that also lets scripts load from, frames show and the page send to, the given hosts. */
  const policyAllowing = (extra: ThirdPartySources) => ({
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", replyNonce, ...extra.scriptSrc],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The nonce above voids 'unsafe-inline' for style attributes, which carry each tenant's theme.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(options.isProduction ? [] : ['ws:']), ...extra.connectSrc],
      frameSrc: ["'self'", ...extra.frameSrc],
      frameAncestors: ["'none'"],
      formAction: ["'self'", 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // HSTS upgrades real deployments; this directive would break a plain-HTTP demo on a LAN address.
      upgradeInsecureRequests: null,
    },
  });
  const helmetOptions: FastifyHelmetOptions = {
    contentSecurityPolicy: policyAllowing(NO_SOURCES),
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Not no-referrer: with it a browser posts a plain (no-JavaScript) form with `Origin: null`,
    // which the storefront must refuse as a possible forgery. Other sites still learn nothing.
    referrerPolicy: { policy: 'same-origin' },
  };
  await app.register(fastifyHelmet, helmetOptions);
  /** Widens this reply's policy by `sources`, keeping what it already allowed. */
  function allow(reply: FastifyReply, sources: Partial<ThirdPartySources>) {
    const before = allowedSources.get(reply.raw) ?? NO_SOURCES;
    const after = {
      scriptSrc: [...before.scriptSrc, ...(sources.scriptSrc ?? [])],
      connectSrc: [...before.connectSrc, ...(sources.connectSrc ?? [])],
      frameSrc: [...before.frameSrc, ...(sources.frameSrc ?? [])],
    };
    allowedSources.set(reply.raw, after);
    reply.helmet({ contentSecurityPolicy: policyAllowing(after) });
  }
  app.decorateReply('allowAnalytics', function (this: FastifyReply, provider: AnalyticsProvider) {
    allow(this, ANALYTICS_SOURCES[provider]);
  });
  app.decorateReply('allowRazorpayCheckout', function (this: FastifyReply) {
    allow(this, RAZORPAY_CHECKOUT_SOURCES);
  });
}
