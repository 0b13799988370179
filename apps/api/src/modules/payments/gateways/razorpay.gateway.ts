import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_OUTBOUND_TIMEOUT_MS,
  type OutboundReply,
  parseJson,
  requestOutside,
} from '../../../lib/outbound-request.ts';
import { constantTimeEqual, headerValue } from './gateway-http.ts';
import {
  type GatewayPaymentStatus,
  type GatewayRefundStatus,
  InvalidGatewaySignature,
  type PaymentGateway,
} from './payment-gateway.ts';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** https://api.razorpay.com */
  baseUrl: string;
  /**
   * Our page that opens Razorpay's hosted checkout. That checkout is entered by a form POST carrying the
   * key id and the order id, not by a link, so the shopper's browser goes to this page first; it gets
   * `order_id`, `merchant_transaction_id` and `callback_url` in its query. Resolved against the request's
   * redirectUrl, so by default it is /payment/razorpay/checkout on the shop's own origin.
   */
  checkoutPageUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RazorpayGateway extends PaymentGateway {
  /** The signature Checkout hands the browser after a payment: HMAC-SHA256(order_id|payment_id, key secret). */
  verifyCheckoutSignature(checkout: { orderId: string; paymentId: string; signature: string }): boolean;
  /** The X-Razorpay-Signature of a webhook: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhookSignature(rawBody: string, signature: string | undefined): boolean;
  /**
   * Verifies a webhook's signature over its raw body (`InvalidGatewaySignature` otherwise) and decodes
   * it: a payment's result, a refund's, or another event we only acknowledge.
   */
  parseWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string | Buffer,
  ): RazorpayWebhook;
}

/**
 * A payment event names the Razorpay order paid (`razorpayOrderId`, Razorpay's own word): that alone
 * says which attempt it settles. The payment's notes are never read: Checkout lets the shopper's browser
 * write them.
 */
export type RazorpayWebhook =
  | {
      kind: 'payment';
      event: string;
      razorpayOrderId: string;
      status: Omit<GatewayPaymentStatus, 'merchantTransactionId'>;
    }
  | { kind: 'refund'; event: string; refund: GatewayRefundStatus }
  | { kind: 'other'; event: string };

const DEFAULT_CHECKOUT_PAGE = '/payment/razorpay/checkout';

interface JsonRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

const orderSchema = z.object({ id: z.string(), amount: z.number().int() });
const ordersSchema = z.object({ items: z.array(orderSchema) });
const paymentSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  created_at: z.number(),
});
const paymentsSchema = z.object({ items: z.array(paymentSchema) });
type RazorpayPayment = z.infer<typeof paymentSchema>;

const refundSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  status: z.string(),
  receipt: z.string().nullish(),
});
const refundsSchema = z.object({ items: z.array(refundSchema) });
/** Razorpay lists refunds newest first, at most this many a page. */
const REFUNDS_PAGE = 100;
/** Refunds followed up are recent: older pages are not searched. */
const REFUND_PAGES_SEARCHED = 5;

const toRefundStatus = (
  merchantRefundId: string,
  refund: z.infer<typeof refundSchema>,
): GatewayRefundStatus => ({
  merchantRefundId,
  state: REFUND_STATES[refund.status] ?? 'PENDING',
  amountPaise: refund.amount,
  gatewayRefundId: refund.id,
  code: refund.status,
});

const refusedRefund = (merchantRefundId: string, code: string): GatewayRefundStatus => ({
  merchantRefundId,
  state: 'FAILED',
  amountPaise: 0,
  gatewayRefundId: null,
  code,
});

// Razorpay sends empty notes as [] and filled ones as an object.
const notesSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional();
const notesOf = (notes: z.infer<typeof notesSchema>) => (Array.isArray(notes) ? {} : (notes ?? {}));

const eventSchema = z.object({ event: z.string() });
const paymentWebhookSchema = z.object({
  payload: z.object({
    payment: z.object({
      entity: z.object({
        id: z.string(),
        amount: z.number().int(),
        status: z.string(),
        order_id: z.string().min(1),
      }),
    }),
  }),
});
const refundWebhookSchema = z.object({
  payload: z.object({
    refund: z.object({
      entity: z.object({
        id: z.string(),
        amount: z.number().int(),
        status: z.string(),
        receipt: z.string().nullable().optional(),
        notes: notesSchema,
      }),
    }),
  }),
});

