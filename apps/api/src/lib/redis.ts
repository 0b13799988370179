import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/** A Redis client that connects on first use and reports connection trouble to the log, once per outage. */
export function createRedis(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2_000),
  });
  let healthy = true;
  redis.on('error', (error) => {
    if (healthy) log.warn({ err: error }, 'Redis is unreachable');
    healthy = false;
  });
  redis.on('ready', () => {
    healthy = true;
  });
  return redis;
}
