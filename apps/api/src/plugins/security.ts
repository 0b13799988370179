import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

declare module 'fastify' {
  interface FastifyReply {
    /** Nonce for this reply's inline scripts, allowed by its Content-Security-Policy. */
    scriptNonce: string;
  }
}

const scriptNonces = new WeakMap<ServerResponse, string>();

/**
 * Security headers for every reply. Scripts run only from our origin or with the per-reply nonce
 * that the storefront puts on its inline hydration scripts; no page may be framed by another site.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  app.decorateReply('scriptNonce', '');
  app.addHook('onRequest', async (_request, reply) => {
    reply.scriptNonce = randomBytes(16).toString('base64');
    scriptNonces.set(reply.raw, reply.scriptNonce);
  });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${scriptNonces.get(res as ServerResponse) ?? ''}'`],
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
}
