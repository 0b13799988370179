import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { constantTimeEqual } from '../gateways/gateway-http.ts';
import { SANDBOX_CHECKOUT_SCRIPT } from './razorpay-checkout-script.ts';
import { postJson } from './sandbox-gateway.routes.ts';

export interface RazorpaySandboxMerchant {
  keySecret: string;
  webhookSecret: string;
  /** The shop's registered origin: webhooks go to its /api/payment/razorpay/webhook, nowhere else. */
  shopOrigin: string;
}

export interface RazorpaySandboxOptions {
  /** The merchant a key id belongs to, or null for a key the sandbox does not know. */
  merchants: (keyId: string) => Promise<RazorpaySandboxMerchant | null>;
}

/** Where the fake Checkout script is served, under the sandbox's prefix. */
export const SANDBOX_CHECKOUT_SCRIPT_PATH = '/v1/checkout.js';
export const RAZORPAY_WEBHOOK_PATH = '/api/payment/razorpay/webhook';

interface SandboxPayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: 'INR';
  status: 'captured' | 'failed';
  order_id: string;
  method: 'upi';
  notes: Record<string, string>;
  error_code: string | null;
  error_description: string | null;
  created_at: number;
}

/** A refund: `pending` when made, `processed` once a listing has shown it (as a real one settles later). */
interface SandboxRefund {
  keyId: string;
  idempotencyKey: string | null;
  listed: boolean;
  id: string;
  entity: 'refund';
  amount: number;
  currency: 'INR';
  payment_id: string;
  receipt: string | null;
  notes: Record<string, string>;
  speed_requested: 'normal';
  created_at: number;
}

interface SandboxOrder {
  keyId: string;
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: 'INR';
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
  payments: SandboxPayment[];
}

const ORDER_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_ORDERS = 10_000;

const notesSchema = z.record(z.string(), z.string()).default({});
const createOrderSchema = z.object({
  amount: z.number().int().min(100),
  currency: z.literal('INR'),
  receipt: z.string().max(40).optional(),
  notes: notesSchema,
});
const createRefundSchema = z.object({
  amount: z.number().int().min(100),
  speed: z.literal('normal').default('normal'),
  receipt: z.string().max(40).optional(),
  notes: notesSchema,
});
const REFUNDS_PAGE_MAX = 100;
const checkoutSchema = z.object({ key_id: z.string(), order_id: z.string(), notes: notesSchema });

