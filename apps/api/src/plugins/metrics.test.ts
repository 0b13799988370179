import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'scrape-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t.close());

const scrape = async () => {
  const reply = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(reply.statusCode).toBe(200);
  expect(reply.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return reply.body;
};
/** The value of one series in the exposition text; 0 when it has not been written yet. */
const valueOf = (body: string, series: string) => {
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('counts requests and their latency by route template, not by the ids in the URL', async () => {
    const series = 'http_requests_total{method="GET",route="/api/catalog/product/:productId",status="404"}';
    const before = valueOf(await scrape(), series);
    for (const id of ['a', 'b', 'c']) {
      await t.app.inject({ url: `/api/catalog/product/${id}`, headers: { 'x-customer-id': 'kesar-home' } });
    }
    const body = await scrape();
    expect(valueOf(body, series)).toBe(before + 3);
    expect(body).not.toContain('/api/catalog/product/a');
    expect(
      valueOf(
        body,
        'http_request_duration_seconds_count{method="GET",route="/api/catalog/product/:productId",status="404"}',
      ),
    ).toBeGreaterThanOrEqual(3);
  });

  it('reports the database pool and the process', async () => {
    const body = await scrape();
    expect(valueOf(body, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(body).toContain('process_resident_memory_bytes');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
    expect(body).toContain('# TYPE http_server_errors_total counter');
  });

  it('answers a scrape without the token with 401', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`]) {
      const reply = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    }
  });
});
