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
  type StartPaymentRequest,
} from './payment-gateway.ts';

export interface PhonePeSalt {
  saltKey: string;
  saltIndex: number;
}

export interface PhonePeConfig extends PhonePeSalt {
  merchantId: string;
  /** PhonePe's API root (e.g. https://api-preprod.phonepe.com/apis/pg-sandbox) or our sandbox gateway's. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export const PAY_PATH = '/pg/v1/pay';
export const REFUND_PATH = '/pg/v1/refund';

/** The status path as PhonePe signs it: the ids as they are, not URL-encoded. */
export const statusPath = (merchantId: string, merchantTransactionId: string) =>
  `/pg/v1/status/${merchantId}/${merchantTransactionId}`;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** PhonePe's X-VERIFY: SHA-256 (hex) of the signed text followed by the salt key, then "###" and the salt index. */
export function xVerify(signedText: string, salt: PhonePeSalt): string {
  return `${sha256Hex(signedText + salt.saltKey)}###${salt.saltIndex}`;
}

/** The checksum and salt index of an X-VERIFY header, or null when the header is not shaped like one. */
export function readXVerify(header: string | undefined): { checksum: string; saltIndex: number } | null {
  const match = /^([0-9a-f]{64})###(\d{1,9})$/i.exec(header?.trim() ?? '');
  return match ? { checksum: match[1]!.toLowerCase(), saltIndex: Number(match[2]) } : null;
}

export function checksumMatches(checksum: string, signedText: string, saltKey: string): boolean {
  return constantTimeEqual(checksum, sha256Hex(signedText + saltKey));
}

function isValidXVerify(header: string | undefined, signedText: string, salt: PhonePeSalt): boolean {
  const received = readXVerify(header);
  return (
    received !== null &&
    received.saltIndex === salt.saltIndex &&
    checksumMatches(received.checksum, signedText, salt.saltKey)
  );
}

export function stateOfPhonePeCode(code: string): GatewayPaymentStatus['state'] {
  if (code === 'PAYMENT_SUCCESS') return 'COMPLETED';
  if (code === 'PAYMENT_PENDING' || code === 'INTERNAL_SERVER_ERROR') return 'PENDING';
  return 'FAILED';
}

/**
 * A refund's state from PhonePe's code. PENDING, INTERNAL_SERVER_ERROR and TIMED_OUT mean "the refund
 * may be under way: ask the status API"; any other code is a refund that was not made.
 */
export function refundStateOfPhonePeCode(code: string): GatewayRefundStatus['state'] {
  if (code === 'PAYMENT_SUCCESS') return 'PROCESSED';
  if (['PAYMENT_PENDING', 'INTERNAL_SERVER_ERROR', 'TIMED_OUT'].includes(code)) return 'PENDING';
  return 'FAILED';
}

const payReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ instrumentResponse: z.object({ redirectInfo: z.object({ url: z.url() }) }) }),
});

/** The status API's answer; the server-to-server callback carries the same JSON, base64-encoded. */
const statusReplySchema = z.object({
  code: z.string(),
  data: z
    .object({
      merchantTransactionId: z.string(),
      transactionId: z.string().nullish(),
      amount: z.number().int().nonnegative(),
    })
    .optional(),
});
type StatusReply = z.infer<typeof statusReplySchema>;

/** The refund API's answer (and the status API's, for a refund): only the code is always there. */
const refundReplySchema = z.object({
  code: z.string(),
  data: z.object({ transactionId: z.string().nullish(), amount: z.number().int().nonnegative() }).optional(),
});

const callbackBodySchema = z.object({ response: z.string().min(1) });

function payPayload(merchantId: string, request: StartPaymentRequest) {
  return {
    merchantId,
    merchantTransactionId: request.merchantTransactionId,
    merchantUserId: request.merchantUserId,
    amount: request.amountPaise,
    redirectUrl: request.redirectUrl,
    redirectMode: 'REDIRECT',
    callbackUrl: request.callbackUrl,
    ...(request.mobile ? { mobileNumber: request.mobile } : {}),
    paymentInstrument: { type: 'PAY_PAGE' },
  };
}

function toGatewayStatus(reply: StatusReply, merchantTransactionId: string): GatewayPaymentStatus {
  return {
    merchantTransactionId: reply.data?.merchantTransactionId ?? merchantTransactionId,
    state: stateOfPhonePeCode(reply.code),
    // INTERNAL_SERVER_ERROR comes without data; the amount matters only once a payment completes.
    amountPaise: reply.data?.amount ?? 0,
    gatewayReference: reply.data?.transactionId ?? null,
    code: reply.code,
  };
}

function refundPayload(merchantId: string, refund: RefundRequest) {
  return {
    merchantId,
    originalTransactionId: refund.merchantTransactionId,
    merchantTransactionId: refund.merchantRefundId,
    amount: refund.amountPaise,
    callbackUrl: refund.callbackUrl,
  };
}

