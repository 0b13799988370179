import { createHmac } from 'node:crypto';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGatewayServer, type FakeAnswer, startFakeGatewayServer } from './fake-gateway-server.ts';
import { InvalidGatewaySignature } from './payment-gateway.ts';
import { createRazorpayGateway } from './razorpay.gateway.ts';

// The credentials of razorpay-python's test client (tests/helpers.py: Client(auth=('key_id', 'key_secret'))).
const KEY_ID = 'key_id';
const KEY_SECRET = 'key_secret';
const WEBHOOK_SECRET = 'webhook_secret';

let gateway: FakeGatewayServer;
beforeAll(async () => {
  gateway = await startFakeGatewayServer();
});
afterAll(() => gateway.close());

const razorpay = (webhookSecret = WEBHOOK_SECRET) =>
  createRazorpayGateway({
    keyId: KEY_ID,
    keySecret: KEY_SECRET,
    webhookSecret,
    baseUrl: gateway.baseUrl,
    checkoutPageUrl: 'https://shop.example/payment/razorpay/checkout',
    timeoutMs: 500,
  });

const payment = {
  merchantTransactionId: 'PO7850590068188104',
  merchantUserId: 'U123',
  amountPaise: 49_900,
  mobile: null,
  redirectUrl: 'https://shop.example/payment/razorpay/status',
  callbackUrl: 'https://shop.example/api/payment/razorpay/webhook',
};

const order = {
  id: 'order_EKwxwAgItmmXdp',
  entity: 'order',
  amount: 49_900,
  receipt: payment.merchantTransactionId,
};
const attempt = (id: string, status: string, createdAt: number) => ({
  id,
  entity: 'payment',
  amount: 49_900,
  currency: 'INR',
  status,
  order_id: order.id,
  created_at: createdAt,
});

describe('Razorpay startPayment', () => {
  it('creates an order with Basic auth and sends the browser to our checkout page with its id', async () => {
    gateway.answerWith(() => ({ status: 200, body: { ...order, currency: 'INR', status: 'created' } }));

    const started = await razorpay().startPayment(payment);

    expect(started.gatewayOrderId).toBe('order_EKwxwAgItmmXdp');
    const checkout = new URL(started.paymentUrl);
    expect(checkout.origin + checkout.pathname).toBe('https://shop.example/payment/razorpay/checkout');
    expect(Object.fromEntries(checkout.searchParams)).toEqual({
      order_id: 'order_EKwxwAgItmmXdp',
      merchant_transaction_id: 'PO7850590068188104',
      callback_url: 'https://shop.example/payment/razorpay/status',
    });
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/orders');
    expect(request?.headers.authorization).toBe('Basic a2V5X2lkOmtleV9zZWNyZXQ=');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      amount: 49_900,
      currency: 'INR',
      receipt: 'PO7850590068188104',
      notes: { merchant_transaction_id: 'PO7850590068188104', merchant_user_id: 'U123' },
    });
  });

  it('defaults to our checkout page on the origin of the redirect URL', async () => {
    gateway.answerWith(() => ({ status: 200, body: order }));
    const gatewayWithDefaults = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      webhookSecret: WEBHOOK_SECRET,
      baseUrl: gateway.baseUrl,
    });
    const { paymentUrl } = await gatewayWithDefaults.startPayment(payment);
    expect(paymentUrl).toMatch(
      /^https:\/\/shop\.example\/payment\/razorpay\/checkout\?order_id=order_EKwxwAgItmmXdp&/,
    );
  });

  it("rejects a refusal with Razorpay's error code and description", async () => {
    gateway.answerWith(() => ({
      status: 401,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } },
    }));
    await expect(razorpay().startPayment(payment)).rejects.toThrow(
      'Razorpay did not create the order: BAD_REQUEST_ERROR: Authentication failed',
    );
  });
});

