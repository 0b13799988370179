import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createRedis } from './lib/redis.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerHealthChecks } from './plugins/health.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStorefront } from './plugins/storefront.ts';
import { resolveTenantOnEveryRequest } from './plugins/tenant.ts';
import { createCmsService } from './modules/cms/cms.service.ts';
import { cmsRoutes } from './modules/cms/cms.routes.ts';
import { createTenantsService } from './modules/tenants/tenants.service.ts';
import { tenantsRoutes } from './modules/tenants/tenants.routes.ts';

const REQUEST_ID_PATTERN = /^[\w.-]{1,64}$/;
const mediaRoot = fileURLToPath(new URL('../media', import.meta.url));

export interface AppDeps {
  database: Database;
}

/** The whole server, not yet listening: plugins first, then the API modules, then the storefront. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, { isProduction: config.isProduction });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await registerOpenApi(app);
  registerHealthChecks(app, { database: deps.database, redis });

  const tenants = createTenantsService(deps.database.db, { defaultCustomerId: config.defaultCustomerId });
  const cms = createCmsService(deps.database.db);

  await app.register(
    async (api) => {
      resolveTenantOnEveryRequest(api, tenants);
      await api.register(tenantsRoutes, { tenants });
      await api.register(cmsRoutes, { cms });
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: mediaRoot,
    prefix: '/media/',
    maxAge: '1d',
    decorateReply: false,
  });

  if (config.storefront !== 'off') await registerStorefront(app, config.storefront);
  return app;
}
