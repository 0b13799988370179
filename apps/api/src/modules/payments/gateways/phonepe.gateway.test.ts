import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGatewayServer, startFakeGatewayServer } from './fake-gateway-server.ts';
import { InvalidGatewaySignature } from './payment-gateway.ts';
import { createPhonePeGateway, xVerify } from './phonepe.gateway.ts';

// PhonePe's published UAT test merchant (developer.phonepe.com, Standard Checkout "PAY API").
const UAT = { merchantId: 'PGTESTPAYUAT', saltKey: '099eb0cd-02cf-4e2a-8aca-3e6c6aff0399', saltIndex: 1 };

/** The checksum written out independently of the adapter: SHA-256 hex of text + salt key, "###", index. */
const handXVerify = (text: string) =>
  `${createHash('sha256').update(`${text}${UAT.saltKey}`).digest('hex')}###1`;
const base64Json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
const decodeBase64Json = (encoded: string): unknown =>
  JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));

let gateway: FakeGatewayServer;
beforeAll(async () => {
  gateway = await startFakeGatewayServer();
});
afterAll(() => gateway.close());

const phonePe = () =>
  createPhonePeGateway({ ...UAT, baseUrl: `${gateway.baseUrl}/apis/pg-sandbox/`, timeoutMs: 5_000 });

const payment = {
  merchantTransactionId: 'MT7850590068188104',
  merchantUserId: 'MUID123',
  amountPaise: 10_000,
  mobile: '9999999999',
  redirectUrl: 'https://shop.example/payment/phonepe/status',
  callbackUrl: 'https://shop.example/api/payment/phonepe/callback',
};

function statusReply(code: string, success = code === 'PAYMENT_SUCCESS') {
  return {
    success,
    code,
    message: 'as PhonePe words it',
    data: {
      merchantId: UAT.merchantId,
      merchantTransactionId: payment.merchantTransactionId,
      transactionId: 'T2203091323362627236127',
      amount: 10_000,
      state: 'whatever PhonePe says',
      responseCode: 'SUCCESS',
    },
  };
}

describe('PhonePe X-VERIFY', () => {
  it("matches the worked example of PhonePe's Pay API documentation", () => {
    // Verbatim from "How to Calculate X-Verify/Checksum header" in PhonePe's PAY API page
    // (https://developer.phonepe.com/v1/reference/pay-api-1), as mirrored in the README of
    // github.com/amitkumarr260/phonepe: the pretty-printed sample payload for PGTESTPAYUAT, base64-encoded.
    const documentedPayload =
      'ewogICJtZXJjaGFudElkIjogIlBHVEVTVFBBWVVBVCIsCiAgIm1lcmNoYW50VHJhbnNhY3Rpb25JZCI6ICJNVDc4NTA1OTAwNjgxODgxMDQiLAogICJtZXJjaGFudFVzZXJJZCI6ICJNVUlEMTIzIiwKICAiYW1vdW50IjogMTAwMDAsCiAgInJlZGlyZWN0VXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL3JlZGlyZWN0LXVybCIsCiAgInJlZGlyZWN0TW9kZSI6ICJSRURJUkVDVCIsCiAgImNhbGxiYWNrVXJsIjogImh0dHBzOi8vd2ViaG9vay5zaXRlL2NhbGxiYWNrLXVybCIsCiAgIm1vYmlsZU51bWJlciI6ICI5OTk5OTk5OTk5IiwKICAicGF5bWVudEluc3RydW1lbnQiOiB7CiAgICAidHlwZSI6ICJQQVlfUEFHRSIKICB9Cn0=';
    expect(xVerify(`${documentedPayload}/pg/v1/pay`, UAT)).toBe(
      'd7a8e4458caa6fcd781166bbdc85fec76740c18cb9baa9a4c48cf2387d554180###1',
    );
  });
});