describe('Razorpay checkStatus', () => {
  function answerOrderWith(payments: unknown[]) {
    gateway.answerWith((request): FakeAnswer => {
      if (request.path === '/v1/orders?receipt=PO7850590068188104')
        return { status: 200, body: { items: [order] } };
      if (request.path === `/v1/orders/${order.id}/payments`)
        return { status: 200, body: { items: payments } };
      return { status: 404, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'not here' } } };
    });
  }

  it('finds the order by its receipt, then reads its payments, with Basic auth', async () => {
    answerOrderWith([attempt('pay_failed', 'failed', 1), attempt('pay_ok', 'captured', 2)]);

    await expect(razorpay().checkStatus(payment.merchantTransactionId)).resolves.toEqual({
      merchantTransactionId: 'PO7850590068188104',
      state: 'COMPLETED',
      amountPaise: 49_900,
      gatewayReference: 'pay_ok',
      code: 'captured',
    });
    expect(gateway.requests.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'GET /v1/orders?receipt=PO7850590068188104',
      'GET /v1/orders/order_EKwxwAgItmmXdp/payments',
    ]);
    expect(
      gateway.requests.every((request) => request.headers.authorization === 'Basic a2V5X2lkOmtleV9zZWNyZXQ='),
    ).toBe(true);
  });

  it.each([
    ['no attempt yet', [], 'PENDING', 'created'],
    ['an authorised attempt', [attempt('pay_1', 'authorized', 1)], 'PENDING', 'authorized'],
    [
      'only failed attempts',
      [attempt('pay_1', 'failed', 1), attempt('pay_2', 'failed', 2)],
      'FAILED',
      'failed',
    ],
    [
      'a retry after a failure',
      [attempt('pay_2', 'authorized', 2), attempt('pay_1', 'failed', 1)],
      'PENDING',
      'authorized',
    ],
  ])('with %s the payment is %s', async (_case, payments, state, code) => {
    answerOrderWith(payments);
    await expect(razorpay().checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      state,
      code,
    });
  });

  it('throws when no order has the receipt', async () => {
    gateway.answerWith(() => ({ status: 200, body: { entity: 'collection', count: 0, items: [] } }));
    await expect(razorpay().checkStatus('PO_unknown')).rejects.toThrow(
      'Razorpay has no order with receipt PO_unknown',
    );
  });
});

describe('Razorpay signatures, with the vectors published in Razorpay SDK tests', () => {
  it('verifies the checkout signature of razorpay-python test_verify_payment_signature', () => {
    // razorpay/razorpay-python tests/test_client_utility.py, with the key secret of tests/helpers.py.
    const checkout = {
      orderId: 'fake_order_id',
      paymentId: 'fake_payment_id',
      signature: 'b2335e3b0801106b84a7faff035df56ecffde06918c9ddd1f0fafbb37a51cc89',
    };
    expect(razorpay().verifyCheckoutSignature(checkout)).toBe(true);
    expect(razorpay().verifyCheckoutSignature({ ...checkout, paymentId: 'fake_payment_id2' })).toBe(false);
    // test_verify_payment_signature_with_exception's wrong signature.
    expect(razorpay().verifyCheckoutSignature({ ...checkout, signature: 'test_signature' })).toBe(false);
  });

  it('verifies the webhook signature of razorpay-python test_verify_webhook_signature', () => {
    // razorpay/razorpay-python tests/test_client_utility.py: the body is tests/mocks/fake_payment_authorized_webhook.json
    // byte for byte (trailing newline included), the secret is the test client's key secret.
    const body = `{
  "event": "payment.authorized",
  "entity": "event",
  "contains": [
    "payment"
  ],
  "payload": {
    "payment": {
      "entity": {
        "id": "pay_6koWN7bvxujzxM",
        "entity": "payment",
        "amount": 1000000,
        "currency": "INR",
        "status": "captured",
        "order_id": "order_100000000order",
        "international": false,
        "method": "card",
        "amount_refunded": 0,
        "refund_status": null,
        "captured": true,
        "description": "random description",
        "card_id": "card_6koWNAT6LASUqy",
        "bank": null,
        "wallet": null,
        "vpa": null,
        "email": "a@b.com",
        "contact": "+919999999999",
        "notes": {
          "merchant_order_id": "random order id"
        },
        "fee": 23000,
        "service_tax": 3000,
        "error_code": null,
        "error_description": null,
        "created_at": 1479978483
      }
    }
  },
  "created_at": 1400826760
}
`;
    const signature = 'd60e67fd884556c045e9be7dad57903e33efc7172c17c6e3ef77db42d2b366e9';
    expect(razorpay(KEY_SECRET).verifyWebhookSignature(body, signature)).toBe(true);
    expect(razorpay(KEY_SECRET).verifyWebhookSignature(body.trimEnd(), signature)).toBe(false);
    expect(() => razorpay(KEY_SECRET).parseWebhook({}, body)).toThrow(InvalidGatewaySignature);
  });

  it('verifies the webhook signature of razorpay-node validateWebhookSignature', () => {
    // razorpay/razorpay-node test/utils/razorpay-utils.spec.js.
    const body = '{"a":1,"b":2,"c":{"d":3}}';
    const signature = '2fe04e22977002e6c7cb553adab8b460cb9e2a4970d5953cb27a8472752e3bbc';
    expect(razorpay('123456').verifyWebhookSignature(body, signature)).toBe(true);
    expect(razorpay('123456').verifyWebhookSignature(body, 'sdfafds')).toBe(false);
    expect(razorpay('1234567').verifyWebhookSignature(body, signature)).toBe(false);
  });
});

