import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import { refuseWithoutToken } from './ops-token.ts';

/** Requests a page load makes take milliseconds; a slow one seconds. */
const LATENCY_BUCKETS_S = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at GET /metrics: request rate, latency and errors by route template (never by
 * the raw URL, so ids do not make new series), the database pool, and Node's own process figures.
 * With `token` set, a scrape must send it as a Bearer token.
 */
export function registerMetrics(app: FastifyInstance, deps: { database: Database; token?: string }) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code',
    labelNames,
    registers: [registry],
  });
  const errors = new Counter({
    name: 'http_server_errors_total',
    help: 'HTTP requests answered with a 5xx status, by method and route template',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to sending the reply, by method, route template and status',
    labelNames,
    buckets: LATENCY_BUCKETS_S,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle, waiting clients)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = deps.database.poolStats();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  new Gauge({
    name: 'search_index_products',
    help: 'Products held by the in-memory search indexes (modules/search/README.md), all shops together',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('productIndexes') ? app.productIndexes.stats().products : 0);
    },
  });
  new Gauge({
    name: 'search_index_shops',
    help: 'Shops searched in memory now (their index is built); the others are searched in PostgreSQL',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('productIndexes') ? app.productIndexes.stats().shops : 0);
    },
  });

  // One child series per method, route and status, found by a string key: prom-client would hash
  // the label object on every call.
  const series = new Map<string, { requests: { inc(): void }; latency: { observe(value: number): void } }>();
  const seriesOf = (method: string, route: string, status: string) => {
    const key = `${method} ${route} ${status}`;
    let found = series.get(key);
    if (!found) {
      const labels = { method, route, status };
      found = { requests: requests.labels(labels), latency: latency.labels(labels) };
      series.set(key, found);
    }
    return found;
  };

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      const { requests: count, latency: duration } = seriesOf(
        request.method,
        route,
        String(reply.statusCode),
      );
      count.inc();
      duration.observe(reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (deps.token) refuseWithoutToken(request, reply, deps.token, 'Metrics');
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
