import { createHash } from 'node:crypto';
// The check pg-sdk-node's StandardCheckoutClient.validateCallback runs first. validateCallback itself cannot
// run here: pg-sdk-node 2.0.2 resolves class-transformer 0.4.1, which has no plainToClass any more.
import { CommonUtils } from 'pg-sdk-node/dist/common/CommonUtils.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeGatewayServer,
  type RecordedRequest,
  startFakeGatewayServer,
} from './fake-gateway-server.ts';
import { InvalidGatewaySignature } from './payment-gateway.ts';
import { createPhonePeTokenCache, TOKEN_REFRESH_MARGIN_MS } from './phonepe-token-cache.ts';
import { createPhonePeV2Gateway } from './phonepe-v2.gateway.ts';

const CREDENTIALS = {
  clientId: 'TESTVVUAT_2502041721357207',
  clientSecret: 'ZTcxNDQyZjUtZjQ3Mi00MjJmLTgzOWYtMWZmZWQ2ZjdkMzVi',
  clientVersion: 1,
  webhookUsername: 'kesar_hooks',
  webhookPassword: 'monsoon2025',
};
/** The webhook's Authorization written out independently of the adapter. */
const GOOD_AUTHORIZATION = createHash('sha256').update('kesar_hooks:monsoon2025').digest('hex');

const order = {
  merchantTransactionId: '0f8d1c2e9a7b4c5d8e6f1a2b3c4d5e6f',
  merchantUserId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  amountPaise: 45_000,
  mobile: '9823045600',
  redirectUrl: 'https://kesar.example/payment/phonepe/status?id=1',
  callbackUrl: 'https://kesar.example/api/payment/phonepe/webhook',
};

let server: FakeGatewayServer;
beforeAll(async () => {
  server = await startFakeGatewayServer();
});
afterAll(() => server.close());

let clock: number;
let tokensIssued: number;
let tokens: ReturnType<typeof createPhonePeTokenCache>;
const TOKEN_LIFETIME_S = 3600;

beforeEach(() => {
  clock = Date.UTC(2026, 10, 29, 4, 0, 0);
  tokensIssued = 0;
  tokens = createPhonePeTokenCache(() => clock);
});

/** PhonePe's token endpoint as its docs show it; every other path answers with `api`. */
function answerAsPhonePe(api: (request: RecordedRequest) => FakeAnswer) {
  server.answerWith((request) => {
    if (request.path !== '/apis/pg-sandbox/v1/oauth/token') return api(request);
    tokensIssued += 1;
    const issuedAt = Math.floor(clock / 1000);
    return {
      status: 200,
      body: {
        access_token: `token-${tokensIssued}`,
        encrypted_access_token: `encrypted-${tokensIssued}`,
        expires_in: null,
        issued_at: issuedAt,
        expires_at: issuedAt + TOKEN_LIFETIME_S,
        session_expires_at: issuedAt + TOKEN_LIFETIME_S,
        token_type: 'O-Bearer',
      },
    };
  });
}

const phonePe = () =>
  createPhonePeV2Gateway({
    ...CREDENTIALS,
    baseUrl: `${server.baseUrl}/apis/pg-sandbox/`,
    tokens,
    timeoutMs: 5_000,
  });
const apiRequests = () => server.requests.filter((request) => !request.path.endsWith('/oauth/token'));
const tokenRequests = () => server.requests.filter((request) => request.path.endsWith('/oauth/token'));

const payReply = {
  status: 200,
  body: {
    orderId: 'OMO2502041',
    state: 'PENDING',
    expireAt: 1,
    redirectUrl: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=abc',
  },
};

function orderStatus(state: string, extra: Record<string, unknown> = {}) {
  return {
    orderId: 'OMO2502041',
    state,
    amount: 45_000,
    expireAt: 1_738_670_000_000,
    paymentDetails: [
      {
        paymentMode: 'UPI_INTENT',
        transactionId: 'OM2502041A',
        timestamp: 1,
        amount: 45_000,
        state: 'FAILED',
      },
      { paymentMode: 'UPI_QR', transactionId: 'OM2502041B', timestamp: 2, amount: 45_000, state },
    ],
    ...extra,
  };
}