describe('Razorpay payment webhooks', () => {
  const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
  // The shopper's browser writes a payment's notes through Checkout: here they name another attempt.
  const webhook = (event: string, status: string, extra: object = {}) =>
    JSON.stringify({
      entity: 'event',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            ...attempt('pay_Beg2OGSn3xCU9q', status, 1),
            notes: { merchant_transaction_id: 'PO0000000000000001' },
          },
        },
        ...extra,
      },
    });

  it.each([
    ['payment.captured', 'captured', 'COMPLETED'],
    ['payment.failed', 'failed', 'FAILED'],
    ['payment.authorized', 'authorized', 'PENDING'],
    ['order.paid', 'captured', 'COMPLETED'],
  ])(
    'takes %s (%s) as %s, for the Razorpay order the payment was made on, never the one its notes name',
    (event, status, state) => {
      const body = webhook(event, status, { order: { entity: { ...order, receipt: 'PO0000000000000002' } } });
      expect(razorpay().parseWebhook({ 'x-razorpay-signature': sign(body) }, Buffer.from(body))).toEqual({
        kind: 'payment',
        event,
        razorpayOrderId: 'order_EKwxwAgItmmXdp',
        status: { state, amountPaise: 49_900, gatewayReference: 'pay_Beg2OGSn3xCU9q', code: status },
      });
    },
  );

  it('refuses a payment event that names no Razorpay order', () => {
    const body = webhook('payment.captured', 'captured').replace('"order_id":"order_EKwxwAgItmmXdp",', '');
    expect(body).not.toContain('order_id');
    expect(() => razorpay().parseWebhook({ 'x-razorpay-signature': sign(body) }, body)).toThrow();
  });

  it('rejects a body that does not match its signature, or no signature', () => {
    const body = webhook('payment.captured', 'captured');
    const forged = body.replace('49900', '100');
    expect(() => razorpay().parseWebhook({ 'x-razorpay-signature': sign(body) }, forged)).toThrow(
      InvalidGatewaySignature,
    );
    expect(() => razorpay().parseWebhook({}, body)).toThrow(InvalidGatewaySignature);
  });

  it('needs the raw body, since the signature covers its exact bytes', () => {
    const body = webhook('payment.captured', 'captured');
    expect(() => razorpay().parseWebhook({ 'x-razorpay-signature': sign(body) }, JSON.parse(body))).toThrow(
      TypeError,
    );
  });

  it('takes no result through the generic callback: Razorpay posts to its own webhook route', () => {
    const body = webhook('payment.captured', 'captured');
    expect(() => razorpay().parseCallback({ 'x-razorpay-signature': sign(body) }, body)).toThrow(
      /its own|razorpay\/webhook/,
    );
  });
});