const WEBHOOK_STATES: Record<string, GatewayPaymentStatus['state']> = {
  'payment.captured': 'COMPLETED',
  'order.paid': 'COMPLETED',
  'payment.failed': 'FAILED',
  'payment.authorized': 'PENDING',
};
const REFUND_EVENTS = new Set(['refund.created', 'refund.processed', 'refund.failed']);
const REFUND_STATES: Record<string, GatewayRefundStatus['state']> = {
  processed: 'PROCESSED',
  failed: 'FAILED',
};

/** "CODE: description" from Razorpay's error answer, or the HTTP status. */
function describeReply(reply: OutboundReply) {
  const { error } = (reply.body ?? {}) as { error?: { code?: unknown; description?: unknown } };
  const what = typeof error?.code === 'string' ? error.code : `HTTP ${reply.status}`;
  return typeof error?.description === 'string' ? `${what}: ${error.description}` : what;
}

/** A captured payment settles the order; otherwise the latest attempt tells (Checkout lets shoppers retry). */
function statusOfOrder(
  merchantTransactionId: string,
  order: z.infer<typeof orderSchema>,
  payments: RazorpayPayment[],
): GatewayPaymentStatus {
  const decisive =
    payments.find((payment) => payment.status === 'captured') ??
    payments.toSorted((a, b) => b.created_at - a.created_at)[0];
  if (!decisive) {
    return {
      merchantTransactionId,
      state: 'PENDING',
      amountPaise: order.amount,
      gatewayReference: null,
      code: 'created',
    };
  }
  return {
    merchantTransactionId,
    state: decisive.status === 'captured' ? 'COMPLETED' : decisive.status === 'failed' ? 'FAILED' : 'PENDING',
    amountPaise: decisive.amount,
    gatewayReference: decisive.id,
    code: decisive.status,
  };
}

function paymentEventOf(event: string, body: unknown) {
  const payment = paymentWebhookSchema.parse(body).payload.payment.entity;
  return {
    kind: 'payment' as const,
    event,
    razorpayOrderId: payment.order_id,
    status: {
      state: WEBHOOK_STATES[event]!,
      amountPaise: payment.amount,
      gatewayReference: payment.id,
      code: payment.status,
    },
  };
}

/** Our refund's id is the receipt we gave Razorpay (or its note merchant_refund_id). */
function refundStatusOf(body: unknown): GatewayRefundStatus {
  const refund = refundWebhookSchema.parse(body).payload.refund.entity;
  const merchantRefundId = refund.receipt ?? notesOf(refund.notes).merchant_refund_id;
  if (typeof merchantRefundId !== 'string') {
    throw new Error(
      'The Razorpay refund webhook does not name our refund (no receipt, no merchant_refund_id).',
    );
  }
  return {
    merchantRefundId,
    state: REFUND_STATES[refund.status] ?? 'PENDING',
    amountPaise: refund.amount,
    gatewayRefundId: refund.id,
    code: refund.status,
  };
}

function rawBodyOf(body: unknown): string {
  if (typeof body === 'string') return body;
  if (Buffer.isBuffer(body)) return body.toString('utf8');
  throw new TypeError('Razorpay webhooks are signed over the raw body: pass it as a string or a Buffer.');
}

/**
 * Razorpay Orders API with hosted Checkout. Our merchantTransactionId is the order's receipt, set by this
 * server when it makes the order (that is how checkStatus finds it). A webhook or Checkout result names
 * the Razorpay order, which the caller matches to the attempt it started. Razorpay posts webhooks to the
 * URL set in its dashboard, so the request's callbackUrl is not sent.
 */
