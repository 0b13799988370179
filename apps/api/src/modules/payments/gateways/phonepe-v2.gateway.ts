import { createHash } from 'node:crypto';
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
  type RefundRequest,
} from './payment-gateway.ts';
import { type PhonePeTokenCache, tokenCacheKey } from './phonepe-token-cache.ts';

export interface PhonePeV2Credentials {
  clientId: string;
  clientSecret: string;
  clientVersion: number;
  /** The webhook's username and password as set on PhonePe's dashboard; without them no webhook is accepted. */
  webhookUsername: string | null;
  webhookPassword: string | null;
}

export interface PhonePeV2Config extends PhonePeV2Credentials {
  /** PhonePe's PG root (e.g. https://api-preprod.phonepe.com/apis/pg-sandbox) or our sandbox gateway's. */
  baseUrl: string;
  tokens: PhonePeTokenCache;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const OAUTH_TOKEN_PATH = '/v1/oauth/token';
export const PAY_V2_PATH = '/checkout/v2/pay';
export const REFUND_V2_PATH = '/payments/v2/refund';
export const orderStatusV2Path = (merchantOrderId: string) => `/checkout/v2/order/${merchantOrderId}/status`;
export const refundStatusV2Path = (merchantRefundId: string) =>
  `/payments/v2/refund/${merchantRefundId}/status`;

// PhonePe's production OAuth host is not its PG host (pg-sdk-node's BaseUrl.PRODUCTION); elsewhere they are one.
const PRODUCTION_PG = 'https://api.phonepe.com/apis/pg';
const PRODUCTION_OAUTH = 'https://api.phonepe.com/apis/identity-manager';
const oauthBaseOf = (baseUrl: string) => (baseUrl === PRODUCTION_PG ? PRODUCTION_OAUTH : baseUrl);

/** What PhonePe puts in a webhook's Authorization header: SHA-256 hex of "username:password". */
export const webhookAuthorization = (username: string, password: string) =>
  createHash('sha256').update(`${username}:${password}`).digest('hex');

const tokenReplySchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_at: z.number().int().positive(),
});

const payReplySchema = z.object({ orderId: z.string(), redirectUrl: z.url() });

const paymentDetailSchema = z.object({ transactionId: z.string(), state: z.string().optional() });

/** The order status API's answer; a webhook's `payload` carries the same fields and merchantOrderId. */
const orderSchema = z.object({
  state: z.string(),
  amount: z.number().int().nonnegative(),
  errorCode: z.string().nullish(),
  paymentDetails: z.array(paymentDetailSchema).nullish(),
});
type OrderReply = z.infer<typeof orderSchema>;

const ORDER_EVENTS = new Set(['checkout.order.completed', 'checkout.order.failed']);
const webhookSchema = z.object({
  event: z.string().refine((event) => ORDER_EVENTS.has(event), 'not an order event'),
  payload: orderSchema.extend({ merchantOrderId: z.string() }),
});

const refundReplySchema = z.object({
  refundId: z.string().nullish(),
  amount: z.number().int().nonnegative(),
  state: z.string(),
  errorCode: z.string().nullish(),
});

/** PhonePe v2 order states are CREATED, PENDING, COMPLETED and FAILED; only the last two are final. */
function stateOfOrder(state: string): GatewayPaymentStatus['state'] {
  if (state === 'COMPLETED' || state === 'FAILED') return state;
  return 'PENDING';
}

function stateOfRefund(state: string): GatewayRefundStatus['state'] {
  if (state === 'COMPLETED') return 'PROCESSED';
  if (state === 'FAILED') return 'FAILED';
  return 'PENDING';
}

function toGatewayStatus(order: OrderReply, merchantOrderId: string): GatewayPaymentStatus {
  const attempts = order.paymentDetails ?? [];
  const attempt = attempts.find((detail) => detail.state === 'COMPLETED') ?? attempts.at(-1);
  return {
    merchantTransactionId: merchantOrderId,
    state: stateOfOrder(order.state),
    amountPaise: order.amount,
    gatewayReference: attempt?.transactionId ?? null,
    code: order.errorCode ?? order.state,
  };
}

function toRefundStatus(
  refund: z.infer<typeof refundReplySchema>,
  merchantRefundId: string,
): GatewayRefundStatus {
  return {
    merchantRefundId,
    state: stateOfRefund(refund.state),
    amountPaise: refund.amount,
    gatewayRefundId: refund.refundId ?? null,
    code: refund.errorCode ?? refund.state,
  };
}

/** "CODE: message" from PhonePe's answer, or the HTTP status when it did not answer in its own words. */
function describeReply(reply: OutboundReply) {
  const { code, message } = (reply.body ?? {}) as { code?: unknown; message?: unknown };
  const what = typeof code === 'string' ? code : `HTTP ${reply.status}`;
  return typeof message === 'string' ? `${what}: ${message}` : what;
}

