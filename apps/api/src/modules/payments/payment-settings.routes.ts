import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gatewayKeysSchema,
  paymentSettingsReplySchema,
  paymentSettingsSchema,
} from '@vitrine/contract/admin-settings';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { PaymentsService } from './payments.service.ts';

/** The owner's payment settings: cash on delivery, the minimum order and the gateway's keys. */
export const paymentSettingsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  tenants: TenantsService;
}> = async (app, { payments, tenants }) => {
  const settingsOf = async (customerId: string) => ({
    ...(await tenants.paymentSettingsOf(customerId)),
    gateway: await payments.gatewayKeysOf(customerId),
  });

  app.get(
    '/admin/settings/payments',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Cash on delivery, the minimum order and the gateway's keys (secrets: last 4 characters only)",
        response: { 200: paymentSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await settingsOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/payments',
    {
      schema: {
        tags: ['admin'],
        summary: 'The owner turns cash on delivery on or off and sets the minimum order (rupees; null: none)',
        body: paymentSettingsSchema,
        response: { 200: paymentSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await tenants.changePaymentSettings(request.customerId, request.body);
      return { data: await settingsOf(request.customerId) };
    },
  );

  app.put(
    '/admin/settings/payments/gateway',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The owner enters the online gateway's keys: stored encrypted, never shown again (last 4 characters only)",
        body: gatewayKeysSchema,
        response: { 200: paymentSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await payments.saveGatewayKeys(request.customerId, request.body);
      await tenants.markSetupStep(request.customerId, 'paymentsSetUp');
      return { data: await settingsOf(request.customerId) };
    },
  );
};
