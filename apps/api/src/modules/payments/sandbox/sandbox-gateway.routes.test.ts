import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from '../../../plugins/security.ts';
import { logLines } from '../../../testing/log-lines.ts';
import { type FakeGatewayServer, startFakeGatewayServer } from '../gateways/fake-gateway-server.ts';
import type { PaymentGateway } from '../gateways/payment-gateway.ts';
import { createPhonePeGateway, xVerify } from '../gateways/phonepe.gateway.ts';
import { createPhonePeTokenCache } from '../gateways/phonepe-token-cache.ts';
import { createPhonePeV2Gateway } from '../gateways/phonepe-v2.gateway.ts';
import { type SandboxClient, sandboxGatewayRoutes, type SandboxMerchant } from './sandbox-gateway.routes.ts';

// PhonePe's published UAT test merchant: the sandbox knows it as PhonePe's UAT does.
const UAT = { merchantId: 'PGTESTPAYUAT', saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', saltIndex: 1 };
const SHOP = 'http://kesar-home.localhost:3000';
/** A merchant whose shop is registered with the gateway, as PhonePe registers a merchant's domain. */
const REGISTERED = 'REGISTEREDUAT';
const MERCHANTS: Record<string, SandboxMerchant> = {
  [UAT.merchantId]: { saltKey: UAT.saltKey, saltIndex: UAT.saltIndex, displayName: 'Kesar Home & Décor' },
  [REGISTERED]: { saltKey: UAT.saltKey, saltIndex: UAT.saltIndex, shopOrigin: SHOP },
};

const V2_CLIENT = {
  clientId: 'KESARV2UAT_2511',
  clientSecret: 'kesar-v2-client-secret',
  clientVersion: 1,
  webhookUsername: 'kesar_hooks',
  webhookPassword: 'hookpass2025',
};
const v2Client = (): SandboxClient => ({
  ...V2_CLIENT,
  displayName: 'Kesar Home & Décor',
  shopOrigin: SHOP,
  webhookUrl: `http://kesar-home.localhost:${merchant.port}/api/payment/phonepe/webhook`,
});

let sandbox: FastifyInstance;
let sandboxUrl: string;
let merchant: FakeGatewayServer;
const log = logLines();

beforeAll(async () => {
  sandbox = Fastify({ logger: { level: 'warn', stream: log.stream } });
  await registerSecurityHeaders(sandbox, { isProduction: false });
  await sandbox.register(sandboxGatewayRoutes, {
    prefix: '/sandbox-gateway',
    merchants: async (merchantId) => MERCHANTS[merchantId] ?? null,
    clients: async (clientId) => (clientId === V2_CLIENT.clientId ? v2Client() : null),
  });
  sandboxUrl = await sandbox.listen({ port: 0, host: '127.0.0.1' });
  merchant = await startFakeGatewayServer();
});
afterAll(async () => {
  await sandbox.close();
  await merchant.close();
});
beforeEach(() => merchant.answerWith(() => ({ status: 200, body: {} })));

const phonePe = (overrides: Partial<typeof UAT> = {}) =>
  createPhonePeGateway({ ...UAT, ...overrides, baseUrl: `${sandboxUrl}/sandbox-gateway` });

function newPayment(
  callbackUrl = `http://kesar-home.localhost:${merchant.port}/api/payment/phonepe/callback`,
) {
  const merchantTransactionId = randomUUID().replaceAll('-', '');
  return {
    merchantTransactionId,
    merchantUserId: 'U8f14e45fceea167a5a36dedd4bea2543',
    amountPaise: 123_450,
    mobile: '9876543210',
    redirectUrl: `${SHOP}/payment/phonepe/status?paymentOrderId=${merchantTransactionId}`,
    callbackUrl,
  };
}

async function openPayPage(paymentUrl: string) {
  const response = await fetch(paymentUrl);
  const html = await response.text();
  const actions = [...html.matchAll(/<form method="post" action="([^"]+)">/g)].map(
    ([, action]) => new URL(action!, paymentUrl).href,
  );
  return { response, html, actions };
}

const choose = (action: string) =>
  fetch(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });

