import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addHostBodySchema,
  newTenantSchema,
  tenantDetailReplySchema,
  tenantHostParamsSchema,
  tenantListReplySchema,
  tenantParamsSchema,
  tenantReplySchema,
} from '@vitrine/contract/tenants';
import {
  addTenantHost,
  createTenant,
  removeTenantHost,
  tenantDetail,
  type TenantSetupDeps,
} from '../../workflows/tenant-setup.ts';
import { listTenants } from './tenant-registry.ts';

/** The platform operator's console API: only on the operator's host, only for its operators. */
export const operatorRoutes: FastifyPluginAsyncZod<{ setup: TenantSetupDeps }> = async (app, { setup }) => {
  const { db } = setup;
  // Before the body is read: a shop's host learns nothing of these routes, not even their validation.
  app.addHook('onRequest', async (request) => {
    await request.requireOperator();
  });
  const tags = ['operator'];

  app.get(
    '/operator/tenants',
    { schema: { tags, summary: 'Every shop with its host names', response: { 200: tenantListReplySchema } } },
    async () => ({ data: { tenants: await listTenants(db) } }),
  );

  app.get(
    '/operator/tenants/:customerId',
    {
      schema: {
        tags,
        summary: 'One shop with its host names, and the welcome message its owner was sent',
        params: tenantParamsSchema,
        response: { 200: tenantDetailReplySchema },
      },
    },
    async (request) => ({ data: await tenantDetail(db, request.params.customerId) }),
  );

  app.post(
    '/operator/tenants',
    {
      schema: {
        tags,
        summary: 'A new shop: its row, host names, starter theme and owner (ADMIN), in one transaction',
        body: newTenantSchema,
        response: { 201: tenantReplySchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return { data: { tenant: await createTenant(setup, request.body) } };
    },
  );

  app.post(
    '/operator/tenants/:customerId/hosts',
    {
      schema: {
        tags,
        summary: 'Another host name for a shop; one taken by any shop is refused',
        params: tenantParamsSchema,
        body: addHostBodySchema,
        response: { 200: tenantReplySchema },
      },
    },
    async (request) => ({
      data: { tenant: await addTenantHost(setup, request.params.customerId, request.body.host) },
    }),
  );

  app.delete(
    '/operator/tenants/:customerId/hosts/:host',
    {
      schema: {
        tags,
        summary: 'A host name the shop stops answering on',
        params: tenantHostParamsSchema,
        response: { 200: tenantReplySchema },
      },
    },
    async (request) => ({
      data: { tenant: await removeTenantHost(setup, request.params.customerId, request.params.host) },
    }),
  );
};
