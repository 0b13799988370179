import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { orderIdParamsSchema } from '@vitrine/contract/orders';
import {
  adminRefundReplySchema,
  adminRefundsReplySchema,
  refundBodySchema,
  shopperRefundsReplySchema,
} from '@vitrine/contract/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  adminRefundsOf,
  applyRefundResult,
  requestRefund,
  shopperRefundsOf,
  toAdminRefund,
} from '../../workflows/refund-payment.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { InvalidGatewaySignature, paymentOrderIdOf } from './gateways/payment-gateway.ts';
import type { PaymentsService } from './payments.service.ts';
import { refundOf } from './refunds.ts';

const REFUND_STATE_OF_PAYMENT_STATE = {
  COMPLETED: 'PROCESSED',
  FAILED: 'FAILED',
  PENDING: 'PENDING',
} as const;

/** Refunds through the shop's gateway: the owner asks, staff and the shopper follow (decision 0085). */
export const refundsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  payments: PaymentsService;
  orders: Pick<OrdersService, 'findOrder'>;
  tenants: Pick<TenantsService, 'publicOriginOf'>;
}> = async (app, deps) => {
  app.post(
    '/admin/orders/:orderId/refunds',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refund all or part of an online payment through the gateway, once per idempotency key',
        params: orderIdParamsSchema,
        body: refundBodySchema,
        response: { 201: adminRefundReplySchema },
      },
    },
    async (request, reply) => {
      const claims = await request.requireAdmin();
      const actor = { customerId: request.customerId, userId: claims.sub };
      const refund = await requestRefund(
        { ...deps, log: request.log },
        actor,
        request.params.orderId,
        request.body,
      );
      return reply.code(201).send({ data: toAdminRefund(refund) });
    },
  );

  app.get(
    '/admin/orders/:orderId/refunds',
    {
      config: { staffMay: true },
      schema: {
        tags: ['admin'],
        summary: 'An order’s refunds, what was paid online and what can still be refunded',
        params: orderIdParamsSchema,
        response: { 200: adminRefundsReplySchema },
      },
    },
    async (request) => {
      await request.requireStaff();
      const order = await deps.orders.findOrder(request.customerId, null, request.params.orderId);
      return { data: await adminRefundsOf(deps.db, order) };
    },
  );

  app.get(
    '/order/:orderId/refunds',
    {
      schema: {
        tags: ['orders'],
        summary: 'The money going or gone back to the signed-in shopper for an order',
        params: orderIdParamsSchema,
        response: { 200: shopperRefundsReplySchema },
      },
    },
    async (request) => {
      const { sub } = await request.requireUser();
      const order = await deps.orders.findOrder(request.customerId, sub, request.params.orderId);
      return { data: await shopperRefundsOf(deps.db, order) };
    },
  );

  app.post(
    '/payment/phonepe/refund-callback',
    {
      config: { guest: true },
      schema: {
        tags: ['payments'],
        summary: 'The gateway’s server-to-server result of a refund, verified by its signature',
        body: z.unknown(),
        response: { 200: z.object({ success: z.literal(true) }) },
      },
    },
    async (request) => {
      const gateway = await deps.payments.gatewayFor(request.customerId);
      if (!gateway) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'This shop takes no online payments.');
      let result;
      try {
        result = gateway.parseCallback(request.headers, request.body);
      } catch (error) {
        request.log.warn({ err: error }, 'refund callback refused');
        if (error instanceof InvalidGatewaySignature) {
          throw new AppError(401, ERROR_CODES.PAYMENT_SIGNATURE_INVALID, error.message);
        }
        throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'The refund callback could not be read.');
      }
      // A refund's id has the shape of a payment attempt's: our row id without dashes.
      const refundId = paymentOrderIdOf(result.merchantTransactionId);
      const refund = refundId && (await refundOf(deps.db, request.customerId, refundId));
      if (!refund) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'No such refund in this shop.');
      // A callback whose signature does not cover its body is only a prompt to ask the gateway.
      const settled = gateway.callbackSignsBody
        ? {
            merchantRefundId: result.merchantTransactionId,
            state: REFUND_STATE_OF_PAYMENT_STATE[result.state],
            amountPaise: result.amountPaise,
            gatewayRefundId: result.gatewayReference,
            code: result.code,
          }
        : await gateway.checkRefund(result.merchantTransactionId);
      await applyRefundResult(deps, refund, settled);
      return { success: true as const };
    },
  );
};
