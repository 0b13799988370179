import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  quotationListQuerySchema,
  quotationListReplySchema,
  quotationRequestBodySchema,
  quotationRequestReplySchema,
} from '@vitrine/contract/quotations';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { QuotationsService } from './quotations.service.ts';

const NOT_OFFERED = 'This shop does not take quotation requests.';

export const quotationsRoutes: FastifyPluginAsyncZod<{
  quotations: QuotationsService;
  tenants: TenantsService;
}> = async (app, { quotations, tenants }) => {
  app.post(
    '/quotation',
    {
      schema: {
        tags: ['quotations'],
        summary: 'A signed-in shopper asks for a quotation for a product (when the shop takes them)',
        body: quotationRequestBodySchema,
        response: { 201: quotationRequestReplySchema },
      },
    },
    async (request, reply) => {
      const claims = await request.requireUser();
      await tenants.requireFeature(request.customerId, 'showQuotationRequest', NOT_OFFERED);
      const quotation = await quotations.request(request.customerId, claims.sub, request.body);
      return reply.status(201).send({
        data: { quotation },
        message: 'Thank you! We have your request and will send a quotation soon.',
      });
    },
  );

  app.get(
    '/admin/quotations',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's quotation requests, newest first (shop staff only)",
        querystring: quotationListQuerySchema,
        response: { 200: quotationListReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      const { page, pageSize } = request.query;
      return { data: await quotations.list(request.customerId, page, pageSize) };
    },
  );
};
