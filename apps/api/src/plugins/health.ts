import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Redis } from 'ioredis';

const PROBE_TIMEOUT_MS = 1_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so a load balancer sends this instance nothing new. */
    startDraining(): void;
  }
}

function withTimeout<T>(probe: Promise<T>): Promise<T> {
  return Promise.race([
    probe,
    new Promise<never>((_resolve, reject) =>
      setTimeout(
        () => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)),
        PROBE_TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

/**
 * Liveness (the process answers) and readiness (its database and Redis answer, within a second, and
 * the instance is not shutting down).
 */
export function registerHealthChecks(
  app: FastifyInstance,
  deps: { database: Database; redis: Redis | null },
) {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (draining) return reply.code(503).send({ status: 'draining', checks: {} });
    const checks: Record<string, 'ok' | 'failing'> = {};
    const probes: Array<[string, () => Promise<unknown>]> = [['database', () => deps.database.ping()]];
    if (deps.redis) probes.push(['redis', () => deps.redis!.ping()]);
    await Promise.all(
      probes.map(async ([name, probe]) => {
        checks[name] = await withTimeout(probe()).then(
          () => 'ok' as const,
          (error: unknown) => {
            request.log.warn({ err: error }, `${name} readiness probe failed`);
            return 'failing' as const;
          },
        );
      }),
    );
    const ready = Object.values(checks).every((state) => state === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
