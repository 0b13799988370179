import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; the UI lives at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
