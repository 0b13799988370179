import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { paymentResultReplySchema } from '@vitrine/contract/orders';
import {
  paymentCredentialsReplySchema,
  razorpayCheckoutReplySchema,
  razorpayCheckoutResultSchema,
} from '@vitrine/contract/payments';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  applyPaymentResult,
  settleWithGatewayById,
  type PaymentDeps,
} from '../../workflows/confirm-payment.ts';
import { applyRefundResult } from '../../workflows/refund-payment.ts';
import { confirmRazorpayCheckout, razorpayCheckoutOf } from '../../workflows/razorpay-checkout.ts';
import {
  InvalidGatewaySignature,
  merchantTransactionIdOf,
  paymentOrderIdOf,
  type GatewayPaymentStatus,
  type GatewayRefundStatus,
} from './gateways/payment-gateway.ts';
import type { RazorpayWebhook } from './gateways/razorpay.gateway.ts';
import { paymentOfGatewayOrder, type PaymentsService } from './payments.service.ts';
import { refundOf } from './refunds.ts';

/**
 * Settles the refund a Razorpay webhook names (our receipt, decision 0086). A refund we do not know
 * (made in Razorpay's dashboard, or another shop's) is logged and acknowledged, so it is not resent.
 */
async function applyRefundWebhook(db: Db, request: FastifyRequest, result: GatewayRefundStatus) {
  const refundId = paymentOrderIdOf(result.merchantRefundId);
  const refund = refundId && (await refundOf(db, request.customerId, refundId));
  if (!refund) {
    request.log.info({ gatewayRefundId: result.gatewayRefundId }, 'Razorpay refund webhook: not our refund');
    return;
  }
  await applyRefundResult({ db }, refund, result);
}

/** A webhook is a few kilobytes; Razorpay's largest (a refund with its payment) is well under this. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const noSuchPayment = () => new AppError(404, ERROR_CODES.PAYMENT_NOT_FOUND, 'No such payment in this shop.');

/**
 * Settles a payment from a gateway's verified server-to-server message, in the shop the request names:
 * as it says when its signature covers its body, else by asking the gateway's status API.
 */
async function applyGatewayResult(deps: PaymentDeps, request: FastifyRequest, result: GatewayPaymentStatus) {
  const paymentOrderId = paymentOrderIdOf(result.merchantTransactionId);
  if (!paymentOrderId) throw noSuchPayment();
  const gateway = await deps.payments.gatewayFor(request.customerId);
  if (gateway?.callbackSignsBody) await applyPaymentResult(deps, request.customerId, paymentOrderId, result);
  else await settleWithGatewayById(deps, request.customerId, paymentOrderId);
}

/** Settles the attempt started as the Razorpay order a verified webhook names; never from its notes. */
async function applyRazorpayPayment(
  deps: PaymentDeps,
  request: FastifyRequest,
  webhook: Extract<RazorpayWebhook, { kind: 'payment' }>,
) {
  const attempt = await paymentOfGatewayOrder(deps.db, request.customerId, webhook.razorpayOrderId);
  if (!attempt) throw noSuchPayment();
  await applyPaymentResult(deps, request.customerId, attempt.id, {
    ...webhook.status,
    merchantTransactionId: merchantTransactionIdOf(attempt.id),
  });
}

/** A gateway's callback that could not be used: 401 for a signature that does not match, else 400. */
function callbackRefused(request: FastifyRequest, error: unknown) {
  request.log.warn({ err: error }, 'payment callback refused');
  if (error instanceof InvalidGatewaySignature)
    return new AppError(401, ERROR_CODES.PAYMENT_SIGNATURE_INVALID, error.message);
  return new AppError(400, ERROR_CODES.BAD_REQUEST, 'The payment callback could not be read.');
}

const noOnlinePayments = () =>
  new AppError(404, ERROR_CODES.NOT_FOUND, 'This shop takes no online payments.');

/** Where PhonePe v2 posts its webhooks, under /api (set on PhonePe's dashboard; the sandbox posts there). */
export const PHONEPE_WEBHOOK_PATH = '/payment/phonepe/webhook';

export const paymentsRoutes: FastifyPluginAsyncZod<{ db: Db; payments: PaymentsService }> = async (
  app,
  { db, payments },
) => {
  const shopperOf = async (request: FastifyRequest) => ({
    customerId: request.customerId,
    userId: (await request.requireUser()).sub,
  });
  const depsOf = (request: FastifyRequest) => ({ db, payments, log: request.log });

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
    if (!gateway) throw noOnlinePayments();
    let result: GatewayPaymentStatus;
    try {
      result = gateway.parseCallback(request.headers, request.body);
    } catch (error) {
      throw callbackRefused(request, error);
    }
    await applyGatewayResult(depsOf(request), request, result);
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
      config: { guest: true },
      schema: resultSchema(
        'The gateway’s server-to-server result (PhonePe v1: X-VERIFY), verified by its signature',
      ),
    },
    receiveResult,
  );
  app.post(
    PHONEPE_WEBHOOK_PATH,
    {
      config: { guest: true },
      schema: resultSchema(
        'PhonePe v2’s webhook, authorised by SHA256(username:password): a prompt to ask the order status API',
      ),
    },
    receiveResult,
  );

  app.get(
    '/payment/razorpay/checkout/:paymentOrderId',
    {
      schema: {
        tags: ['payments'],
        summary: 'What Razorpay Checkout opens with for the shopper’s own pending payment (no secret)',
        params: z.object({ paymentOrderId: z.string().max(100) }),
        response: { 200: razorpayCheckoutReplySchema },
      },
    },
    async (request) => ({
      data: await razorpayCheckoutOf(
        depsOf(request),
        await shopperOf(request),
        request.params.paymentOrderId,
      ),
    }),
  );

  app.post(
    '/payment/razorpay/checkout',
    {
      schema: {
        tags: ['payments'],
        summary: 'Checkout’s signed result: verified (HMAC of order|payment), then the payment settles',
        body: razorpayCheckoutResultSchema,
        response: { 200: paymentResultReplySchema },
      },
    },
    async (request) => ({
      data: await confirmRazorpayCheckout(depsOf(request), await shopperOf(request), request.body),
    }),
  );

  // Razorpay signs a webhook's exact bytes: this route alone takes its JSON body unparsed (decision 0081).
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    raw.post(
      '/payment/razorpay/webhook',
      {
        config: { guest: true },
        schema: {
          tags: ['payments'],
          summary: 'Razorpay’s webhook, verified on its raw body (X-Razorpay-Signature)',
          response: { 200: z.object({ success: z.literal(true) }) },
        },
      },
      async (request) => {
        const gateway = await payments.razorpayGatewayFor(request.customerId);
        if (!gateway) throw noOnlinePayments();
        if (!Buffer.isBuffer(request.body) || request.body.length === 0)
          throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'The webhook has no body.');
        let webhook: RazorpayWebhook;
        try {
          webhook = gateway.parseWebhook(request.headers, request.body);
        } catch (error) {
          throw callbackRefused(request, error);
        }
        if (webhook.kind === 'payment') await applyRazorpayPayment(depsOf(request), request, webhook);
        if (webhook.kind === 'refund') await applyRefundWebhook(db, request, webhook.refund);
        return { success: true as const };
      },
    );
  });
};