describe('PhonePe startPayment', () => {
  it('posts the base64 payload with its X-VERIFY to /pg/v1/pay and answers the pay page URL', async () => {
    const payPage = 'https://mercury-uat.phonepe.com/transact?token=MjdkNmQ0NjM2MTk5ZTlm';
    gateway.answerWith(() => ({
      status: 200,
      body: {
        success: true,
        code: 'PAYMENT_INITIATED',
        message: 'Payment Iniiated',
        data: {
          merchantId: UAT.merchantId,
          merchantTransactionId: payment.merchantTransactionId,
          instrumentResponse: { type: 'PAY_PAGE', redirectInfo: { url: payPage, method: 'GET' } },
        },
      },
    }));

    await expect(phonePe().startPayment(payment)).resolves.toEqual({
      paymentUrl: payPage,
      gatewayOrderId: null,
    });

    expect(gateway.requests).toHaveLength(1);
    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/apis/pg-sandbox/pg/v1/pay');
    expect(request?.headers['content-type']).toBe('application/json');
    const { request: encoded } = JSON.parse(request!.body) as { request: string };
    expect(Object.keys(JSON.parse(request!.body) as object)).toEqual(['request']);
    expect(request?.headers['x-verify']).toBe(handXVerify(`${encoded}/pg/v1/pay`));
    expect(decodeBase64Json(encoded)).toEqual({
      merchantId: 'PGTESTPAYUAT',
      merchantTransactionId: 'MT7850590068188104',
      merchantUserId: 'MUID123',
      amount: 10_000,
      redirectUrl: 'https://shop.example/payment/phonepe/status',
      redirectMode: 'REDIRECT',
      callbackUrl: 'https://shop.example/api/payment/phonepe/callback',
      mobileNumber: '9999999999',
      paymentInstrument: { type: 'PAY_PAGE' },
    });
  });

  it('leaves mobileNumber out when the shopper has none', async () => {
    gateway.answerWith(() => ({ status: 400, body: {} }));
    await phonePe()
      .startPayment({ ...payment, mobile: null })
      .catch(() => undefined);
    const { request: encoded } = JSON.parse(gateway.requests[0]!.body) as { request: string };
    expect(decodeBase64Json(encoded)).not.toHaveProperty('mobileNumber');
  });

  it("rejects a refusal with PhonePe's code and message", async () => {
    gateway.answerWith(() => ({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', message: 'Please check the inputs you have provided.' },
    }));
    await expect(phonePe().startPayment(payment)).rejects.toThrow(
      'PhonePe did not start the payment: BAD_REQUEST: Please check the inputs you have provided.',
    );
  });

  it('rejects an answer that is not JSON with its HTTP status', async () => {
    gateway.answerWith(() => ({ status: 502, body: undefined }));
    await expect(phonePe().startPayment(payment)).rejects.toThrow(
      'PhonePe did not start the payment: HTTP 502',
    );
  });

  it('rejects when PhonePe cannot be reached', async () => {
    const closed = await startFakeGatewayServer();
    await closed.close();
    const unreachable = createPhonePeGateway({ ...UAT, baseUrl: closed.baseUrl });
    await expect(unreachable.startPayment(payment)).rejects.toThrow(/^PhonePe could not be reached: /);
  });
});

