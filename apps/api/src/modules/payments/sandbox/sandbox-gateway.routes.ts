import { createHash, randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type {
  FastifyBaseLogger,
  FastifyError,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import { z } from 'zod';
import { LRUCache } from 'lru-cache';
import {
  checksumMatches,
  PAY_PATH,
  type PhonePeSalt,
  readXVerify,
  REFUND_PATH,
  stateOfPhonePeCode,
  statusPath,
  xVerify,
} from '../gateways/phonepe.gateway.ts';
import {
  OAUTH_TOKEN_PATH,
  orderStatusV2Path,
  PAY_V2_PATH,
  REFUND_V2_PATH,
  refundStatusV2Path,
  webhookAuthorization,
} from '../gateways/phonepe-v2.gateway.ts';
import { constantTimeEqual } from '../gateways/gateway-http.ts';

export interface SandboxMerchant extends PhonePeSalt {
  /** The shop name the pay page shows; the merchant id when absent. */
  displayName?: string;
  /**
   * The merchant's registered shop origin: when set, shoppers are sent back and results posted only
   * there, as PhonePe does for a merchant's registered domain. Whoever holds a salt key then cannot make
   * the gateway post anywhere else.
   */
  shopOrigin?: string;
}

/** A PhonePe Standard Checkout v2 client as the sandbox knows it, by client id. */
export interface SandboxClient {
  clientSecret: string;
  clientVersion: number;
  webhookUsername: string;
  webhookPassword: string;
  /** Where webhooks go (PhonePe takes it on its dashboard). */
  webhookUrl: string;
  displayName?: string;
  /** As SandboxMerchant's: the only origin shoppers are sent back to. */
  shopOrigin?: string;
}

export interface SandboxGatewayOptions {
  /** The merchant's salt (as PhonePe would hold it), or null for a merchant the sandbox does not know. */
  merchants: (merchantId: string) => Promise<SandboxMerchant | null>;
  /** The v2 client with this id, or null for one the sandbox does not know. */
  clients?: (clientId: string) => Promise<SandboxClient | null>;
  /**
   * Where browsers reach this plugin, e.g. http://localhost:3000/sandbox-gateway. By default, the origin
   * and prefix the pay request came in on.
   */
  publicBaseUrl?: string;
  /**
   * Serve the pay page on the origin the shopper returns to (the redirectUrl's). Right when this plugin
   * runs inside the shop's own server, which answers on every shop's host name: the browser then
   * stays on the shop's origin, while the shop's server reaches the sandbox on its loopback address.
   */
  payPageOnShopOrigin?: boolean;
}

type Outcome = 'pay' | 'fail' | 'cancel';

interface SandboxPayment {
  token: string;
  protocol: 'v1' | 'v2';
  /** The v1 merchant id, or the v2 client id: whose payment it is. */
  merchantId: string;
  merchantName: string;
  merchantTransactionId: string;
  /** The gateway's own id for the payment, as PhonePe's transactionId. */
  transactionId: string;
  amountPaise: number;
  redirectUrl: string;
  /** v1: the callbackUrl of the pay request; v2 posts to the client's webhookUrl. */
  callbackUrl: string;
  outcome: Outcome | null;
  refundedPaise: number;
}

/** A refund: PENDING when asked for, PROCESSED from the first status check on. */
interface SandboxRefund {
  merchantId: string;
  merchantTransactionId: string;
  transactionId: string;
  amountPaise: number;
  checked: boolean;
}

interface StatusCode {
  code: string;
  message: string;
  responseCode: string | null;
}

// Cancel uses PhonePe's PAYMENT_DECLINED ("payment declined by user"), a FAILED state like PAYMENT_ERROR.
const OUTCOMES: Record<Outcome, StatusCode> = {
  pay: { code: 'PAYMENT_SUCCESS', message: 'Your payment is successful.', responseCode: 'SUCCESS' },
  fail: { code: 'PAYMENT_ERROR', message: 'Payment failed.', responseCode: 'PAYMENT_ERROR' },
  cancel: { code: 'PAYMENT_DECLINED', message: 'Payment declined by user.', responseCode: 'USER_DECLINED' },
};
const PENDING: StatusCode = {
  code: 'PAYMENT_PENDING',
  message: 'Your payment is in progress.',
  responseCode: null,
};
const isOutcome = (value: string): value is Outcome => Object.hasOwn(OUTCOMES, value);
// v2 order states and errorCodes. PhonePe documents no code of its own for a shopper's cancel: v1's is kept.
const V2_OUTCOMES: Record<Outcome, { state: 'COMPLETED' | 'FAILED'; errorCode?: string }> = {
  pay: { state: 'COMPLETED' },
  fail: { state: 'FAILED', errorCode: 'PAYMENT_ERROR' },
  cancel: { state: 'FAILED', errorCode: 'PAYMENT_DECLINED' },
};
const TOKEN_LIFETIME_S = 60 * 60;

const PAYMENT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const MAX_PAYMENTS = 10_000;
const CALLBACK_TIMEOUT_MS = 5_000;

// PhonePe's limits: merchantTransactionId under 35 characters, merchantUserId under 36, both [A-Za-z0-9_-].
const httpUrl = z.url({ protocol: /^https?$/ });
const payPayloadSchema = z.object({
  merchantId: z.string(),
  merchantTransactionId: z.string().regex(/^[\w-]{1,34}$/),
  merchantUserId: z.string().regex(/^[\w-]{1,35}$/),
  amount: z.number().int().min(100),
  redirectUrl: httpUrl,
  // Browsers come back by a GET redirect only: PhonePe's POST mode (an auto-posted form) is not imitated.
  redirectMode: z.literal('REDIRECT'),
  callbackUrl: httpUrl,
  mobileNumber: z
    .string()
    .regex(/^\d{10}$/)
    .optional(),
  paymentInstrument: z.object({ type: z.literal('PAY_PAGE') }),
});
const refundPayloadSchema = z.object({
  merchantId: z.string(),
  merchantUserId: z.string().optional(),
  originalTransactionId: z.string(),
  merchantTransactionId: z.string().regex(/^[\w-]{1,34}$/),
  amount: z.number().int().min(100),
  callbackUrl: httpUrl.optional(),
});
const payEnvelopeSchema = z.object({ request: z.string().min(1) });

/** Payments live in memory, for a day and at most MAX_PAYMENTS of them: a demo gateway, not a ledger. */
function createPaymentStore() {
  const bounds = { max: MAX_PAYMENTS, ttl: PAYMENT_LIFETIME_MS };
  const byToken = new LRUCache<string, SandboxPayment>(bounds);
  const tokenByTransaction = new LRUCache<string, string>(bounds);
  const transactionKey = (merchantId: string, merchantTransactionId: string) =>
    JSON.stringify([merchantId, merchantTransactionId]);
  const refunds = new LRUCache<string, SandboxRefund>(bounds);
  return {
    addRefund(refund: SandboxRefund) {
      refunds.set(transactionKey(refund.merchantId, refund.merchantTransactionId), refund);
    },
    refund: (merchantId: string, merchantTransactionId: string) =>
      refunds.get(transactionKey(merchantId, merchantTransactionId)),
    add(payment: SandboxPayment) {
      byToken.set(payment.token, payment);
      tokenByTransaction.set(
        transactionKey(payment.merchantId, payment.merchantTransactionId),
        payment.token,
      );
    },
    byToken: (token: string) => byToken.get(token),
    byTransaction(merchantId: string, merchantTransactionId: string) {
      const token = tokenByTransaction.get(transactionKey(merchantId, merchantTransactionId));
      return token === undefined ? undefined : byToken.get(token);
    },
  };
}

function phonePeError(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.code(status).send({ success: false, code, message });
}

interface Refusal {
  status: number;
  code: string;
  message: string;
}

/** Why PhonePe would refuse this X-VERIFY, or null when it would accept it. */
function refusalOf(header: unknown, signedText: string, merchant: SandboxMerchant | null): Refusal | null {
  const keyNotConfigured = {
    status: 400,
    code: 'KEY_NOT_CONFIGURED',
    message: 'Key not found for the merchant.',
  };
  if (!merchant) return keyNotConfigured;
  const received = readXVerify(typeof header === 'string' ? header : undefined);
  if (!received)
    return { status: 401, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY is missing or malformed.' };
  if (received.saltIndex !== merchant.saltIndex) return keyNotConfigured;
  if (!checksumMatches(received.checksum, signedText, merchant.saltKey)) {
    return { status: 401, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY does not match the request.' };
  }
  return null;
}

function decodeBase64Json(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The pay request's base64 payload, decoded, and the merchant it names; null when it is not one. */
function readPayEnvelope(body: unknown) {
  const envelope = payEnvelopeSchema.safeParse(body);
  if (!envelope.success) return null;
  const payload = decodeBase64Json(envelope.data.request);
  const named = z.object({ merchantId: z.string() }).safeParse(payload);
  return named.success
    ? { encoded: envelope.data.request, payload, merchantId: named.data.merchantId }
    : null;
}

/** The address in the payload that leads off the merchant's registered shop, if any. */
function strayAddressOf(payload: z.infer<typeof payPayloadSchema>, merchant: SandboxMerchant) {
  const fields = ['redirectUrl', 'callbackUrl'] as const;
  return merchant.shopOrigin
    ? fields.find((field) => new URL(payload[field]).origin !== merchant.shopOrigin)
    : undefined;
}

function describeIssue(error: z.ZodError) {
  const issue = error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
}

function newPayment(payload: z.infer<typeof payPayloadSchema>, merchant: SandboxMerchant): SandboxPayment {
  return {
    token: randomBytes(18).toString('base64url'),
    protocol: 'v1',
    merchantId: payload.merchantId,
    merchantName: merchant.displayName ?? payload.merchantId,
    merchantTransactionId: payload.merchantTransactionId,
    transactionId: `T${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`,
    amountPaise: payload.amount,
    redirectUrl: payload.redirectUrl,
    callbackUrl: payload.callbackUrl,
    outcome: null,
    refundedPaise: 0,
  };
}

function paymentInitiated(payment: SandboxPayment, payPageUrl: string) {
  return {
    success: true,
    code: 'PAYMENT_INITIATED',
    message: 'Payment initiated',
    data: {
      merchantId: payment.merchantId,
      merchantTransactionId: payment.merchantTransactionId,
      instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: payPageUrl, method: 'GET' } },
    },
  };
}

function statusReply(payment: SandboxPayment) {
  const { code, message, responseCode } = payment.outcome ? OUTCOMES[payment.outcome] : PENDING;
  return {
    success: code === 'PAYMENT_SUCCESS',
    code,
    message,
    data: {
      merchantId: payment.merchantId,
      merchantTransactionId: payment.merchantTransactionId,
      transactionId: payment.transactionId,
      amount: payment.amountPaise,
      state: stateOfPhonePeCode(code),
      responseCode,
    },
  };
}

const REFUND_PENDING: StatusCode = {
  code: 'PAYMENT_PENDING',
  message: 'Refund is in progress.',
  responseCode: null,
};
const REFUND_DONE: StatusCode = {
  code: 'PAYMENT_SUCCESS',
  message: 'Refund is successful.',
  responseCode: 'SUCCESS',
};

function refundReply(refund: SandboxRefund) {
  const { code, message, responseCode } = refund.checked ? REFUND_DONE : REFUND_PENDING;
  return {
    success: true,
    code,
    message,
    data: {
      merchantId: refund.merchantId,
      merchantTransactionId: refund.merchantTransactionId,
      transactionId: refund.transactionId,
      amount: refund.amountPaise,
      state: refund.checked ? 'COMPLETED' : 'PENDING',
      responseCode,
    },
  };
}

/** Why PhonePe would refuse this refund of `original`, or null when it would take it. */
function refundRefusalOf(original: SandboxPayment | undefined, amountPaise: number): Refusal | null {
  if (original?.outcome !== 'pay') {
    return { status: 400, code: 'TRANSACTION_NOT_FOUND', message: 'No paid transaction with this id.' };
  }
  if (original.refundedPaise + amountPaise > original.amountPaise) {
    return { status: 400, code: 'PAYMENT_ERROR', message: 'EXCESS_REFUND_AMOUNT' };
  }
  return null;
}

/**
 * POSTs JSON with node:http rather than fetch, to choose where to connect: glibc does not resolve
 * *.localhost names, so those go to 127.0.0.1 with the original Host header. Resolves with the HTTP status.
 */
export function postJson(url: URL, body: string, headers: Record<string, string>): Promise<number> {
  const loopback = url.hostname.endsWith('.localhost');
  const options: https.RequestOptions = {
    method: 'POST',
    host: loopback ? '127.0.0.1' : url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port || undefined,
    path: url.pathname + url.search,
    servername: url.hostname,
    timeout: CALLBACK_TIMEOUT_MS,
    headers: {
      ...headers,
      host: url.host,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    },
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(options, (response) => {
      response.resume().on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${CALLBACK_TIMEOUT_MS} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
});

const PAGE_STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f3f4f8;color:#1f2430;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{box-sizing:border-box;width:min(26rem,calc(100% - 2rem));background:#fff;border-radius:1rem;padding:2rem;
box-shadow:0 10px 30px rgba(31,36,48,.12)}
.badge{display:inline-block;margin:0;padding:.2rem .7rem;border-radius:999px;background:#fff4d6;
color:#7a5200;font-size:.8rem;font-weight:600}
h1{font-size:1.3rem;margin:.8rem 0 1.2rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#5b6275}dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.6rem;font-weight:700}
form{margin:0}
button,.button{display:block;box-sizing:border-box;width:100%;padding:.8rem;border-radius:.6rem;font:inherit;
font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:1px solid #c9cdd8;background:#fff;
color:#1f2430}
.pay{background:#5f259f;border-color:#5f259f;color:#fff;margin-bottom:.75rem}
.others{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
.note{margin:1.5rem 0 0;color:#5b6275;font-size:.8rem;text-align:center}`;
const PAGE_STYLE_HASH = createHash('sha256').update(PAGE_STYLE).digest('base64');

/**
 * The pay page's own policy, stricter than the site's (no scripts, only its own style element) but
 * naming the shop in form-action: browsers apply form-action to the redirect that follows a form post.
 */
function payPagePolicy(shopOrigin: string) {
  return [
    "default-src 'none'",
    `style-src 'sha256-${PAGE_STYLE_HASH}'`,
    `form-action 'self' ${shopOrigin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(title: string, content: string) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sandbox payment gateway</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<p class="badge">Sandbox gateway · test payment</p>
${content}
<p class="note">A demo payment gateway: no money moves.</p>
</main>
</body>
</html>
`;
}

function payPage(payment: SandboxPayment) {
  // Relative actions resolve beside this page (…/pay/<token>/<outcome>), whatever prefix serves it.
  const button = (outcome: Outcome, label: string, classAttribute = '') =>
    `<form method="post" action="${payment.token}/${outcome}"><button type="submit"${classAttribute}>${label}</button></form>`;
  return page(
    `Pay ${payment.merchantName}`,
    `<h1>Pay ${escapeHtml(payment.merchantName)}</h1>
<dl>
<dt>Amount</dt><dd class="amount">${rupees.format(payment.amountPaise / 100)}</dd>
<dt>Reference</dt><dd>${escapeHtml(payment.merchantTransactionId)}</dd>
</dl>
${button('pay', 'Pay', ' class="pay"')}
<div class="others">
${button('fail', 'Fail')}
${button('cancel', 'Cancel')}
</div>`,
  );
}

function settledPage(payment: SandboxPayment) {
  const { message } = OUTCOMES[payment.outcome!];
  return page(
    'Payment settled',
    `<h1>${escapeHtml(message)}</h1>
<a class="button" href="${escapeHtml(payment.redirectUrl)}">Return to ${escapeHtml(payment.merchantName)}</a>`,
  );
}

const notFoundPage = () => page('Payment not found', '<h1>This payment link is unknown or has expired.</h1>');

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

// Standard Checkout v2: merchantOrderId up to 63 characters of [A-Za-z0-9_-], amounts from ₹1.
const v2TokenRequestSchema = z.object({
  client_id: z.string().min(1),
  client_version: z.string().regex(/^\d{1,9}$/),
  client_secret: z.string().min(1),
  grant_type: z.literal('client_credentials'),
});
const v2PayRequestSchema = z.object({
  merchantOrderId: z.string().regex(/^[\w-]{1,63}$/),
  amount: z.number().int().min(100),
  paymentFlow: z.object({
    type: z.literal('PG_CHECKOUT'),
    merchantUrls: z.object({ redirectUrl: httpUrl }),
  }),
});
const v2RefundRequestSchema = z.object({
  merchantRefundId: z.string().regex(/^[\w-]{1,63}$/),
  originalMerchantOrderId: z.string(),
  amount: z.number().int().min(100),
});

/** A v2 refund settles at once here; its first answer says PENDING, as PhonePe's does. */
interface SandboxV2Refund {
  clientId: string;
  refundId: string;
  merchantRefundId: string;
  originalMerchantOrderId: string;
  amountPaise: number;
}

const gatewayId = (prefix: string) =>
  `${prefix}${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`;

/** The v2 order status as PhonePe answers it (and a webhook's payload carries it). */
function v2Order(payment: SandboxPayment) {
  const outcome = payment.outcome ? V2_OUTCOMES[payment.outcome] : null;
  const state = outcome?.state ?? 'PENDING';
  return {
    merchantId: payment.merchantId,
    merchantOrderId: payment.merchantTransactionId,
    orderId: `OMO${payment.transactionId.slice(1)}`,
    state,
    amount: payment.amountPaise,
    expireAt: Date.now() + PAYMENT_LIFETIME_MS,
    ...(outcome?.errorCode && { errorCode: outcome.errorCode }),
    paymentDetails: payment.outcome
      ? [
          {
            paymentMode: 'UPI_QR',
            transactionId: payment.transactionId,
            timestamp: Date.now(),
            amount: payment.amountPaise,
            state,
            ...(outcome?.errorCode && { errorCode: outcome.errorCode }),
          },
        ]
      : [],
  };
}

/**
 * A payment gateway speaking PhonePe's Standard Checkout (PG v1) protocol, so the whole checkout runs on
 * one machine: pay API, a pay page with Pay / Fail / Cancel, the signed server-to-server callback, the
 * status API and the refund API (a refund is PENDING until the status API is first asked about it). Mount it with the prefix /sandbox-gateway; the PhonePe adapter's baseUrl is then
 * http://<host>:<port>/sandbox-gateway.
 */
export const sandboxGatewayRoutes: FastifyPluginAsync<SandboxGatewayOptions> = async (app, options) => {
  const payments = createPaymentStore();

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return phonePeError(reply, status, 'BAD_REQUEST', error.message);
    request.log.error({ err: error }, 'sandbox gateway failed');
    return phonePeError(reply, 500, 'INTERNAL_SERVER_ERROR', 'The sandbox gateway failed.');
  });
  // The pay page's buttons post empty forms (their outcome is in the path); v2's token request a form.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const publicBaseUrl = (origin: string) => options.publicBaseUrl?.replace(/\/+$/, '') ?? origin + app.prefix;

  app.post(PAY_PATH, { schema: { hide: true } }, async (request, reply) => {
    const envelope = readPayEnvelope(request.body);
    if (!envelope) {
      const message = 'The body must be {"request": "<base64 of the JSON payload>"}.';
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    const merchant = await options.merchants(envelope.merchantId);
    const refusal = refusalOf(request.headers['x-verify'], envelope.encoded + PAY_PATH, merchant);
    if (refusal) return phonePeError(reply, refusal.status, refusal.code, refusal.message);
    const parsed = payPayloadSchema.safeParse(envelope.payload);
    if (!parsed.success) return phonePeError(reply, 400, 'BAD_REQUEST', describeIssue(parsed.error));
    const stray = strayAddressOf(parsed.data, merchant!);
    if (stray) {
      const message = `${stray}: not on the merchant's registered shop ${merchant!.shopOrigin}.`;
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    const { merchantId, merchantTransactionId } = parsed.data;
    if (payments.byTransaction(merchantId, merchantTransactionId)) {
      const message = `merchantTransactionId ${merchantTransactionId} is already used.`;
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    const payment = newPayment(parsed.data, merchant!);
    payments.add(payment);
    const browserOrigin = options.payPageOnShopOrigin
      ? new URL(payment.redirectUrl).origin
      : `${request.protocol}://${request.host}`;
    const payPageUrl = `${publicBaseUrl(browserOrigin)}/pay/${payment.token}`;
    return paymentInitiated(payment, payPageUrl);
  });

  app.get<{ Params: { token: string } }>(
    '/pay/:token',
    { schema: { hide: true } },
    async (request, reply) => {
      const payment = payments.byToken(request.params.token);
      if (!payment) return sendPage(reply.code(404), notFoundPage());
      reply.header('content-security-policy', payPagePolicy(new URL(payment.redirectUrl).origin));
      return sendPage(reply, payment.outcome ? settledPage(payment) : payPage(payment));
    },
  );

  async function sendCallback(payment: SandboxPayment, log: FastifyBaseLogger) {
    if (payment.protocol === 'v2') return sendWebhook(payment, log);
    const merchant = await options.merchants(payment.merchantId);
    if (!merchant) {
      log.warn({ merchantId: payment.merchantId }, 'sandbox gateway: merchant gone, no callback');
      return;
    }
    const response = Buffer.from(JSON.stringify(statusReply(payment))).toString('base64');
    try {
      const status = await postJson(new URL(payment.callbackUrl), JSON.stringify({ response }), {
        'x-verify': xVerify(response, merchant),
      });
      if (status >= 300) {
        log.warn({ status, callbackUrl: payment.callbackUrl }, 'sandbox gateway: callback refused');
      }
    } catch (error) {
      // The merchant still learns the outcome from the status API.
      log.warn({ err: error, callbackUrl: payment.callbackUrl }, 'sandbox gateway: callback failed');
    }
  }

  app.post<{ Params: { token: string; outcome: string } }>(
    '/pay/:token/:outcome',
    { schema: { hide: true } },
    async (request, reply) => {
      const { token, outcome } = request.params;
      const payment = payments.byToken(token);
      if (!payment || !isOutcome(outcome)) return sendPage(reply.code(404), notFoundPage());
      // The first outcome is final; it is set before any await, so a double click cannot race it.
      if (!payment.outcome) {
        payment.outcome = outcome;
        await sendCallback(payment, request.log);
      }
      return reply.redirect(payment.redirectUrl, 303);
    },
  );

  // Refunds post no callback: the merchant follows them with the status API.
  app.post(REFUND_PATH, { schema: { hide: true } }, async (request, reply) => {
    const envelope = readPayEnvelope(request.body);
    if (!envelope) {
      const message = 'The body must be {"request": "<base64 of the JSON payload>"}.';
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    const merchant = await options.merchants(envelope.merchantId);
    const refusal = refusalOf(request.headers['x-verify'], envelope.encoded + REFUND_PATH, merchant);
    if (refusal) return phonePeError(reply, refusal.status, refusal.code, refusal.message);
    const parsed = refundPayloadSchema.safeParse(envelope.payload);
    if (!parsed.success) return phonePeError(reply, 400, 'BAD_REQUEST', describeIssue(parsed.error));
    const { merchantId, merchantTransactionId, originalTransactionId, amount } = parsed.data;
    if (
      payments.byTransaction(merchantId, merchantTransactionId) ??
      payments.refund(merchantId, merchantTransactionId)
    ) {
      const message = `merchantTransactionId ${merchantTransactionId} is already used.`;
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    const original = payments.byTransaction(merchantId, originalTransactionId);
    const refused = refundRefusalOf(original, amount);
    if (refused) return phonePeError(reply, refused.status, refused.code, refused.message);
    original!.refundedPaise += amount;
    const refund: SandboxRefund = {
      merchantId,
      merchantTransactionId,
      transactionId: `R${Date.now()}${String(randomInt(1_000_000)).padStart(6, '0')}`,
      amountPaise: amount,
      checked: false,
    };
    payments.addRefund(refund);
    return refundReply(refund);
  });

  app.get<{ Params: { merchantId: string; merchantTransactionId: string } }>(
    statusPath(':merchantId', ':merchantTransactionId'),
    { schema: { hide: true } },
    async (request, reply) => {
      const { merchantId, merchantTransactionId } = request.params;
      if (request.headers['x-merchant-id'] !== merchantId) {
        return phonePeError(reply, 400, 'BAD_REQUEST', 'X-MERCHANT-ID must name the merchant in the path.');
      }
      const merchant = await options.merchants(merchantId);
      const refusal = refusalOf(
        request.headers['x-verify'],
        statusPath(merchantId, merchantTransactionId),
        merchant,
      );
      if (refusal) return phonePeError(reply, refusal.status, refusal.code, refusal.message);
      const payment = payments.byTransaction(merchantId, merchantTransactionId);
      if (payment) return statusReply(payment);
      const refund = payments.refund(merchantId, merchantTransactionId);
      if (!refund) return phonePeError(reply, 404, 'TRANSACTION_NOT_FOUND', 'No payment with this id.');
      const answer = refundReply(refund);
      refund.checked = true;
      return answer;
    },
  );

  // --- Standard Checkout v2 ---

  const tokens = new LRUCache<string, { clientId: string }>({
    max: MAX_PAYMENTS,
    ttl: TOKEN_LIFETIME_S * 1000,
  });
  const refunds = new LRUCache<string, SandboxV2Refund>({ max: MAX_PAYMENTS, ttl: PAYMENT_LIFETIME_MS });
  const clientOf = async (clientId: string) => (options.clients ? options.clients(clientId) : null);

  /** The client whose O-Bearer token authorises the request, or null after answering 401. */
  async function authorisedClient(request: FastifyRequest, reply: FastifyReply) {
    const match = /^O-Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    const clientId = match ? tokens.get(match[1]!)?.clientId : undefined;
    const client = clientId ? await clientOf(clientId) : null;
    if (clientId && client) return { clientId, client };
    await phonePeError(reply, 401, 'UNAUTHORIZED', 'The O-Bearer token is missing, unknown or expired.');
    return null;
  }

  async function sendWebhook(payment: SandboxPayment, log: FastifyBaseLogger) {
    const client = await clientOf(payment.merchantId);
    if (!client) {
      log.warn({ clientId: payment.merchantId }, 'sandbox gateway: client gone, no webhook');
      return;
    }
    const completed = payment.outcome === 'pay';
    const body = {
      event: completed ? 'checkout.order.completed' : 'checkout.order.failed',
      payload: v2Order(payment),
    };
    try {
      const status = await postJson(new URL(client.webhookUrl), JSON.stringify(body), {
        authorization: webhookAuthorization(client.webhookUsername, client.webhookPassword),
      });
      if (status >= 300)
        log.warn({ status, webhookUrl: client.webhookUrl }, 'sandbox gateway: webhook refused');
    } catch (error) {
      log.warn({ err: error, webhookUrl: client.webhookUrl }, 'sandbox gateway: webhook failed');
    }
  }

  app.post(OAUTH_TOKEN_PATH, { schema: { hide: true } }, async (request, reply) => {
    const form = v2TokenRequestSchema.safeParse(request.body);
    if (!form.success) return phonePeError(reply, 400, 'BAD_REQUEST', describeIssue(form.error));
    const client = await clientOf(form.data.client_id);
    const known =
      client !== null &&
      Number(form.data.client_version) === client.clientVersion &&
      constantTimeEqual(form.data.client_secret, client.clientSecret);
    if (!known) return phonePeError(reply, 401, 'UNAUTHORIZED', 'Client credentials are not valid.');
    const accessToken = randomBytes(24).toString('base64url');
    tokens.set(accessToken, { clientId: form.data.client_id });
    const issuedAt = Math.floor(Date.now() / 1000);
    return {
      access_token: accessToken,
      encrypted_access_token: accessToken,
      expires_in: null,
      issued_at: issuedAt,
      expires_at: issuedAt + TOKEN_LIFETIME_S,
      session_expires_at: issuedAt + TOKEN_LIFETIME_S,
      token_type: 'O-Bearer',
    };
  });

  app.post(PAY_V2_PATH, { schema: { hide: true } }, async (request, reply) => {
    const authorised = await authorisedClient(request, reply);
    if (!authorised) return reply;
    const parsed = v2PayRequestSchema.safeParse(request.body);
    if (!parsed.success) return phonePeError(reply, 400, 'BAD_REQUEST', describeIssue(parsed.error));
    const { clientId, client } = authorised;
    const { merchantOrderId, amount, paymentFlow } = parsed.data;
    const redirectUrl = paymentFlow.merchantUrls.redirectUrl;
    if (client.shopOrigin && new URL(redirectUrl).origin !== client.shopOrigin) {
      const message = `redirectUrl: not on the merchant's registered shop ${client.shopOrigin}.`;
      return phonePeError(reply, 400, 'BAD_REQUEST', message);
    }
    if (payments.byTransaction(clientId, merchantOrderId)) {
      return phonePeError(reply, 400, 'BAD_REQUEST', `merchantOrderId ${merchantOrderId} is already used.`);
    }
    const payment: SandboxPayment = {
      token: randomBytes(18).toString('base64url'),
      protocol: 'v2',
      merchantId: clientId,
      merchantName: client.displayName ?? clientId,
      merchantTransactionId: merchantOrderId,
      transactionId: gatewayId('OM'),
      amountPaise: amount,
      redirectUrl,
      callbackUrl: client.webhookUrl,
      outcome: null,
      refundedPaise: 0,
    };
    payments.add(payment);
    const browserOrigin = options.payPageOnShopOrigin
      ? new URL(redirectUrl).origin
      : `${request.protocol}://${request.host}`;
    const { orderId, state, expireAt } = v2Order(payment);
    return { orderId, state, expireAt, redirectUrl: `${publicBaseUrl(browserOrigin)}/pay/${payment.token}` };
  });

  app.get<{ Params: { merchantOrderId: string } }>(
    orderStatusV2Path(':merchantOrderId'),
    { schema: { hide: true } },
    async (request, reply) => {
      const authorised = await authorisedClient(request, reply);
      if (!authorised) return reply;
      const payment = payments.byTransaction(authorised.clientId, request.params.merchantOrderId);
      if (!payment) return phonePeError(reply, 404, 'ORDER_NOT_FOUND', 'No order with this merchantOrderId.');
      return v2Order(payment);
    },
  );

  const refundKey = (clientId: string, merchantRefundId: string) =>
    JSON.stringify([clientId, merchantRefundId]);
  const refundedOf = (clientId: string, merchantOrderId: string) =>
    [...refunds.values()]
      .filter((refund) => refund.clientId === clientId && refund.originalMerchantOrderId === merchantOrderId)
      .reduce((sum, refund) => sum + refund.amountPaise, 0);

  app.post(REFUND_V2_PATH, { schema: { hide: true } }, async (request, reply) => {
    const authorised = await authorisedClient(request, reply);
    if (!authorised) return reply;
    const parsed = v2RefundRequestSchema.safeParse(request.body);
    if (!parsed.success) return phonePeError(reply, 400, 'BAD_REQUEST', describeIssue(parsed.error));
    const { clientId } = authorised;
    const { merchantRefundId, originalMerchantOrderId, amount } = parsed.data;
    const payment = payments.byTransaction(clientId, originalMerchantOrderId);
    if (payment?.outcome !== 'pay')
      return phonePeError(reply, 400, 'BAD_REQUEST', 'The order is not completed.');
    if (refunds.has(refundKey(clientId, merchantRefundId))) {
      return phonePeError(reply, 400, 'BAD_REQUEST', `merchantRefundId ${merchantRefundId} is already used.`);
    }
    if (refundedOf(clientId, originalMerchantOrderId) + amount > payment.amountPaise) {
      return phonePeError(reply, 400, 'BAD_REQUEST', 'Refund amount exceeds the amount left to refund.');
    }
    const refund = {
      clientId,
      refundId: gatewayId('OMR'),
      merchantRefundId,
      originalMerchantOrderId,
      amountPaise: amount,
    };
    refunds.set(refundKey(clientId, merchantRefundId), refund);
    return { refundId: refund.refundId, amount, state: 'PENDING' };
  });

  app.get<{ Params: { merchantRefundId: string } }>(
    refundStatusV2Path(':merchantRefundId'),
    { schema: { hide: true } },
    async (request, reply) => {
      const authorised = await authorisedClient(request, reply);
      if (!authorised) return reply;
      const refund = refunds.get(refundKey(authorised.clientId, request.params.merchantRefundId));
      if (!refund)
        return phonePeError(reply, 404, 'REFUND_NOT_FOUND', 'No refund with this merchantRefundId.');
      return {
        merchantId: authorised.clientId,
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: refund.originalMerchantOrderId,
        amount: refund.amountPaise,
        state: 'COMPLETED',
        paymentDetails: [
          {
            transactionId: refund.refundId,
            paymentMode: 'UPI_QR',
            timestamp: Date.now(),
            amount: refund.amountPaise,
            state: 'COMPLETED',
          },
        ],
      };
    },
  );
};
