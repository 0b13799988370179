import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailsReplySchema,
  uiFeaturesChangeSchema,
  uiFeaturesReplySchema,
} from '@vitrine/contract/customer';
import { storefrontContentChangeSchema, storefrontContentReplySchema } from '@vitrine/contract/admin-content';
import { customerNotFound } from '../../lib/app-error.ts';
import type { TenantsService } from './tenants.service.ts';

export const tenantsRoutes: FastifyPluginAsyncZod<{ tenants: TenantsService }> = async (app, { tenants }) => {
  app.get(
    '/customer/details',
    {
      schema: {
        tags: ['customer'],
        summary: "The tenant's storefront config: brand, theme, switches, contacts, carousel",
        response: { 200: customerDetailsReplySchema },
      },
    },
    async (request) => {
      const config = await tenants.getCustomerConfig(request.customerId);
      if (!config) throw customerNotFound(`no customer has the id "${request.customerId}"`);
      return { data: config };
    },
  );

  app.patch(
    '/admin/customer/ui-features',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The shop owner turns UI feature switches on or off (SPEC §3); shoppers see it on their next page',
        body: uiFeaturesChangeSchema,
        response: { 200: uiFeaturesReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: { uiFeatures: await tenants.changeUiFeatures(request.customerId, request.body) } };
    },
  );
  app.get(
    '/admin/content/storefront',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The owner's banners (all, with their schedules), contacts, social and app links, certificates",
        response: { 200: storefrontContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.storefrontContentOf(request.customerId) };
    },
  );

  app.patch(
    '/admin/content/storefront',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The owner replaces the named parts (banners, contacts, links, certificates); shoppers see it at once',
        body: storefrontContentChangeSchema,
        response: { 200: storefrontContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeStorefrontContent(request.customerId, request.body) };
    },
  );
};