describe('PhonePe checkStatus', () => {
  it('GETs the status API with X-VERIFY and X-MERCHANT-ID', async () => {
    gateway.answerWith(() => ({ status: 200, body: statusReply('PAYMENT_SUCCESS') }));

    await expect(phonePe().checkStatus(payment.merchantTransactionId)).resolves.toEqual({
      merchantTransactionId: 'MT7850590068188104',
      state: 'COMPLETED',
      amountPaise: 10_000,
      gatewayReference: 'T2203091323362627236127',
      code: 'PAYMENT_SUCCESS',
    });

    const [request] = gateway.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/apis/pg-sandbox/pg/v1/status/PGTESTPAYUAT/MT7850590068188104');
    expect(request?.headers['x-verify']).toBe(handXVerify('/pg/v1/status/PGTESTPAYUAT/MT7850590068188104'));
    expect(request?.headers['x-merchant-id']).toBe('PGTESTPAYUAT');
  });

  it.each([
    ['PAYMENT_PENDING', 'PENDING'],
    ['PAYMENT_ERROR', 'FAILED'],
    ['PAYMENT_DECLINED', 'FAILED'],
    ['TIMED_OUT', 'FAILED'],
  ])('maps %s to %s', async (code, state) => {
    gateway.answerWith(() => ({ status: 200, body: statusReply(code) }));
    await expect(phonePe().checkStatus(payment.merchantTransactionId)).resolves.toMatchObject({
      code,
      state,
    });
  });

  it('takes INTERNAL_SERVER_ERROR, which comes without data, as pending', async () => {
    gateway.answerWith(() => ({
      status: 500,
      body: { success: false, code: 'INTERNAL_SERVER_ERROR', message: 'Please try again in a while.' },
    }));
    await expect(phonePe().checkStatus(payment.merchantTransactionId)).resolves.toEqual({
      merchantTransactionId: 'MT7850590068188104',
      state: 'PENDING',
      amountPaise: 0,
      gatewayReference: null,
      code: 'INTERNAL_SERVER_ERROR',
    });
  });

  it('throws, rather than failing the payment, when PhonePe refuses the request itself', async () => {
    gateway.answerWith(() => ({
      status: 401,
      body: { success: false, code: 'AUTHORIZATION_FAILED', message: 'X-VERIFY header is incorrect' },
    }));
    await expect(phonePe().checkStatus(payment.merchantTransactionId)).rejects.toThrow(
      'PhonePe did not report the payment status: AUTHORIZATION_FAILED: X-VERIFY header is incorrect',
    );
  });
});

