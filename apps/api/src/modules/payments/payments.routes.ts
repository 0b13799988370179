import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { paymentCredentialsReplySchema } from '@vitrine/contract/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyPaymentResult } from '../../workflows/confirm-payment.ts';
import {
  InvalidGatewaySignature,
  paymentOrderIdOf,
  type GatewayPaymentStatus,
} from './gateways/payment-gateway.ts';
import type { PaymentsService } from './payments.service.ts';

/** Where PhonePe v2 posts its webhooks, under /api (set on PhonePe's dashboard; the sandbox posts there). */
export const PHONEPE_WEBHOOK_PATH = '/payment/phonepe/webhook';

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentsService }> = async (
  app,
  { db, payments },
) => {
  app.get(
    '/payment/credentials',
    {
      schema: {
        tags: ['payments'],
        summary: 'How this shop takes payment (never any secret)',
        response: { 200: paymentCredentialsReplySchema },
      },
    },
    async (request) => ({ data: await payments.credentialsOf(request.customerId) }),
  );

  /** Applies a gateway's server-to-server result once its signature or authorisation checks out. */
  const receiveResult = async (request: FastifyRequest) => {
    const gateway = await payments.gatewayFor(request.customerId);
    if (!gateway) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'This shop takes no online payments.');
    let result: GatewayPaymentStatus;
    try {
      result = gateway.parseCallback(request.headers, request.body);
    } catch (error) {
      request.log.warn({ err: error }, 'payment callback refused');
      if (error instanceof InvalidGatewaySignature) {
        throw new AppError(401, ERROR_CODES.PAYMENT_SIGNATURE_INVALID, error.message);
      }
      throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'The payment callback could not be read.');
    }
    const paymentOrderId = paymentOrderIdOf(result.merchantTransactionId);
    if (!paymentOrderId)
      throw new AppError(404, ERROR_CODES.PAYMENT_NOT_FOUND, 'No such payment in this shop.');
    await applyPaymentResult({ db, log: request.log }, request.customerId, paymentOrderId, result);
    return { success: true as const };
  };
  const resultSchema = (summary: string) => ({
    tags: ['payments'],
    summary,
    body: z.unknown(),
    response: { 200: z.object({ success: z.literal(true) }) },
  });

  app.post(
    '/payment/phonepe/callback',
    {
      schema: resultSchema(
        'The gateway’s server-to-server result (PhonePe v1: X-VERIFY), verified by its signature',
      ),
    },
    receiveResult,
  );
  app.post(
    PHONEPE_WEBHOOK_PATH,
    { schema: resultSchema('PhonePe v2’s webhook, authorised by SHA256(username:password)') },
    receiveResult,
  );
};
