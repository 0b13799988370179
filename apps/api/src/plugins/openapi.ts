import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { refuseWithoutToken } from './ops-token.ts';

/**
 * The OpenAPI document is generated from the routes' zod schemas; the UI lives at /api/docs, behind
 * `token` when one is given.
 */
export async function registerOpenApi(app: FastifyInstance, options: { token?: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vitrine API',
        description:
          'White-label shop API. Every tenant-scoped call names its shop with the X-Customer-Id header ' +
          '(or is resolved from the host name). Errors share one envelope: { error: { code, message }, message }.',
        version: '0.1.0',
      },
      components: {
        parameters: {},
      },
    },
    transform: jsonSchemaTransform,
  });
  const { token } = options;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: token
      ? { onRequest: async (request, reply) => refuseWithoutToken(request, reply, token, 'API docs') }
      : {},
  });
}