describe('PhonePe parseCallback', () => {
  const response = base64Json(statusReply('PAYMENT_ERROR'));

  it('accepts a callback whose X-VERIFY matches, and decodes it', () => {
    expect(phonePe().parseCallback({ 'x-verify': handXVerify(response) }, { response })).toEqual({
      merchantTransactionId: 'MT7850590068188104',
      state: 'FAILED',
      amountPaise: 10_000,
      gatewayReference: 'T2203091323362627236127',
      code: 'PAYMENT_ERROR',
    });
  });

  it('accepts the body as raw JSON text and the header in any case', () => {
    const status = phonePe().parseCallback(
      { 'X-VERIFY': handXVerify(response) },
      JSON.stringify({ response }),
    );
    expect(status.state).toBe('FAILED');
  });

  it.each([
    [
      'a tampered response',
      { 'x-verify': handXVerify(response) },
      { response: base64Json(statusReply('PAYMENT_SUCCESS')) },
    ],
    ['another salt index', { 'x-verify': handXVerify(response).replace(/###1$/, '###2') }, { response }],
    [
      'another salt key',
      { 'x-verify': `${createHash('sha256').update(`${response}other`).digest('hex')}###1` },
      { response },
    ],
    ['no X-VERIFY', {}, { response }],
    ['a repeated X-VERIFY', { 'x-verify': [handXVerify(response), handXVerify(response)] }, { response }],
    ['no response', { 'x-verify': handXVerify('') }, {}],
  ])('rejects %s', (_case, headers, body) => {
    expect(() => phonePe().parseCallback(headers, body)).toThrow(InvalidGatewaySignature);
  });
});

describe('PhonePe refunds', () => {
  const refund = {
    merchantRefundId: 'R7850590068188104',
    merchantTransactionId: payment.merchantTransactionId,
    gatewayReference: 'T2203091323362627236127',
    amountPaise: 4_000,
    callbackUrl: 'https://shop.example/api/payment/phonepe/callback',
  };
  const refundReply = (code: string) => ({
    success: code !== 'PAYMENT_ERROR',
    code,
    message: 'as PhonePe words it',
    data: {
      merchantId: UAT.merchantId,
      merchantTransactionId: refund.merchantRefundId,
      transactionId: 'TR620471739210623',
      amount: 4_000,
      state: 'PENDING',
      responseCode: code,
    },
  });

  it('posts the base64 refund payload with its X-VERIFY to /pg/v1/refund', async () => {
    gateway.answerWith(() => ({ status: 200, body: refundReply('PAYMENT_PENDING') }));

    await expect(phonePe().refund(refund)).resolves.toEqual({
      merchantRefundId: 'R7850590068188104',
      state: 'PENDING',
      amountPaise: 4_000,
      gatewayRefundId: 'TR620471739210623',
      code: 'PAYMENT_PENDING',
    });

    const [request] = gateway.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/apis/pg-sandbox/pg/v1/refund');
    const { request: encoded } = JSON.parse(request!.body) as { request: string };
    expect(request?.headers['x-verify']).toBe(handXVerify(`${encoded}/pg/v1/refund`));
    expect(decodeBase64Json(encoded)).toEqual({
      merchantId: 'PGTESTPAYUAT',
      originalTransactionId: 'MT7850590068188104',
      merchantTransactionId: 'R7850590068188104',
      amount: 4_000,
      callbackUrl: 'https://shop.example/api/payment/phonepe/callback',
    });
  });

  it.each([
    ['PAYMENT_SUCCESS', 'PROCESSED'],
    ['PAYMENT_PENDING', 'PENDING'],
    ['TIMED_OUT', 'PENDING'],
    ['PAYMENT_ERROR', 'FAILED'],
  ])('maps the refund code %s to %s', async (code, state) => {
    gateway.answerWith(() => ({ status: 200, body: refundReply(code) }));
    await expect(phonePe().refund(refund)).resolves.toMatchObject({ code, state });
  });

  it('takes a refusal in its own words as a failed refund', async () => {
    gateway.answerWith(() => ({
      status: 400,
      body: { success: false, code: 'TRANSACTION_NOT_FOUND', message: 'No such transaction' },
    }));
    await expect(phonePe().refund(refund)).resolves.toMatchObject({
      state: 'FAILED',
      code: 'TRANSACTION_NOT_FOUND',
    });
  });

  it('throws when the answer is not PhonePe’s: the refund may or may not exist', async () => {
    gateway.answerWith(() => ({ status: 502, body: undefined }));
    await expect(phonePe().refund(refund)).rejects.toThrow('PhonePe did not take the refund: HTTP 502');
  });

  it('asks the status API about the refund by its merchantRefundId', async () => {
    gateway.answerWith(() => ({ status: 200, body: refundReply('PAYMENT_SUCCESS') }));

    await expect(phonePe().checkRefund(refund.merchantRefundId)).resolves.toMatchObject({
      state: 'PROCESSED',
      gatewayRefundId: 'TR620471739210623',
    });

    const [request] = gateway.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/apis/pg-sandbox/pg/v1/status/PGTESTPAYUAT/R7850590068188104');
    expect(request?.headers['x-verify']).toBe(handXVerify('/pg/v1/status/PGTESTPAYUAT/R7850590068188104'));
    expect(request?.headers['x-merchant-id']).toBe('PGTESTPAYUAT');
  });

  it('takes an unknown refund as failed, but a refusal of the question as no news', async () => {
    gateway.answerWith(() => ({ status: 404, body: { success: false, code: 'TRANSACTION_NOT_FOUND' } }));
    await expect(phonePe().checkRefund(refund.merchantRefundId)).resolves.toMatchObject({ state: 'FAILED' });

    gateway.answerWith(() => ({ status: 401, body: { success: false, code: 'AUTHORIZATION_FAILED' } }));
    await expect(phonePe().checkRefund(refund.merchantRefundId)).rejects.toThrow(
      'PhonePe did not report the refund status: AUTHORIZATION_FAILED',
    );
  });
});
