import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * Security headers for every reply. Scripts run only from our origin or with the per-reply nonce
 * that the storefront puts on its inline hydration scripts; no page may be framed by another site.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
        upgradeInsecureRequests: options.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: options.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
}
