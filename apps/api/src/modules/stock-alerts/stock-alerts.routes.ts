import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stockAlertBodySchema, stockAlertsReplySchema } from '@vitrine/contract/stock-alerts';
import { waitForStock, type StockAlertDeps } from '../../workflows/stock-alerts.ts';

export const stockAlertsRoutes: FastifyPluginAsyncZod<StockAlertDeps> = async (app, deps) => {
  const shopperOf = async (request: FastifyRequest) => ({
    customerId: request.customerId,
    userId: (await request.requireUser()).sub,
  });
  const waitingOf = async ({ customerId, userId }: { customerId: string; userId: string }) => ({
    data: { waiting: await deps.stockAlerts.waitingLinesOf(customerId, userId) },
  });

  app.get(
    '/stock-alerts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The products and variants the shopper asked to hear about when back in stock',
        response: { 200: stockAlertsReplySchema },
      },
    },
    async (request) => waitingOf(await shopperOf(request)),
  );

  app.post(
    '/stock-alerts',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Notify me when back in stock: an SMS once this out-of-stock item is back',
        body: stockAlertBodySchema,
        response: { 200: stockAlertsReplySchema },
      },
    },
    async (request) => {
      const shopper = await shopperOf(request);
      const { productId, productVariantId } = request.body;
      await waitForStock(deps, shopper, { productId, variantId: productVariantId || null });
      return waitingOf(shopper);
    },
  );
};