/** A PhonePe v2 gateway also gives money back (issue 25 adds these to every gateway). */
export interface PhonePeV2Gateway extends PaymentGateway {
  refund(request: RefundRequest): Promise<GatewayRefundStatus>;
  checkRefund(merchantRefundId: string): Promise<GatewayRefundStatus>;
}

/** PhonePe Standard Checkout v2: OAuth token, pay page, order status, webhooks, refunds. */
export function createPhonePeV2Gateway(config: PhonePeV2Config): PhonePeV2Gateway {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const oauthUrl = oauthBaseOf(baseUrl) + OAUTH_TOKEN_PATH;
  const tokenKey = tokenCacheKey({ ...config, oauthUrl });
  const expectedAuthorization =
    config.webhookUsername && config.webhookPassword
      ? webhookAuthorization(config.webhookUsername, config.webhookPassword)
      : null;
  const exchange = (url: string, init: RequestInit) =>
    requestOutside('PhonePe', config.fetch ?? fetch, url, {
      ...init,
      timeoutMs: config.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS,
    });

  async function fetchToken() {
    const reply = await exchange(oauthUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: config.clientId,
        client_version: String(config.clientVersion),
        client_secret: config.clientSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const token = tokenReplySchema.safeParse(reply.body);
    if (!reply.ok || !token.success) throw new Error(`PhonePe gave no token: ${describeReply(reply)}`);
    return { accessToken: token.data.access_token, expiresAtMs: token.data.expires_at * 1000 };
  }

  /** A call with the cached token; when PhonePe refuses the token, once more with a fresh one. */
  async function authorised(path: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    const send = async () => {
      const token = await config.tokens.tokenFor(tokenKey, fetchToken);
      const reply = await exchange(baseUrl + path, {
        method: init.method,
        headers: { 'content-type': 'application/json', authorization: `O-Bearer ${token}` },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      if (reply.status === 401) config.tokens.drop(tokenKey, token);
      return reply;
    };
    const reply = await send();
    return reply.status === 401 ? send() : reply;
  }

  return {
    kind: 'PHONEPE',
    callbackSignsBody: false,

    async startPayment(payment) {
      const reply = await authorised(PAY_V2_PATH, {
        method: 'POST',
        body: {
          merchantOrderId: payment.merchantTransactionId,
          amount: payment.amountPaise,
          paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: payment.redirectUrl } },
        },
      });
      const started = payReplySchema.safeParse(reply.body);
      if (!reply.ok || !started.success)
        throw new Error(`PhonePe did not start the payment: ${describeReply(reply)}`);
      return { paymentUrl: started.data.redirectUrl, gatewayOrderId: null };
    },

    async checkStatus(merchantOrderId) {
      const reply = await authorised(orderStatusV2Path(encodeURIComponent(merchantOrderId)), {
        method: 'GET',
      });
      const order = orderSchema.safeParse(reply.body);
      if (!reply.ok || !order.success)
        throw new Error(`PhonePe did not report the payment status: ${describeReply(reply)}`);
      return toGatewayStatus(order.data, merchantOrderId);
    },

    parseCallback(headers, body) {
      const authorization = headerValue(headers, 'authorization');
      if (
        !authorization ||
        !expectedAuthorization ||
        !constantTimeEqual(authorization, expectedAuthorization)
      )
        throw new InvalidGatewaySignature('The PhonePe webhook is not authorised.');
      const webhook = webhookSchema.safeParse(typeof body === 'string' ? parseJson(body) : body);
      if (!webhook.success) throw new Error('The PhonePe webhook is not an order status.');
      return toGatewayStatus(webhook.data.payload, webhook.data.payload.merchantOrderId);
    },

    async refund(request) {
      const reply = await authorised(REFUND_V2_PATH, {
        method: 'POST',
        body: {
          merchantRefundId: request.merchantRefundId,
          originalMerchantOrderId: request.merchantTransactionId,
          amount: request.amountPaise,
        },
      });
      const refund = refundReplySchema.safeParse(reply.body);
      if (!reply.ok || !refund.success)
        throw new Error(`PhonePe did not take the refund: ${describeReply(reply)}`);
      return toRefundStatus(refund.data, request.merchantRefundId);
    },

    async checkRefund(merchantRefundId) {
      const reply = await authorised(refundStatusV2Path(encodeURIComponent(merchantRefundId)), {
        method: 'GET',
      });
      const refund = refundReplySchema.safeParse(reply.body);
      if (!reply.ok || !refund.success)
        throw new Error(`PhonePe did not report the refund status: ${describeReply(reply)}`);
      return toRefundStatus(refund.data, merchantRefundId);
    },
  };
}
