import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, type TestApp } from './testing/test-app.ts';
import { PRODUCTION_ENV } from './testing/production-env.ts';

const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

describe('a production server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => t.close());

  const statusOf = async (url: string, authorization?: string) =>
    (await t.app.inject({ url, headers: authorization ? { authorization } : {} })).statusCode;

  it('answers /metrics only to a scrape with its token', async () => {
    expect(await statusOf('/metrics')).toBe(401);
    expect(await statusOf('/metrics', `Bearer ${PRODUCTION_ENV.DOCS_TOKEN}`)).toBe(401);
    expect(await statusOf('/metrics', `Bearer ${PRODUCTION_ENV.METRICS_TOKEN}`)).toBe(200);
  });

  it('shows /api/docs only with its token, which a browser sends as a password', async () => {
    const refused = await t.app.inject('/api/docs/json');
    expect([refused.statusCode, refused.headers['www-authenticate']]).toEqual([
      401,
      expect.stringMatching(/^Basic /),
    ]);
    expect(refused.json().error.code).toBe('UNAUTHENTICATED');
    expect(await statusOf('/api/docs/', basic('wrong-token-0123456789'))).toBe(401);
    expect(await statusOf('/api/docs/json', `Bearer ${PRODUCTION_ENV.METRICS_TOKEN}`)).toBe(401);
    expect(await statusOf('/api/docs/json', `Bearer ${PRODUCTION_ENV.DOCS_TOKEN}`)).toBe(200);
    expect(await statusOf('/api/docs/', basic(PRODUCTION_ENV.DOCS_TOKEN))).toBe(200);
    expect(await statusOf('/api/docs/json', basic(PRODUCTION_ENV.DOCS_TOKEN))).toBe(200);
  });

  it("has no operator's console unless one is configured: the demo's host is an unknown host", async () => {
    const reply = await t.app.inject({
      url: '/api/operator/tenants',
      headers: { host: 'operator.localhost' },
    });
    expect([reply.statusCode, reply.json().error.code]).toEqual([404, 'CUSTOMER_NOT_FOUND']);
  });
});

describe('production on a database the demo has filled', () => {
  it('refuses to start while a shop pays with the salt key published in this repository', async () => {
    const demo = await createTestApp();
    try {
      const config = loadConfig({ ...PRODUCTION_ENV, PGLITE_DIR: 'memory://', STOREFRONT: 'off' });
      await expect(buildApp(config, { database: demo.database })).rejects.toThrow(
        /kesar-home: its payment gateway secret is published in this repository/,
      );
    } finally {
      await demo.close();
    }
  });
});