/**
 * PhonePe's word on a refund. An answer that is not PhonePe's JSON (a proxy's 502, an HTML page) says
 * nothing about the refund: it throws, and the refund is asked about again later.
 */
function toRefundStatus(reply: OutboundReply, merchantRefundId: string, what: string): GatewayRefundStatus {
  const parsed = refundReplySchema.safeParse(reply.body);
  if (!parsed.success) throw new Error(`PhonePe did not ${what}: ${describeReply(reply)}`);
  const { code, data } = parsed.data;
  return {
    merchantRefundId,
    state: refundStateOfPhonePeCode(code),
    amountPaise: data?.amount ?? 0,
    gatewayRefundId: data?.transactionId ?? null,
    code,
  };
}

const isPhonePeRefund = (reply: OutboundReply) =>
  refundReplySchema.safeParse(reply.body).data?.data !== undefined;

/** "CODE: message" from PhonePe's answer, or the HTTP status when it did not answer in its own words. */
function describeReply(reply: OutboundReply) {
  const { code, message } = (reply.body ?? {}) as { code?: unknown; message?: unknown };
  const what = typeof code === 'string' ? code : `HTTP ${reply.status}`;
  return typeof message === 'string' ? `${what}: ${message}` : what;
}

/** PhonePe Standard Checkout, PG v1: pay page, server-to-server callback, status API, refund API. */
export function createPhonePeGateway(config: PhonePeConfig): PaymentGateway {
  const baseUrl = config.baseUrl.replace(/\/+$/, '');
  const request = (path: string, init: RequestInit) =>
    requestOutside('PhonePe', config.fetch ?? fetch, baseUrl + path, {
      ...init,
      timeoutMs: config.timeoutMs ?? DEFAULT_OUTBOUND_TIMEOUT_MS,
    });

  /** PhonePe's status API, for a payment or a refund: both are transactions of the merchant. */
  const askStatus = (transactionId: string) =>
    request(statusPath(encodeURIComponent(config.merchantId), encodeURIComponent(transactionId)), {
      method: 'GET',
      headers: {
        'x-verify': xVerify(statusPath(config.merchantId, transactionId), config),
        'x-merchant-id': config.merchantId,
      },
    });

  return {
    kind: 'PHONEPE',
    callbackSignsBody: true,

    async startPayment(payment) {
      const encoded = Buffer.from(JSON.stringify(payPayload(config.merchantId, payment))).toString('base64');
      const reply = await request(PAY_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-verify': xVerify(encoded + PAY_PATH, config) },
        body: JSON.stringify({ request: encoded }),
      });
      const started = payReplySchema.safeParse(reply.body);
      if (!started.success) throw new Error(`PhonePe did not start the payment: ${describeReply(reply)}`);
      return { paymentUrl: started.data.data.instrumentResponse.redirectInfo.url, gatewayOrderId: null };
    },

    async checkStatus(merchantTransactionId) {
      const reply = await askStatus(merchantTransactionId);
      const status = statusReplySchema.safeParse(reply.body);
      // An answer without the payment's data is about our request (bad checksum, unknown id), not the payment.
      if (!status.success || (!status.data.data && status.data.code !== 'INTERNAL_SERVER_ERROR')) {
        throw new Error(`PhonePe did not report the payment status: ${describeReply(reply)}`);
      }
      return toGatewayStatus(status.data, merchantTransactionId);
    },

    async refund(refund) {
      const encoded = Buffer.from(JSON.stringify(refundPayload(config.merchantId, refund))).toString(
        'base64',
      );
      const reply = await request(REFUND_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-verify': xVerify(encoded + REFUND_PATH, config) },
        body: JSON.stringify({ request: encoded }),
      });
      return toRefundStatus(reply, refund.merchantRefundId, 'take the refund');
    },

    async checkRefund(merchantRefundId) {
      const reply = await askStatus(merchantRefundId);
      const status = toRefundStatus(reply, merchantRefundId, 'report the refund status');
      // A refusal of our question (bad checksum, unknown key) is not news of the refund; an unknown id is.
      const aboutOurQuestion =
        status.state === 'FAILED' && status.code !== 'TRANSACTION_NOT_FOUND' && !isPhonePeRefund(reply);
      if (aboutOurQuestion)
        throw new Error(`PhonePe did not report the refund status: ${describeReply(reply)}`);
      return status;
    },

    parseCallback(headers, body) {
      const callback = callbackBodySchema.safeParse(typeof body === 'string' ? parseJson(body) : body);
      if (!callback.success)
        throw new InvalidGatewaySignature('The PhonePe callback carries no signed response.');
      const { response } = callback.data;
      if (!isValidXVerify(headerValue(headers, 'x-verify'), response, config))
        throw new InvalidGatewaySignature();
      const status = statusReplySchema.safeParse(parseJson(Buffer.from(response, 'base64').toString('utf8')));
      if (!status.success || !status.data.data)
        throw new Error('The PhonePe callback is not a payment status.');
      return toGatewayStatus(status.data, status.data.data.merchantTransactionId);
    },
  };
}