export function createRazorpayGateway(config: RazorpayConfig): RazorpayGateway {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  const send = (path: string, init: JsonRequest = {}) =>
    requestOutside('Razorpay', config.fetch ?? fetch, baseUrl + path, {
      ...init,
      headers: { authorization, ...init.headers },
      timeoutMs: config.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS,
    });
  const request = async <T>(what: string, schema: z.ZodType<T>, path: string, init: JsonRequest = {}) => {
    const reply = await send(path, init);
    const parsed = schema.safeParse(reply.body);
    if (!reply.ok || !parsed.success) throw new Error(`Razorpay did not ${what}: ${describeReply(reply)}`);
    return parsed.data;
  };

  const verifyWebhookSignature = (rawBody: string, signature: string | undefined) =>
    signature !== undefined && constantTimeEqual(signature, hmacHex(config.webhookSecret, rawBody));

  function parseWebhook(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string | Buffer,
  ): RazorpayWebhook {
    const text = rawBodyOf(rawBody);
    if (!verifyWebhookSignature(text, headerValue(headers, 'x-razorpay-signature'))) {
      throw new InvalidGatewaySignature();
    }
    const body = parseJson(text);
    const { event } = eventSchema.parse(body);
    if (Object.hasOwn(WEBHOOK_STATES, event)) return paymentEventOf(event, body);
    if (REFUND_EVENTS.has(event)) return { kind: 'refund', event, refund: refundStatusOf(body) };
    return { kind: 'other', event };
  }

  return {
    kind: 'RAZORPAY',
    // Its webhooks are signed over their bytes, but come to their own route (parseWebhook).
    callbackSignsBody: true,

    async startPayment(payment) {
      const order = await request('create the order', orderSchema, '/v1/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: payment.amountPaise,
          currency: 'INR',
          receipt: payment.merchantTransactionId,
          notes: {
            merchant_transaction_id: payment.merchantTransactionId,
            merchant_user_id: payment.merchantUserId,
          },
        }),
      });
      const paymentUrl = new URL(config.checkoutPageUrl ?? DEFAULT_CHECKOUT_PAGE, payment.redirectUrl);
      paymentUrl.searchParams.set('order_id', order.id);
      paymentUrl.searchParams.set('merchant_transaction_id', payment.merchantTransactionId);
      paymentUrl.searchParams.set('callback_url', payment.redirectUrl);
      return { paymentUrl: paymentUrl.href, gatewayOrderId: order.id };
    },

    async checkStatus(merchantTransactionId) {
      const receipt = new URLSearchParams({ receipt: merchantTransactionId });
      const { items } = await request('find the order', ordersSchema, `/v1/orders?${receipt}`);
      const order = items[0];
      if (!order) throw new Error(`Razorpay has no order with receipt ${merchantTransactionId}`);
      const payments = await request('list the payments', paymentsSchema, `/v1/orders/${order.id}/payments`);
      return statusOfOrder(merchantTransactionId, order, payments.items);
    },

    async refund(refund) {
      const { merchantRefundId } = refund;
      if (!refund.gatewayReference) return refusedRefund(merchantRefundId, 'NO_PAYMENT_ID');
      const reply = await send(`/v1/payments/${encodeURIComponent(refund.gatewayReference)}/refund`, {
        method: 'POST',
        // Razorpay answers a repeat of this key with the refund it made the first time.
        headers: { 'content-type': 'application/json', 'x-refund-idempotency': merchantRefundId },
        body: JSON.stringify({
          amount: refund.amountPaise,
          speed: 'normal',
          receipt: merchantRefundId,
          notes: {
            merchant_refund_id: merchantRefundId,
            merchant_transaction_id: refund.merchantTransactionId,
          },
        }),
      });
      const made = refundSchema.safeParse(reply.body);
      if (reply.ok && made.success) return toRefundStatus(merchantRefundId, made.data);
      const { error } = (reply.body ?? {}) as { error?: { code?: unknown } };
      // A 4xx in Razorpay's words refuses the refund; anything else leaves it unknown, to ask again.
      if (reply.status < 500 && typeof error?.code === 'string')
        return refusedRefund(merchantRefundId, error.code);
      throw new Error(`Razorpay did not take the refund: ${describeReply(reply)}`);
    },

    async checkRefund(merchantRefundId) {
      for (let page = 0; page < REFUND_PAGES_SEARCHED; page += 1) {
        const query = new URLSearchParams({ count: String(REFUNDS_PAGE), skip: String(page * REFUNDS_PAGE) });
        const { items } = await request('list the refunds', refundsSchema, `/v1/refunds?${query}`);
        const found = items.find((refund) => refund.receipt === merchantRefundId);
        if (found) return toRefundStatus(merchantRefundId, found);
        // The whole list was read: Razorpay never made this refund.
        if (items.length < REFUNDS_PAGE) return refusedRefund(merchantRefundId, 'NOT_FOUND');
      }
      throw new Error(`Razorpay's latest refunds do not include ${merchantRefundId}`);
    },

    parseCallback() {
      throw new Error('Razorpay posts its results to /api/payment/razorpay/webhook.');
    },

    parseWebhook,

    verifyCheckoutSignature({ orderId, paymentId, signature }) {
      return constantTimeEqual(signature, hmacHex(config.keySecret, `${orderId}|${paymentId}`));
    },

    verifyWebhookSignature,
  };
}
