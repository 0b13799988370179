import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this reply's inline scripts, allowed by its Content-Security-Policy. */
    scriptNonce: string;
  }
}

const scriptNonces = new WeakMap<ServerResponse, string>();

function nonceFor(response: ServerResponse) {
  let nonce = scriptNonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    scriptNonces.set(response, nonce);
  }
  return nonce;
}

/**
 * Security headers for every reply. Scripts run only from our origin or with the per-reply nonce
 * that the storefront puts on its inline hydration scripts; no page may be framed by another site.
 * The helmet middleware is built once (@fastify/helmet rebuilt it, parsing the policy, per request).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.decorateReply('scriptNonce', {
    getter(this: FastifyReply) {
      return nonceFor(this.raw);
    },
  });
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_request, response) => `'nonce-${nonceFor(response as ServerResponse)}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The nonce above voids 'unsafe-inline' for style attributes, which carry each tenant's theme.
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(options.isProduction ? [] : ['ws:'])],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        // HSTS upgrades real deployments; this directive would break a plain-HTTP demo on a LAN address.
        upgradeInsecureRequests: null,
      },
    },
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined)),
  );
}
