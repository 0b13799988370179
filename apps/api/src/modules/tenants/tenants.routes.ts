import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerDetailsReplySchema,
  uiFeaturesChangeSchema,
  uiFeaturesReplySchema,
} from '@vitrine/contract/customer';
import {
  brandSettingsReplySchema,
  brandSettingsSchema,
  deliverySettingsReplySchema,
  deliverySettingsSchema,
} from '@vitrine/contract/admin-settings';
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
    '/admin/settings/brand',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's colours, font and business mode",
        response: { 200: brandSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.brandOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/brand',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The owner sets colours, font and business mode; a text colour under WCAG AA contrast (4.5:1) on its background is refused',
        body: brandSettingsSchema,
        response: { 200: brandSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeBrand(request.customerId, request.body) };
    },
  );

  app.get(
    '/admin/settings/delivery',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delivery charge rules: flat charge, free from an amount, dispatch days, store pickup',
        response: { 200: deliverySettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.deliverySettingsOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/delivery',
    {
      schema: {
        tags: ['admin'],
        summary: 'The owner sets the delivery charge rules; checkout prices the next order with them',
        body: deliverySettingsSchema,
        response: { 200: deliverySettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await tenants.changeDeliverySettings(request.customerId, request.body) };
    },
  );
};