/** The callbacks the merchant received, as our adapter reads them. */
const callbacksSeenBy = (adapter: PaymentGateway) =>
  merchant.requests.map((request) => adapter.parseCallback(request.headers, JSON.parse(request.body)));

describe('sandbox gateway driven through the PhonePe adapter', () => {
  it('shows a pay page; Pay posts a signed callback, returns the browser to the shop, and the status API agrees', async () => {
    const adapter = phonePe();
    const payment = newPayment();
    const { paymentUrl, gatewayOrderId } = await adapter.startPayment(payment);
    expect(paymentUrl).toMatch(new RegExp(`^${sandboxUrl}/sandbox-gateway/pay/[\\w-]+$`));
    expect(gatewayOrderId).toBeNull();
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state: 'PENDING',
      code: 'PAYMENT_PENDING',
      amountPaise: 123_450,
    });

    const { response, html, actions } = await openPayPage(paymentUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('Kesar Home &amp; Décor');
    expect(html).toContain('₹1,234.50');
    expect(actions).toEqual(['pay', 'fail', 'cancel'].map((outcome) => `${paymentUrl}/${outcome}`));
    expect(
      html
        .match(/<button type="submit"[^>]*>(\w+)<\/button>/g)
        ?.map((button) => button.replace(/<[^>]+>/g, '')),
    ).toEqual(['Pay', 'Fail', 'Cancel']);

    const redirect = await choose(actions[0]!);
    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(payment.redirectUrl);

    expect(merchant.requests).toHaveLength(1);
    const [callback] = merchant.requests;
    expect(callback?.method).toBe('POST');
    expect(callback?.path).toBe('/api/payment/phonepe/callback');
    expect(callback?.headers.host).toBe(`kesar-home.localhost:${merchant.port}`);
    expect(callback?.headers['content-type']).toBe('application/json');
    const completed = {
      merchantTransactionId: payment.merchantTransactionId,
      state: 'COMPLETED',
      amountPaise: 123_450,
      gatewayReference: expect.stringMatching(/^T\d+$/),
      code: 'PAYMENT_SUCCESS',
    };
    expect(callbacksSeenBy(adapter)).toEqual([completed]);
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toEqual(completed);
  });

  it.each([
    ['fail', 'PAYMENT_ERROR'],
    ['cancel', 'PAYMENT_DECLINED'],
  ])('%s ends the payment FAILED with %s, in the callback and the status API', async (outcome, code) => {
    const adapter = phonePe();
    const payment = newPayment();
    const { paymentUrl } = await adapter.startPayment(payment);

    const redirect = await choose(`${paymentUrl}/${outcome}`);

    expect(redirect.status).toBe(303);
    expect(redirect.headers.get('location')).toBe(payment.redirectUrl);
    const failed = {
      merchantTransactionId: payment.merchantTransactionId,
      state: 'FAILED',
      amountPaise: 123_450,
      code,
    };
    expect(callbacksSeenBy(adapter)).toEqual([expect.objectContaining(failed)]);
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject(failed);
  });

  it('keeps the first outcome: a later choice neither changes it nor calls back again', async () => {
    const adapter = phonePe();
    const payment = newPayment();
    const { paymentUrl } = await adapter.startPayment(payment);
    await choose(`${paymentUrl}/pay`);

    const again = await choose(`${paymentUrl}/fail`);

    expect(again.status).toBe(303);
    expect(merchant.requests).toHaveLength(1);
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state: 'COMPLETED',
    });
    const { html, actions } = await openPayPage(paymentUrl);
    expect(actions).toEqual([]);
    expect(html).toContain('Your payment is successful.');
    expect(html).toContain(
      `href="${SHOP}/payment/phonepe/status?paymentOrderId=${payment.merchantTransactionId}"`,
    );
  });

  it('still records the outcome and redirects when the callback cannot be delivered', async () => {
    const closed = await startFakeGatewayServer();
    await closed.close();
    const adapter = phonePe();
    const payment = newPayment(`${closed.baseUrl}/api/payment/phonepe/callback`);
    const { paymentUrl } = await adapter.startPayment(payment);

    const redirect = await choose(`${paymentUrl}/pay`);

    expect(redirect.status).toBe(303);
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state: 'COMPLETED',
    });
    expect(log.lines.some((line) => line.msg.includes('sandbox gateway: callback failed'))).toBe(true);
  });
});