describe('PhonePe v2 OAuth token', () => {
  it('posts the form-encoded client credentials and reuses the token for later calls', async () => {
    answerAsPhonePe(() => payReply);
    const gateway = phonePe();
    await gateway.startPayment(order);
    await phonePe().startPayment(order);

    expect(tokenRequests()).toHaveLength(1);
    const [tokenRequest] = tokenRequests();
    expect(tokenRequest?.method).toBe('POST');
    expect(tokenRequest?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(tokenRequest!.body))).toEqual({
      client_id: CREDENTIALS.clientId,
      client_version: '1',
      client_secret: CREDENTIALS.clientSecret,
      grant_type: 'client_credentials',
    });
    expect(apiRequests().map((request) => request.headers.authorization)).toEqual([
      'O-Bearer token-1',
      'O-Bearer token-1',
    ]);
  });

  it('shares one token fetch between concurrent callers', async () => {
    answerAsPhonePe(() => payReply);
    await Promise.all([
      phonePe().startPayment(order),
      phonePe().startPayment(order),
      phonePe().startPayment(order),
    ]);
    expect(tokenRequests()).toHaveLength(1);
  });

  it('refreshes the token a few minutes before expires_at, not after', async () => {
    answerAsPhonePe(() => payReply);
    await phonePe().startPayment(order);
    clock += TOKEN_LIFETIME_S * 1000 - TOKEN_REFRESH_MARGIN_MS - 1_000;
    await phonePe().startPayment(order);
    expect(tokenRequests()).toHaveLength(1);
    clock += 2_000;
    await phonePe().startPayment(order);
    expect(tokenRequests()).toHaveLength(2);
    expect(apiRequests().at(-1)?.headers.authorization).toBe('O-Bearer token-2');
  });

  it('keeps a token per set of credentials', async () => {
    answerAsPhonePe(() => payReply);
    await phonePe().startPayment(order);
    const other = createPhonePeV2Gateway({
      ...CREDENTIALS,
      clientId: 'OTHERSHOP',
      baseUrl: `${server.baseUrl}/apis/pg-sandbox`,
      tokens,
    });
    await other.startPayment(order);
    expect(tokenRequests().map((request) => new URLSearchParams(request.body).get('client_id'))).toEqual([
      CREDENTIALS.clientId,
      'OTHERSHOP',
    ]);
  });

  it('drops a token PhonePe refuses with 401, fetches a new one and retries once', async () => {
    answerAsPhonePe((request) =>
      request.headers.authorization === 'O-Bearer token-1'
        ? { status: 401, body: { code: 'UNAUTHORIZED', message: 'token expired' } }
        : payReply,
    );
    await expect(phonePe().startPayment(order)).resolves.toMatchObject({
      paymentUrl: payReply.body.redirectUrl,
    });
    expect(apiRequests().map((request) => request.headers.authorization)).toEqual([
      'O-Bearer token-1',
      'O-Bearer token-2',
    ]);
    await phonePe().startPayment(order);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('gives up after one retry when PhonePe keeps refusing', async () => {
    answerAsPhonePe(() => ({ status: 401, body: { code: 'UNAUTHORIZED', message: 'no' } }));
    await expect(phonePe().startPayment(order)).rejects.toThrow(
      'PhonePe did not start the payment: UNAUTHORIZED: no',
    );
    expect(apiRequests()).toHaveLength(2);
  });

  it('fails the call when PhonePe refuses the client credentials', async () => {
    server.answerWith(() => ({ status: 400, body: { code: 'BAD_REQUEST', message: 'invalid client' } }));
    await expect(phonePe().startPayment(order)).rejects.toThrow(
      'PhonePe gave no token: BAD_REQUEST: invalid client',
    );
  });
});

describe('PhonePe v2 pay and order status', () => {
  it('posts a PG_CHECKOUT order with the amount in paise and answers the pay page', async () => {
    answerAsPhonePe(() => payReply);
    await expect(phonePe().startPayment(order)).resolves.toEqual({
      paymentUrl: 'https://mercury-uat.phonepe.com/transact/uat_v2?token=abc',
      gatewayOrderId: null,
    });
    const [request] = apiRequests();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/apis/pg-sandbox/checkout/v2/pay');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request!.body)).toEqual({
      merchantOrderId: order.merchantTransactionId,
      amount: 45_000,
      paymentFlow: { type: 'PG_CHECKOUT', merchantUrls: { redirectUrl: order.redirectUrl } },
    });
  });

  it('GETs the order status and reads the completed attempt', async () => {
    answerAsPhonePe(() => ({ status: 200, body: orderStatus('COMPLETED') }));
    await expect(phonePe().checkStatus(order.merchantTransactionId)).resolves.toEqual({
      merchantTransactionId: order.merchantTransactionId,
      state: 'COMPLETED',
      amountPaise: 45_000,
      gatewayReference: 'OM2502041B',
      code: 'COMPLETED',
    });
    const [request] = apiRequests();
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(`/apis/pg-sandbox/checkout/v2/order/${order.merchantTransactionId}/status`);
    expect(request?.headers.authorization).toBe('O-Bearer token-1');
  });

  it.each([
    ['CREATED', 'PENDING'],
    ['PENDING', 'PENDING'],
    ['FAILED', 'FAILED'],
  ] as const)('maps order state %s to %s', async (phonePeState, state) => {
    answerAsPhonePe(() => ({ status: 200, body: orderStatus(phonePeState) }));
    await expect(phonePe().checkStatus(order.merchantTransactionId)).resolves.toMatchObject({ state });
  });

  it("answers a failed order with PhonePe's errorCode", async () => {
    answerAsPhonePe(() => ({
      status: 200,
      body: orderStatus('FAILED', { errorCode: 'PAYMENT_ERROR', detailedErrorCode: 'XC' }),
    }));
    await expect(phonePe().checkStatus(order.merchantTransactionId)).resolves.toMatchObject({
      state: 'FAILED',
      code: 'PAYMENT_ERROR',
    });
  });

  it('rejects an answer about our request rather than the order', async () => {
    answerAsPhonePe(() => ({ status: 404, body: { code: 'ORDER_NOT_FOUND', message: 'No order' } }));
    await expect(phonePe().checkStatus(order.merchantTransactionId)).rejects.toThrow(
      'PhonePe did not report the payment status: ORDER_NOT_FOUND: No order',
    );
  });
});

