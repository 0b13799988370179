import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  couponBodySchema,
  couponListReplySchema,
  couponParamsSchema,
  couponPauseBodySchema,
  couponReplySchema,
} from '@vitrine/contract/coupons';
import { couponView, listCoupons, type CouponConsoleDeps } from '../../workflows/coupons.ts';

/** The owner's coupons (decision 0094): ADMIN only, each shop its own. */
export const couponsRoutes: FastifyPluginAsyncZod<CouponConsoleDeps> = async (app, deps) => {
  app.get(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: "The shop's coupons, with how many orders used each",
        response: { 200: couponListReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: { result: await listCoupons(deps, request.customerId) } };
    },
  );

  app.post(
    '/admin/coupons',
    {
      schema: {
        tags: ['admin'],
        summary: 'A new coupon: percentage or flat, minimum order, first order only, uses per shopper, dates',
        body: couponBodySchema,
        response: { 201: couponReplySchema },
      },
    },
    async (request, reply) => {
      await request.requireAdmin();
      const row = await deps.coupons.create(request.customerId, request.body);
      return reply.code(201).send({ data: await couponView(deps, row) });
    },
  );

  app.put(
    '/admin/coupons/:couponId',
    {
      schema: {
        tags: ['admin'],
        summary: "Change a coupon's code or rules; orders already placed keep what it took off",
        params: couponParamsSchema,
        body: couponBodySchema,
        response: { 200: couponReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const row = await deps.coupons.update(request.customerId, request.params.couponId, request.body);
      return { data: await couponView(deps, row) };
    },
  );

  app.put(
    '/admin/coupons/:couponId/paused',
    {
      schema: {
        tags: ['admin'],
        summary: 'Pause a coupon (shoppers can no longer use it) or resume it',
        params: couponParamsSchema,
        body: couponPauseBodySchema,
        response: { 200: couponReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const row = await deps.coupons.setPaused(
        request.customerId,
        request.params.couponId,
        request.body.paused,
      );
      return { data: await couponView(deps, row) };
    },
  );
};