describe('sandbox gateway pay page', () => {
  it('complies with its own content security policy and lets its forms lead back to the shop', async () => {
    const { paymentUrl } = await phonePe().startPayment(newPayment());
    const { response, html } = await openPayPage(paymentUrl);

    expect(html).not.toMatch(/<script|\sstyle=|\son\w+=/i);
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const styleHash = createHash('sha256').update(style).digest('base64');
    // One policy only (the site-wide one is replaced), so nothing else narrows or widens it.
    expect(response.headers.get('content-security-policy')).toBe(
      `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self' ${SHOP}; frame-ancestors 'none'; base-uri 'none'`,
    );
  });

  it('answers 404 for an unknown payment link', async () => {
    const response = await fetch(`${sandboxUrl}/sandbox-gateway/pay/unknown-token`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('unknown or has expired');
    expect((await choose(`${sandboxUrl}/sandbox-gateway/pay/unknown-token/pay`)).status).toBe(404);
  });

  it('builds pay page URLs on publicBaseUrl when given', async () => {
    const app = Fastify();
    await app.register(sandboxGatewayRoutes, {
      prefix: '/sandbox-gateway',
      merchants: async (merchantId) => MERCHANTS[merchantId] ?? null,
      publicBaseUrl: 'https://pay.demo.example/sandbox-gateway/',
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const adapter = createPhonePeGateway({ ...UAT, baseUrl: `${url}/sandbox-gateway` });
      const { paymentUrl } = await adapter.startPayment(newPayment());
      expect(paymentUrl).toMatch(/^https:\/\/pay\.demo\.example\/sandbox-gateway\/pay\/[\w-]+$/);
    } finally {
      await app.close();
    }
  });

  it('serves the pay page on the shop’s origin when it runs inside the shop’s server', async () => {
    const app = Fastify();
    await app.register(sandboxGatewayRoutes, {
      prefix: '/sandbox-gateway',
      merchants: async (merchantId) => MERCHANTS[merchantId] ?? null,
      payPageOnShopOrigin: true,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const adapter = createPhonePeGateway({ ...UAT, baseUrl: `${url}/sandbox-gateway` });
      const { paymentUrl } = await adapter.startPayment(newPayment());
      expect(new URL(paymentUrl).origin).toBe(new URL(SHOP).origin);
      expect(new URL(paymentUrl).pathname).toMatch(/^\/sandbox-gateway\/pay\/[\w-]+$/);
    } finally {
      await app.close();
    }
  });
});

describe('sandbox gateway pay API checks requests as PhonePe does', () => {
  const pay = (body: unknown, xVerifyHeader?: string) =>
    fetch(`${sandboxUrl}/sandbox-gateway/pg/v1/pay`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(xVerifyHeader ? { 'x-verify': xVerifyHeader } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const encode = (payload: object) => Buffer.from(JSON.stringify(payload)).toString('base64');
  const validPayload = () => ({
    merchantId: UAT.merchantId,
    merchantTransactionId: randomUUID().replaceAll('-', ''),
    merchantUserId: 'MUID123',
    amount: 10_000,
    redirectUrl: `${SHOP}/payment/phonepe/status`,
    redirectMode: 'REDIRECT',
    callbackUrl: `${SHOP}/api/payment/phonepe/callback`,
    paymentInstrument: { type: 'PAY_PAGE' },
  });
  const signedPay = (payload: object) => {
    const request = encode(payload);
    return pay({ request }, xVerify(`${request}/pg/v1/pay`, UAT));
  };

  it("accepts PhonePe's documented sample request with its documented X-VERIFY", async () => {
    // Both verbatim from "How to Calculate X-Verify/Checksum header" in PhonePe's PAY API page
    // (https://developer.phonepe.com/v1/reference/pay-api-1; mirrored in github.com/amitkumarr260/phonepe README).
    const request =
      'ewogICJtZXJjaGFudElkIjogIlBHVEVTVFBBWVVBVCIsCiAgIm1lcmNoYW50VHJhbnNhY3Rpb25JZCI6ICJNVDc4NTA1OTAwNjgxODgxMDQiLAogICJtZXJjaGFudFVzZXJJZCI6ICJNVUlEMTIzIiwKICAiYW1vdW50IjogMTAwMDAsCiAgInJlZGlyZWN0VXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsCiAgInJlZGlyZWN0TW9kZSI6ICJSRURJUkVDVCIsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAicGF5bWVudEluc3RydW1lbnQiOiB7CiAgICAidHlwZSI6ICJQQVlfUEFHRSIKICB9Cn0=';
    const response = await pay(
      { request },
      'd7a8e4458caa6fcd781166bbdc85fec76740c18cb9baa9a4c48cf2387d554180###1',
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      code: 'PAYMENT_INITIATED',
      message: 'Payment initiated',
      data: {
        merchantId: 'PGTESTPAYUAT',
        merchantTransactionId: 'MT7850590068188104',
        instrumentResponse: {
          type: 'PAY_PAGE',
          redirectInfo: { url: expect.stringMatching(/\/sandbox-gateway\/pay\/[\w-]+$/), method: 'GET' },
        },
      },
    });
  });

  it.each([
    ['another salt key', { saltKey: 'not-the-salt-key' }, 'AUTHORIZATION_FAILED'],
    ['another salt index', { saltIndex: 2 }, 'KEY_NOT_CONFIGURED'],
    ['an unknown merchant', { merchantId: 'NOSUCHMERCHANT' }, 'KEY_NOT_CONFIGURED'],
  ])('refuses a payment signed for %s', async (_case, overrides, code) => {
    await expect(phonePe(overrides).startPayment(newPayment())).rejects.toThrow(
      `PhonePe did not start the payment: ${code}`,
    );
  });

  it.each([
    ['no X-VERIFY', undefined, 401, 'AUTHORIZATION_FAILED'],
    ['a malformed X-VERIFY', 'abc###1', 401, 'AUTHORIZATION_FAILED'],
  ])('refuses %s', async (_case, header, status, code) => {
    const response = await pay({ request: encode(validPayload()) }, header);
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ success: false, code });
  });

  it.each([
    ['a body without request', { payload: 'x' }],
    ['a request that is not base64 JSON', { request: 'bm90IGpzb24=' }],
    ['a body that is not JSON', '{"request":'],
  ])('answers BAD_REQUEST, PhonePe-shaped, to %s', async (_case, body) => {
    const response = await pay(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it.each([
    ['an amount under ₹1', { amount: 99 }, 'amount'],
    [
      'a transaction id PhonePe would not take',
      { merchantTransactionId: randomUUID() },
      'merchantTransactionId',
    ],
    ['redirectMode POST', { redirectMode: 'POST' }, 'redirectMode'],
    ['a callback URL that is not http(s)', { callbackUrl: 'javascript:alert(1)' }, 'callbackUrl'],
  ])('refuses a signed payload with %s', async (_case, change, field) => {
    const response = await signedPay({ ...validPayload(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      success: false,
      code: 'BAD_REQUEST',
      message: expect.stringContaining(field),
    });
  });

  it.each(['redirectUrl', 'callbackUrl'])(
    'refuses a %s off the merchant’s registered shop, so it never sends anything elsewhere',
    async (field) => {
      const payload = { ...validPayload(), merchantId: REGISTERED };
      expect((await signedPay(payload)).status).toBe(200);
      const response = await signedPay({
        ...payload,
        merchantTransactionId: randomUUID().replaceAll('-', ''),
        [field]: 'http://169.254.169.254/latest/meta-data',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: expect.stringContaining(field),
      });
    },
  );

  it('refuses a merchantTransactionId used before', async () => {
    const payload = validPayload();
    expect((await signedPay(payload)).status).toBe(200);
    const again = await signedPay(payload);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('already used'),
    });
  });
});

describe('sandbox gateway status API', () => {
  const status = (path: string, headers: Record<string, string>) =>
    fetch(`${sandboxUrl}/sandbox-gateway${path}`, { headers });

  it('refuses a wrong X-VERIFY or X-MERCHANT-ID', async () => {
    const payment = newPayment();
    await phonePe().startPayment(payment);
    const path = `/pg/v1/status/${UAT.merchantId}/${payment.merchantTransactionId}`;

    const forged = await status(path, {
      'x-verify': xVerify(`${path}x`, UAT),
      'x-merchant-id': UAT.merchantId,
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ success: false, code: 'AUTHORIZATION_FAILED' });
    const otherMerchant = await status(path, { 'x-verify': xVerify(path, UAT), 'x-merchant-id': 'OTHER' });
    expect(otherMerchant.status).toBe(400);
  });

  it('answers TRANSACTION_NOT_FOUND for an unknown id, which the adapter reports as an error', async () => {
    await expect(phonePe().checkStatus('NEVERSTARTED')).rejects.toThrow(
      'PhonePe did not report the payment status: TRANSACTION_NOT_FOUND',
    );
  });
});

describe('sandbox gateway, Standard Checkout v2, driven through the v2 adapter', () => {
  const phonePeV2 = (overrides: Partial<typeof V2_CLIENT> = {}) =>
    createPhonePeV2Gateway({
      ...V2_CLIENT,
      ...overrides,
      baseUrl: `${sandboxUrl}/sandbox-gateway`,
      tokens: createPhonePeTokenCache(),
    });

  it('takes a token, shows the pay page; Pay posts an authorised webhook, and the status API agrees', async () => {
    const adapter = phonePeV2();
    const payment = newPayment();
    const { paymentUrl } = await adapter.startPayment(payment);
    const page = await openPayPage(paymentUrl);
    expect(page.html).toContain('Kesar Home &amp; Décor');
    expect(page.html).toContain('₹1,234.50');
    const pressed = await choose(page.actions[0]!);
    expect([pressed.status, pressed.headers.get('location')]).toEqual([303, payment.redirectUrl]);

    const [webhook] = merchant.requests;
    expect(webhook?.path).toBe('/api/payment/phonepe/webhook');
    expect(webhook?.headers.authorization).toBe(
      createHash('sha256').update('kesar_hooks:hookpass2025').digest('hex'),
    );
    expect(JSON.parse(webhook!.body)).toMatchObject({
      event: 'checkout.order.completed',
      payload: { merchantOrderId: payment.merchantTransactionId, state: 'COMPLETED', amount: 123_450 },
    });
    const seen = adapter.parseCallback(webhook!.headers, webhook!.body);
    expect(seen).toMatchObject({ state: 'COMPLETED', amountPaise: 123_450 });
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toEqual(seen);
  });

  it.each([
    ['fail', 'checkout.order.failed', 'PAYMENT_ERROR'],
    ['cancel', 'checkout.order.failed', 'PAYMENT_DECLINED'],
  ] as const)('%s posts %s with %s', async (outcome, event, code) => {
    const adapter = phonePeV2();
    const payment = newPayment();
    const { paymentUrl } = await adapter.startPayment(payment);
    await choose(`${paymentUrl}/${outcome}`);
    expect(JSON.parse(merchant.requests[0]!.body)).toMatchObject({ event });
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state: 'FAILED',
      code,
    });
  });

  it('answers PENDING before the shopper chooses', async () => {
    const adapter = phonePeV2();
    const payment = newPayment();
    await adapter.startPayment(payment);
    await expect(adapter.checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state: 'PENDING',
    });
  });

  it('refunds a paid order up to its amount, PENDING first and COMPLETED on the status API', async () => {
    const adapter = phonePeV2();
    const payment = newPayment();
    await choose(`${(await adapter.startPayment(payment)).paymentUrl}/pay`);
    const refund = (merchantRefundId: string, amountPaise: number) =>
      adapter.refund({
        merchantRefundId,
        merchantTransactionId: payment.merchantTransactionId,
        gatewayReference: null,
        amountPaise,
        callbackUrl: payment.callbackUrl,
      });
    const first = randomUUID().replaceAll('-', '');
    await expect(refund(first, 100_000)).resolves.toMatchObject({ state: 'PENDING', amountPaise: 100_000 });
    await expect(adapter.checkRefund(first)).resolves.toMatchObject({
      merchantRefundId: first,
      state: 'PROCESSED',
      amountPaise: 100_000,
    });
    await expect(refund(randomUUID().replaceAll('-', ''), 23_451)).rejects.toThrow(
      'Refund amount exceeds the amount left to refund.',
    );
    await expect(refund(first, 100)).rejects.toThrow(`merchantRefundId ${first} is already used.`);
  });

  it('refuses wrong client credentials, and calls without a valid O-Bearer token', async () => {
    await expect(phonePeV2({ clientSecret: 'not-the-secret' }).startPayment(newPayment())).rejects.toThrow(
      'PhonePe gave no token: UNAUTHORIZED: Client credentials are not valid.',
    );
    const reply = await fetch(`${sandboxUrl}/sandbox-gateway/checkout/v2/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'O-Bearer forged' },
      body: JSON.stringify({ merchantOrderId: 'X1', amount: 100 }),
    });
    expect(reply.status).toBe(401);
  });

  it('refuses a redirectUrl off the shop and a merchantOrderId used before', async () => {
    const adapter = phonePeV2();
    await expect(
      adapter.startPayment({ ...newPayment(), redirectUrl: 'https://attacker.example/back' }),
    ).rejects.toThrow("redirectUrl: not on the merchant's registered shop");
    const payment = newPayment();
    await adapter.startPayment(payment);
    await expect(adapter.startPayment(payment)).rejects.toThrow('is already used.');
  });
});

describe('sandbox gateway refund API', () => {
  async function paidPayment() {
    const adapter = phonePe();
    const payment = newPayment();
    const { paymentUrl } = await adapter.startPayment(payment);
    await choose(`${paymentUrl}/pay`);
    return payment;
  }
  const refundOf = (payment: { merchantTransactionId: string }, amountPaise: number) => ({
    merchantRefundId: randomUUID().replaceAll('-', ''),
    merchantTransactionId: payment.merchantTransactionId,
    gatewayReference: null,
    amountPaise,
    callbackUrl: `${SHOP}/api/payment/phonepe/callback`,
  });

  it('takes a partial refund as pending, processed from the next status check on', async () => {
    const adapter = phonePe();
    const payment = await paidPayment();
    const refund = refundOf(payment, 23_450);

    await expect(adapter.refund(refund)).resolves.toMatchObject({
      merchantRefundId: refund.merchantRefundId,
      state: 'PENDING',
      amountPaise: 23_450,
      gatewayRefundId: expect.stringMatching(/^R\d+$/),
    });
    await expect(adapter.checkRefund(refund.merchantRefundId)).resolves.toMatchObject({ state: 'PENDING' });
    await expect(adapter.checkRefund(refund.merchantRefundId)).resolves.toMatchObject({
      state: 'PROCESSED',
      code: 'PAYMENT_SUCCESS',
    });
  });

  it('refuses more than was paid, an unpaid payment, a reused id and a forged X-VERIFY', async () => {
    const adapter = phonePe();
    const payment = await paidPayment();
    const first = refundOf(payment, 100_000);
    await adapter.refund(first);

    await expect(adapter.refund(refundOf(payment, 23_451))).resolves.toMatchObject({
      state: 'FAILED',
      code: 'PAYMENT_ERROR',
    });
    const unpaid = newPayment();
    await adapter.startPayment(unpaid);
    await expect(adapter.refund(refundOf(unpaid, 10_000))).resolves.toMatchObject({
      state: 'FAILED',
      code: 'TRANSACTION_NOT_FOUND',
    });
    await expect(adapter.refund({ ...first, amountPaise: 100 })).resolves.toMatchObject({
      state: 'FAILED',
      code: 'BAD_REQUEST',
    });
    await expect(phonePe({ saltKey: 'not-the-salt' }).refund(refundOf(payment, 100))).resolves.toMatchObject({
      state: 'FAILED',
      code: 'AUTHORIZATION_FAILED',
    });
    await expect(adapter.refund(refundOf(payment, 23_450))).resolves.toMatchObject({ state: 'PENDING' });
  });

  it('answers TRANSACTION_NOT_FOUND for a refund it never took, which the adapter takes as failed', async () => {
    await expect(phonePe().checkRefund('NEVERASKED')).resolves.toMatchObject({ state: 'FAILED' });
  });
});