describe('PhonePe v2 refunds', () => {
  const refund = {
    merchantRefundId: '7a6b5c4d3e2f10998877665544332211',
    merchantTransactionId: order.merchantTransactionId,
    gatewayReference: 'OM2502041B',
    amountPaise: 10_000,
    callbackUrl: 'https://kesar.example/api/payment/phonepe/webhook',
  };

  it('posts merchantRefundId, originalMerchantOrderId and amount', async () => {
    answerAsPhonePe(() => ({
      status: 200,
      body: { refundId: 'OMR2502041', amount: 10_000, state: 'PENDING' },
    }));
    await expect(phonePe().refund(refund)).resolves.toEqual({
      merchantRefundId: refund.merchantRefundId,
      state: 'PENDING',
      amountPaise: 10_000,
      gatewayRefundId: 'OMR2502041',
      code: 'PENDING',
    });
    const [request] = apiRequests();
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/apis/pg-sandbox/payments/v2/refund');
    expect(request?.headers.authorization).toBe('O-Bearer token-1');
    expect(JSON.parse(request!.body)).toEqual({
      merchantRefundId: refund.merchantRefundId,
      originalMerchantOrderId: order.merchantTransactionId,
      amount: 10_000,
    });
  });

  it('GETs the refund status and maps COMPLETED to PROCESSED', async () => {
    answerAsPhonePe(() => ({
      status: 200,
      body: {
        merchantId: 'TESTVVUAT',
        merchantRefundId: refund.merchantRefundId,
        originalMerchantOrderId: order.merchantTransactionId,
        amount: 10_000,
        state: 'COMPLETED',
        paymentDetails: [],
      },
    }));
    await expect(phonePe().checkRefund(refund.merchantRefundId)).resolves.toEqual({
      merchantRefundId: refund.merchantRefundId,
      state: 'PROCESSED',
      amountPaise: 10_000,
      gatewayRefundId: null,
      code: 'COMPLETED',
    });
    expect(apiRequests()[0]?.path).toBe(
      `/apis/pg-sandbox/payments/v2/refund/${refund.merchantRefundId}/status`,
    );
  });

  it('rejects a refused refund with PhonePe’s words', async () => {
    answerAsPhonePe(() => ({ status: 400, body: { code: 'BAD_REQUEST', message: 'Refund amount exceeds' } }));
    await expect(phonePe().refund(refund)).rejects.toThrow(
      'PhonePe did not take the refund: BAD_REQUEST: Refund amount exceeds',
    );
  });
});