const newId = (prefix: string) => `${prefix}_${randomBytes(10).toString('base64url').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** Razorpay's error answer: {"error": {"code", "description", …}}. */
function razorpayError(reply: FastifyReply, status: number, description: string, metadata = {}) {
  return reply.code(status).send({
    error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA', metadata },
  });
}

function basicAuthOf(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { keyId: decoded.slice(0, colon), keySecret: decoded.slice(colon + 1) };
}

const publicOrder = ({ keyId: _keyId, payments: _payments, ...order }: SandboxOrder) => order;
const publicRefund = ({ keyId: _keyId, idempotencyKey: _key, listed, ...refund }: SandboxRefund) => ({
  ...refund,
  status: listed ? 'processed' : 'pending',
});

/**
 * A payment gateway speaking Razorpay's protocol, beside the PhonePe one (mount it with the same prefix
 * /sandbox-gateway): the Orders API with Basic auth, an order's payments, refunds (pending until a
 * listing has shown them, then processed), a stand-in Checkout script and
 * webhooks signed with the merchant's webhook secret, posted to the shop's registered origin. Orders
 * live in memory for a day.
 */
export const razorpaySandboxRoutes: FastifyPluginAsync<RazorpaySandboxOptions> = async (app, options) => {
  const orders = new LRUCache<string, SandboxOrder>({ max: MAX_ORDERS, ttl: ORDER_LIFETIME_MS });
  const refunds = new LRUCache<string, SandboxRefund>({ max: MAX_ORDERS, ttl: ORDER_LIFETIME_MS });
  const capturedPayment = (keyId: string, paymentId: string) =>
    [...orders.values()]
      .filter((order) => order.keyId === keyId)
      .flatMap((order) => order.payments)
      .find((payment) => payment.id === paymentId && payment.status === 'captured');
  const refundsOf = (keyId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.keyId === keyId)
      .sort((a, b) => b.created_at - a.created_at);

  /** The merchant whose key id and secret the request's Basic auth carries, or null after a 401. */
  async function authenticated(request: FastifyRequest, reply: FastifyReply) {
    const credentials = basicAuthOf(request);
    const merchant = credentials && (await options.merchants(credentials.keyId));
    if (!credentials || !merchant || !constantTimeEqual(credentials.keySecret, merchant.keySecret)) {
      await razorpayError(reply, 401, 'Authentication failed');
      return null;
    }
    return { keyId: credentials.keyId, merchant };
  }

  app.post('/v1/orders', { schema: { hide: true } }, async (request, reply) => {
    const auth = await authenticated(request, reply);
    if (!auth) return reply;
    const parsed = createOrderSchema.safeParse(request.body);
    if (!parsed.success) return razorpayError(reply, 400, parsed.error.issues[0]!.message);
    const { amount, receipt, notes } = parsed.data;
    const order: SandboxOrder = {
      keyId: auth.keyId,
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: receipt ?? null,
      status: 'created',
      attempts: 0,
      notes,
      created_at: now(),
      payments: [],
    };
    orders.set(order.id, order);
    return publicOrder(order);
  });

  app.get<{ Querystring: { receipt?: string } }>(
    '/v1/orders',
    { schema: { hide: true } },
    async (request, reply) => {
      const auth = await authenticated(request, reply);
      if (!auth) return reply;
      const { receipt } = request.query;
      const items = [...orders.values()]
        .filter((order) => order.keyId === auth.keyId && (receipt === undefined || order.receipt === receipt))
        .map(publicOrder);
      return { entity: 'collection', count: items.length, items };
    },
  );

  app.get<{ Params: { orderId: string } }>(
    '/v1/orders/:orderId/payments',
    { schema: { hide: true } },
    async (request, reply) => {
      const auth = await authenticated(request, reply);
      if (!auth) return reply;
      const order = orders.get(request.params.orderId);
      if (!order || order.keyId !== auth.keyId)
        return razorpayError(reply, 400, 'The id provided does not exist');
      return { entity: 'collection', count: order.payments.length, items: order.payments };
    },
  );

  // A normal-speed refund of a captured payment, at most what is left of it; the same
  // X-Refund-Idempotency key answers the refund it made the first time.
  app.post<{ Params: { paymentId: string } }>(
    '/v1/payments/:paymentId/refund',
    { schema: { hide: true } },
    async (request, reply) => {
      const auth = await authenticated(request, reply);
      if (!auth) return reply;
      const idempotencyKey = request.headers['x-refund-idempotency'];
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : null;
      const repeated = key && refundsOf(auth.keyId).find((refund) => refund.idempotencyKey === key);
      if (repeated) return publicRefund(repeated);
      const parsed = createRefundSchema.safeParse(request.body);
      if (!parsed.success) return razorpayError(reply, 400, parsed.error.issues[0]!.message);
      const payment = capturedPayment(auth.keyId, request.params.paymentId);
      if (!payment) return razorpayError(reply, 400, 'The id provided does not exist');
      const refunded = refundsOf(auth.keyId)
        .filter((refund) => refund.payment_id === payment.id)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (refunded + parsed.data.amount > payment.amount)
        return razorpayError(reply, 400, 'The refund amount provided is greater than amount captured');
      const refund: SandboxRefund = {
        keyId: auth.keyId,
        idempotencyKey: key,
        listed: false,
        id: newId('rfnd'),
        entity: 'refund',
        amount: parsed.data.amount,
        currency: 'INR',
        payment_id: payment.id,
        receipt: parsed.data.receipt ?? null,
        notes: parsed.data.notes,
        speed_requested: 'normal',
        created_at: now(),
      };
      refunds.set(refund.id, refund);
      return publicRefund(refund);
    },
  );

  app.get<{ Querystring: { count?: string; skip?: string } }>(
    '/v1/refunds',
    { schema: { hide: true } },
    async (request, reply) => {
      const auth = await authenticated(request, reply);
      if (!auth) return reply;
      const count = Math.min(Number(request.query.count ?? 10) || 10, REFUNDS_PAGE_MAX);
      const skip = Math.max(Number(request.query.skip ?? 0) || 0, 0);
      const page = refundsOf(auth.keyId).slice(skip, skip + count);
      const items = page.map(publicRefund);
      for (const refund of page) refund.listed = true;
      return { entity: 'collection', count: items.length, items };
    },
  );

  app.get(SANDBOX_CHECKOUT_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_CHECKOUT_SCRIPT),
  );

  async function sendWebhook(
    merchant: RazorpaySandboxMerchant,
    event: string,
    order: SandboxOrder,
    payment: SandboxPayment,
    log: FastifyBaseLogger,
  ) {
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: now(),
    });
    const url = new URL(RAZORPAY_WEBHOOK_PATH, merchant.shopOrigin);
    try {
      const status = await postJson(url, body, {
        'x-razorpay-signature': hmacHex(merchant.webhookSecret, body),
        'x-razorpay-event-id': newId('evt'),
      });
      if (status >= 300) log.warn({ status, event, orderId: order.id }, 'sandbox Razorpay: webhook refused');
    } catch (error) {
      // The merchant still learns the outcome from the order's payments.
      log.warn({ err: error, event, orderId: order.id }, 'sandbox Razorpay: webhook failed');
    }
  }

  // Checkout's own calls from the shopper's browser: the key id (public) names the merchant.
  app.post<{ Params: { outcome: string } }>(
    '/v1/checkout/:outcome',
    { schema: { hide: true } },
    async (request, reply) => {
      const { outcome } = request.params;
      const parsed = checkoutSchema.safeParse(request.body);
      if ((outcome !== 'pay' && outcome !== 'fail') || !parsed.success)
        return razorpayError(reply, 400, 'Not a checkout request');
      const { key_id: keyId, order_id: orderId, notes } = parsed.data;
      const order = orders.get(orderId);
      const merchant = await options.merchants(keyId);
      if (!order || order.keyId !== keyId || !merchant)
        return razorpayError(reply, 400, 'The id provided does not exist');
      if (order.status === 'paid') return razorpayError(reply, 400, 'This order is already paid');
      const payment: SandboxPayment = {
        id: newId('pay'),
        entity: 'payment',
        amount: order.amount,
        currency: 'INR',
        status: outcome === 'pay' ? 'captured' : 'failed',
        order_id: order.id,
        method: 'upi',
        notes: { ...order.notes, ...notes },
        error_code: outcome === 'pay' ? null : 'BAD_REQUEST_ERROR',
        error_description: outcome === 'pay' ? null : 'Payment failed.',
        created_at: now(),
      };
      order.payments.push(payment);
      order.attempts += 1;
      if (outcome === 'fail') {
        order.status = 'attempted';
        await sendWebhook(merchant, 'payment.failed', order, payment, request.log);
        return razorpayError(reply, 400, 'Payment failed.', { order_id: order.id, payment_id: payment.id });
      }
      Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
      await sendWebhook(merchant, 'payment.captured', order, payment, request.log);
      return {
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: hmacHex(merchant.keySecret, `${order.id}|${payment.id}`),
      };
    },
  );
};
