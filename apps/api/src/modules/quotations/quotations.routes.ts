import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myQuotationsReplySchema,
  quotationAnswerBodySchema,
  quotationDeclineBodySchema,
  quotationListQuerySchema,
  quotationListReplySchema,
  quotationParamsSchema,
  quotationReplySchema,
  shopQuotationReplySchema,
  quotationRequestBodySchema,
  quotationRequestReplySchema,
} from '@vitrine/contract/quotations';
import type { Db } from '../../db/client.ts';
import { spendLimits, type Counters } from '../../lib/counters.ts';
import {
  answerQuotation,
  myQuotations,
  oneQuotation,
  shopQuotation,
  shopQuotations,
} from '../../workflows/quotations.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { QuotationsService } from './quotations.service.ts';

const NOT_OFFERED = 'This shop does not take quotation requests.';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;
/**
 * Each request sends the owner an SMS and an email (decision 0092), paid for by the shop: a shopper
 * asks a few a day, a network a few more an hour, and the shop takes at most 50 a day (SECURITY.md).
 */
export const QUOTATION_LIMITS = { perShopperPerDay: 5, perNetworkPerHour: 20, perShopPerDay: 50 } as const;

export const quotationsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  quotations: QuotationsService;
  tenants: TenantsService;
  counters: Counters;
}> = async (app, { db, quotations, tenants, counters }) => {
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
      const { customerId } = request;
      await tenants.requireFeature(customerId, 'showQuotationRequest', NOT_OFFERED);
      const spendLimit = () =>
        spendLimits(counters, [
          {
            key: `quotation:shopper:${customerId}:${claims.sub}`,
            max: QUOTATION_LIMITS.perShopperPerDay,
            windowSeconds: DAY,
            message: `You have asked for ${QUOTATION_LIMITS.perShopperPerDay} quotations today. Please try again tomorrow.`,
          },
          {
            key: `quotation:network:${customerId}:${request.ip}`,
            max: QUOTATION_LIMITS.perNetworkPerHour,
            windowSeconds: HOUR,
            message: 'Too many quotation requests from this network. Please try again in an hour.',
          },
          {
            key: `quotation:shop:${customerId}`,
            max: QUOTATION_LIMITS.perShopPerDay,
            windowSeconds: DAY,
            message: 'This shop has had many quotation requests today. Please try again tomorrow.',
          },
        ]);
      const quotation = await quotations.request(customerId, claims.sub, request.body, spendLimit);
      return reply.status(201).send({
        data: { quotation },
        message: 'Thank you! We have your request and will send a quotation soon.',
      });
    },
  );

  app.get(
    '/admin/quotations',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: "The shop's quotation requests, newest first (shop staff only)",
        querystring: quotationListQuerySchema,
        response: { 200: quotationListReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      return { data: await shopQuotations(db, quotations, request.customerId, request.query) };
    },
  );

  app.get(
    '/admin/quotations/:quotationId',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary:
          'One of the shop’s quotation requests with its answer and order, and the product’s price and stock now (shop staff only)',
        params: quotationParamsSchema,
        response: { 200: shopQuotationReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      const where = { customerId: request.customerId, quotationId: request.params.quotationId };
      return { data: await shopQuotation(db, where) };
    },
  );

  app.put(
    '/admin/quotations/:quotationId/quote',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'Answer a request with a price: unit price (rupees), quantity, last day, note (shop staff)',
        params: quotationParamsSchema,
        body: quotationAnswerBodySchema,
        response: { 200: quotationReplySchema },
      },
    },
    async (request) => {
      const staff = { customerId: request.customerId, userId: (await request.requireStaff()).sub };
      const answer = { status: 'QUOTED' as const, ...request.body };
      const quotation = await answerQuotation(db, staff, request.params.quotationId, answer);
      return { data: { quotation } };
    },
  );

  app.put(
    '/admin/quotations/:quotationId/declined',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'Decline a request, with a reason for the shopper (shop staff)',
        params: quotationParamsSchema,
        body: quotationDeclineBodySchema,
        response: { 200: quotationReplySchema },
      },
    },
    async (request) => {
      const staff = { customerId: request.customerId, userId: (await request.requireStaff()).sub };
      const answer = { status: 'DECLINED' as const, ...request.body };
      const quotation = await answerQuotation(db, staff, request.params.quotationId, answer);
      return { data: { quotation } };
    },
  );

  app.get(
    '/account/quotations',
    {
      schema: {
        tags: ['quotations'],
        summary: "The signed-in shopper's quotation requests with where each stands, newest first",
        response: { 200: myQuotationsReplySchema },
      },
    },
    async (request) => {
      const claims = await request.requireUser();
      return { data: { quotations: await myQuotations(db, request.customerId, claims.sub) } };
    },
  );

  app.get(
    '/account/quotations/:quotationId',
    {
      schema: {
        tags: ['quotations'],
        summary: "One of the shopper's quotation requests with the shop's answer",
        params: quotationParamsSchema,
        response: { 200: quotationReplySchema },
      },
    },
    async (request) => {
      const claims = await request.requireUser();
      const where = { customerId: request.customerId, quotationId: request.params.quotationId };
      return { data: { quotation: await oneQuotation(db, { ...where, userId: claims.sub }) } };
    },
  );
};