describe('PhonePe v2 webhook', () => {
  const completed = {
    event: 'checkout.order.completed',
    payload: {
      merchantOrderId: order.merchantTransactionId,
      merchantId: 'TESTVVUAT',
      ...orderStatus('COMPLETED'),
    },
  };

  it('accepts the Authorization PhonePe sends and maps the payload', () => {
    expect(phonePe().parseCallback({ Authorization: GOOD_AUTHORIZATION }, JSON.stringify(completed))).toEqual(
      {
        merchantTransactionId: order.merchantTransactionId,
        state: 'COMPLETED',
        amountPaise: 45_000,
        gatewayReference: 'OM2502041B',
        code: 'COMPLETED',
      },
    );
  });

  it('maps checkout.order.failed to a failure with its errorCode', () => {
    const failed = {
      event: 'checkout.order.failed',
      payload: { ...completed.payload, state: 'FAILED', errorCode: 'PAYMENT_ERROR' },
    };
    expect(phonePe().parseCallback({ authorization: GOOD_AUTHORIZATION }, failed)).toMatchObject({
      state: 'FAILED',
      code: 'PAYMENT_ERROR',
    });
  });

  it.each([
    ['missing', {}],
    [
      'of other credentials',
      { authorization: createHash('sha256').update('kesar_hooks:guess').digest('hex') },
    ],
    ['in capitals', { authorization: GOOD_AUTHORIZATION.toUpperCase() }],
    ['prefixed', { authorization: `SHA256 ${GOOD_AUTHORIZATION}` }],
    ['repeated', { authorization: [GOOD_AUTHORIZATION, GOOD_AUTHORIZATION] }],
  ])('refuses an Authorization %s', (_, headers) => {
    expect(() => phonePe().parseCallback(headers, completed)).toThrow(InvalidGatewaySignature);
  });

  it('refuses every webhook when the shop has no webhook username and password', () => {
    const unconfigured = createPhonePeV2Gateway({
      ...CREDENTIALS,
      webhookUsername: null,
      webhookPassword: null,
      baseUrl: server.baseUrl,
      tokens,
    });
    const emptyCredentials = createHash('sha256').update(':').digest('hex');
    expect(() => unconfigured.parseCallback({ authorization: emptyCredentials }, completed)).toThrow(
      InvalidGatewaySignature,
    );
  });

  it('refuses an authorised webhook that is not an order event (a refund event must not pay an order)', () => {
    const refundEvent = {
      event: 'pg.refund.completed',
      payload: {
        ...completed.payload,
        merchantRefundId: 'R1',
        originalMerchantOrderId: order.merchantTransactionId,
      },
    };
    expect(() => phonePe().parseCallback({ authorization: GOOD_AUTHORIZATION }, refundEvent)).toThrow(
      'The PhonePe webhook is not an order status.',
    );
  });

  describe("gives the same verdict as pg-sdk-node's callback validation", () => {
    const sdkAccepts = (authorization: string) =>
      CommonUtils.isCallbackValid(CREDENTIALS.webhookUsername, CREDENTIALS.webhookPassword, authorization);
    const oursAccepts = (authorization: string, body: string) => {
      try {
        phonePe().parseCallback({ authorization }, body);
        return true;
      } catch (error) {
        if (error instanceof InvalidGatewaySignature) return false;
        throw error;
      }
    };

    it.each([
      ['genuine', GOOD_AUTHORIZATION, true],
      [
        'forged with a guessed password',
        createHash('sha256').update('kesar_hooks:monsoon2024').digest('hex'),
        false,
      ],
      ['forged from the password alone', createHash('sha256').update('monsoon2025').digest('hex'), false],
      ['empty', '', false],
    ])('%s', (_, authorization, valid) => {
      const body = JSON.stringify(completed);
      expect(sdkAccepts(authorization)).toBe(valid);
      expect(oursAccepts(authorization, body)).toBe(valid);
    });
  });
});