describe('Razorpay refunds', () => {
  const refund = {
    merchantRefundId: 'R7850590068188104',
    merchantTransactionId: payment.merchantTransactionId,
    gatewayReference: 'pay_29QQoUBi66xm2f',
    amountPaise: 20_000,
    callbackUrl: 'https://shop.example/api/payment/razorpay/webhook',
  };
  const entity = (status: string, receipt: string | null = refund.merchantRefundId) => ({
    id: 'rfnd_FgRAHdNOM4ZVbO',
    entity: 'refund',
    amount: 20_000,
    currency: 'INR',
    payment_id: refund.gatewayReference,
    notes: {},
    receipt,
    acquirer_data: { arn: null },
    created_at: 1600856650,
    batch_id: null,
    status,
    speed_processed: 'normal',
    speed_requested: 'normal',
  });

  it('posts a normal refund for the payment with an idempotency key, our id as its receipt', async () => {
    gateway.answerWith(() => ({ status: 200, body: entity('pending') }));

    await expect(razorpay().refund(refund)).resolves.toEqual({
      merchantRefundId: 'R7850590068188104',
      state: 'PENDING',
      amountPaise: 20_000,
      gatewayRefundId: 'rfnd_FgRAHdNOM4ZVbO',
      code: 'pending',
    });

    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/payments/pay_29QQoUBi66xm2f/refund');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from('key_id:key_secret').toString('base64')}`,
    );
    expect(request?.headers['x-refund-idempotency']).toBe('R7850590068188104');
    expect(JSON.parse(request!.body)).toEqual({
      amount: 20_000,
      speed: 'normal',
      receipt: 'R7850590068188104',
      notes: { merchant_refund_id: 'R7850590068188104', merchant_transaction_id: 'PO7850590068188104' },
    });
  });

  it('takes a refusal in Razorpay’s words as a failed refund, and a 5xx as no news', async () => {
    gateway.answerWith(() => ({
      status: 400,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is too large' } },
    }));
    await expect(razorpay().refund(refund)).resolves.toMatchObject({
      state: 'FAILED',
      code: 'BAD_REQUEST_ERROR',
    });

    gateway.answerWith(() => ({ status: 503, body: { error: { code: 'SERVER_ERROR' } } }));
    await expect(razorpay().refund(refund)).rejects.toThrow('Razorpay did not take the refund: SERVER_ERROR');
  });

  it('refuses, asking nothing, a refund of an attempt without a Razorpay payment id', async () => {
    gateway.answerWith(() => ({ status: 200, body: entity('processed') }));
    await expect(razorpay().refund({ ...refund, gatewayReference: null })).resolves.toMatchObject({
      state: 'FAILED',
      code: 'NO_PAYMENT_ID',
    });
    expect(gateway.requests).toHaveLength(0);
  });

  it('finds the refund by its receipt among the latest refunds', async () => {
    gateway.answerWith(() => ({
      status: 200,
      body: { entity: 'collection', count: 2, items: [entity('processed', 'other'), entity('processed')] },
    }));

    await expect(razorpay().checkRefund(refund.merchantRefundId)).resolves.toMatchObject({
      state: 'PROCESSED',
      gatewayRefundId: 'rfnd_FgRAHdNOM4ZVbO',
    });
    expect(gateway.requests.map((request) => request.path)).toEqual(['/v1/refunds?count=100&skip=0']);
  });

  it('pages on while the pages are full, and takes a refund missing from the whole list as failed', async () => {
    gateway.answerWith((request) => {
      const full = request.path.endsWith('skip=0');
      const items = Array.from({ length: full ? 100 : 3 }, () => entity('processed', 'other'));
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    });

    await expect(razorpay().checkRefund(refund.merchantRefundId)).resolves.toMatchObject({
      state: 'FAILED',
      code: 'NOT_FOUND',
    });
    expect(gateway.requests.map((request) => request.path)).toEqual([
      '/v1/refunds?count=100&skip=0',
      '/v1/refunds?count=100&skip=100',
    ]);
  });
});

