import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '@vitrine/contract/errors';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { seedDemoTenants } from './db/seed/seed.ts';
import { loadConfig } from './config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('operational endpoints', () => {
  it('answers /healthz', async () => {
    const reply = await t.app.inject('/healthz');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz after checking the database, and Redis when configured', async () => {
    const reply = await t.app.inject('/readyz');
    expect(reply.statusCode).toBe(200);
    const expected: Record<string, string> = { database: 'ok' };
    if (process.env.REDIS_URL) expected.redis = 'ok';
    expect(reply.json()).toEqual({ status: 'ready', checks: expected });
  });

  it('reports not ready when Redis cannot be reached', async () => {
    const broken = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const reply = await broken.app.inject('/readyz');
      expect(reply.statusCode).toBe(503);
      expect(reply.json().checks.redis).toBe('failing');
    } finally {
      await broken.close();
    }
  });

  it('reports not ready once told to drain, while it still serves requests', async () => {
    const stopping = await createTestApp();
    try {
      stopping.app.startDraining();
      const reply = await stopping.app.inject('/readyz');
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'draining', checks: {} });
      expect((await stopping.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await stopping.close();
    }
  });

  it('names no address for the built-in sandbox gateway: its loopback address is the server’s own business', async () => {
    const reply = await t.app.inject({
      url: '/api/payment/credentials',
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data).toMatchObject({ paymentMode: 'ONLINE', paymentServiceUrl: null });
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const reply = await t.app.inject('/api/docs/json');
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/customer/details',
      '/api/customer/all-policy',
      '/api/customer/testimony',
      '/api/customer/about',
    ]) {
      expect(doc.paths[path]?.get, path).toBeDefined();
    }
    const details =
      doc.paths['/api/customer/details'].get.responses['200'].content['application/json'].schema;
    expect(details.properties.data.required).toContain('brandDetails');
    const ui = await t.app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
  });
});

describe('conventions every reply follows', () => {
  it('echoes a safe incoming request id and makes one otherwise', async () => {
    const given = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(given.headers['x-request-id']).toBe('lb-1234.abc');
    const made = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id\u0000' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const reply = await t.app.inject({ url: '/api/customer/details', headers: { host: 'localhost' } });
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/]{22}==';/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline';/);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    // A plain form post then carries the page's origin, which the storefront's forgery check needs.
    expect(reply.headers['referrer-policy']).toBe('same-origin');
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });

  it('compresses large replies for clients that accept it', async () => {
    const reply = await t.app.inject({
      url: '/api/customer/all-policy',
      headers: { host: 'localhost', 'accept-encoding': 'br' },
    });
    expect(reply.headers['content-encoding']).toBe('br');
  });

  it('answers an unknown API route with the error envelope and request id', async () => {
    const reply = await t.app.inject({ url: '/api/nothing/here', headers: { 'x-request-id': 'req-42' } });
    expect(reply.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(reply.json());
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', requestId: 'req-42' });
    expect(body.message).toBe('No such route: GET /api/nothing/here');
  });

  // Found by the fuzz suite (issue #8): the router answered these itself, outside the envelope.
  it.each([
    ['/api/catalog/product/%', 400, 'The address is not a valid URL'],
    [`/api/catalog/product/${'x'.repeat(101)}`, 414, 'A part of the address is too long'],
  ])('answers the router’s own refusal of %s with the envelope', async (url, status, message) => {
    const reply = await t.app.inject({ url, headers: { 'x-customer-id': 'kesar-home' } });
    expect(reply.statusCode).toBe(status);
    expect(errorEnvelopeSchema.parse(reply.json()).error).toMatchObject({ code: 'BAD_REQUEST', message });
  });

  // Found by the fuzz suite (issue #8): PostgreSQL text cannot hold U+0000, so it reached the database as a 500.
  it('refuses a NUL character in the path, query or body as invalid, naming where it was', async () => {
    const shop = { 'x-customer-id': 'veerya-flowtech' };
    for (const [request, path] of [
      [{ url: '/api/customer/distributors?city=Raj%00kot' }, 'querystring.city'],
      [{ url: '/api/catalog/product/a%00b' }, 'params.productId'],
      [
        {
          method: 'POST',
          url: '/api/auth/signin/send-otp',
          payload: { mobile: '9876543210', customerId: 'a\u0000' },
        },
        'body.customerId',
      ],
    ] as const) {
      const reply = await t.app.inject({ ...request, headers: shop });
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ path, message: 'must not contain the NUL character (U+0000)' }],
      });
    }
  });
});

describe('seed', () => {
  it('writes each demo tenant once, however often it runs', async () => {
    expect(await seedDemoTenants(t.database.db)).toEqual([]);
  });
});

describe('config', () => {
  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('uses the embedded database unless DATABASE_URL is set', () => {
    expect(loadConfig({}).database.kind).toBe('pglite');
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).database.kind).toBe('postgres');
  });
});

describe('SMS provider configuration', () => {
  it('names the settings a real provider is missing', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k' })).toThrow(
      /needs MSG91_TEMPLATE_ID/,
    );
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(
      /needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM/,
    );
  });

  it('offers the dev outbox only while the dev provider is active', async () => {
    const withTwilio = await createTestApp({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: '+15005550006',
    });
    try {
      const reply = await withTwilio.app.inject({ url: '/api/dev/outbox', headers: { host: 'localhost' } });
      expect(reply.statusCode).toBe(404);
    } finally {
      await withTwilio.close();
    }
    expect((await t.app.inject({ url: '/api/dev/outbox', headers: { host: 'localhost' } })).statusCode).toBe(
      200,
    );
  });
});