describe('Razorpay parseWebhook', () => {
  const sign = (body: string) => createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
  // refund.processed as Razorpay documents it: the refund and the payment it returns money from.
  const refundWebhook = (event: string, status: string, refund: object = {}) =>
    JSON.stringify({
      entity: 'event',
      account_id: 'acc_BFQ7uQEaa7j2z7',
      event,
      contains: ['refund', 'payment'],
      payload: {
        refund: {
          entity: {
            id: 'rfnd_FP8QHiV938haTz',
            entity: 'refund',
            amount: 50_000,
            currency: 'INR',
            payment_id: 'pay_FP8QAIM9Z3b5Yw',
            notes: [],
            receipt: '5f1c1d9b2e4a4f0c8a1b2c3d4e5f6a7b',
            acquirer_data: { arn: null },
            created_at: 1_597_078_124,
            batch_id: null,
            status,
            speed_processed: 'normal',
            speed_requested: 'normal',
            ...refund,
          },
        },
        payment: { entity: attempt('pay_FP8QAIM9Z3b5Yw', 'refunded', 1) },
      },
      created_at: 1_597_078_124,
    });

  it.each([
    ['refund.processed', 'processed', 'PROCESSED'],
    ['refund.failed', 'failed', 'FAILED'],
    ['refund.created', 'pending', 'PENDING'],
  ])('reads %s (%s) as a %s refund, named by the receipt we gave it', (event, status, state) => {
    const body = refundWebhook(event, status);
    expect(razorpay().parseWebhook({ 'x-razorpay-signature': sign(body) }, Buffer.from(body))).toEqual({
      kind: 'refund',
      event,
      refund: {
        merchantRefundId: '5f1c1d9b2e4a4f0c8a1b2c3d4e5f6a7b',
        state,
        amountPaise: 50_000,
        gatewayRefundId: 'rfnd_FP8QHiV938haTz',
        code: status,
      },
    });
  });

  it('takes the refund id from the note merchant_refund_id when there is no receipt, and needs one of them', () => {
    const noted = refundWebhook('refund.processed', 'processed', {
      receipt: null,
      notes: { merchant_refund_id: 'R42' },
    });
    const parsed = razorpay().parseWebhook({ 'x-razorpay-signature': sign(noted) }, noted);
    expect(parsed).toMatchObject({ kind: 'refund', refund: { merchantRefundId: 'R42' } });
    const anonymous = refundWebhook('refund.processed', 'processed', { receipt: null });
    expect(() => razorpay().parseWebhook({ 'x-razorpay-signature': sign(anonymous) }, anonymous)).toThrow(
      /does not name our refund/,
    );
  });

  it('checks the signature before reading anything, and names other events without decoding them', () => {
    const body = refundWebhook('refund.processed', 'processed');
    expect(() => razorpay().parseWebhook({ 'x-razorpay-signature': sign(body + ' ') }, body)).toThrow(
      InvalidGatewaySignature,
    );
    const dispute = JSON.stringify({ entity: 'event', event: 'payment.dispute.created', payload: {} });
    expect(razorpay().parseWebhook({ 'x-razorpay-signature': sign(dispute) }, dispute)).toEqual({
      kind: 'other',
      event: 'payment.dispute.created',
    });
  });
});

describe("Razorpay signatures agree with Razorpay's own Node SDK (razorpay@2.9.8)", () => {
  const orderId = 'order_IEIaMR65cu6nz3';
  const paymentId = 'pay_IH4NVgf4Dreq1l';
  const signed = createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex');

  it.each([
    ['a genuine signature', orderId, paymentId, signed],
    ['another payment id', orderId, 'pay_IH4NVgf4Dreq1m', signed],
    ['another order id', 'order_IEIaMR65cu6nz4', paymentId, signed],
    [
      'a signature under another secret',
      orderId,
      paymentId,
      createHmac('sha256', 'x').update(`${orderId}|${paymentId}`).digest('hex'),
    ],
    ['an upper-case signature', orderId, paymentId, signed.toUpperCase()],
    ['a truncated signature', orderId, paymentId, signed.slice(0, 63)],
  ])('checkout: %s', (_case, order, paymentIdentifier, signature) => {
    const ours = razorpay().verifyCheckoutSignature({
      orderId: order,
      paymentId: paymentIdentifier,
      signature,
    });
    const theirs = validatePaymentVerification(
      { order_id: order, payment_id: paymentIdentifier },
      signature,
      KEY_SECRET,
    );
    expect(ours).toBe(theirs);
    expect(ours).toBe(_case === 'a genuine signature');
  });

  const body = JSON.stringify({ entity: 'event', event: 'payment.captured', payload: { amount: 49_900 } });
  const hook = createHmac('sha256', WEBHOOK_SECRET).update(body).digest('hex');
  it.each([
    ['a genuine signature', body, hook],
    ['a body changed by one byte', body.replace('49900', '49901'), hook],
    ['the body re-serialised with spaces', JSON.stringify(JSON.parse(body), null, 1), hook],
    ['a signature under the key secret', body, createHmac('sha256', KEY_SECRET).update(body).digest('hex')],
    ['an empty signature', body, ''],
  ])('webhook: %s', (_case, text, signature) => {
    const ours = razorpay().verifyWebhookSignature(text, signature);
    expect(ours).toBe(validateWebhookSignature(text, signature, WEBHOOK_SECRET));
    expect(ours).toBe(_case === 'a genuine signature');
  });
});
