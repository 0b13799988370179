import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/platform.tables.ts';
import { AppError } from './app-error.ts';

export interface CounterState {
  count: number;
  /** Seconds until the window closes (0 when the counter is not running). */
  resetInSeconds: number;
}

export interface Counters {
  /** Adds one and starts the window if it was not running. */
  increment(key: string, windowSeconds: number): Promise<CounterState>;
  /** Takes one back (never below zero), keeping the window. */
  decrement(key: string): Promise<void>;
  get(key: string): Promise<CounterState>;
  /** Sets the counter to a value for a window of its own (a lock, a cooldown). */
  set(key: string, count: number, windowSeconds: number): Promise<void>;
  clear(key: string): Promise<void>;
}

const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('TTL', KEYS[1]) }`;

export function redisCounters(redis: Redis, prefix: string): Counters {
  const ttl = (seconds: number) => Math.max(seconds, 0);
  return {
    async increment(key, windowSeconds) {
      const [count, seconds] = (await redis.eval(INCREMENT_SCRIPT, 1, prefix + key, windowSeconds)) as [
        number,
        number,
      ];
      return { count, resetInSeconds: ttl(seconds) };
    },
    async decrement(key) {
      await redis.eval(
        "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then redis.call('DECR', KEYS[1]) end",
        1,
        prefix + key,
      );
    },
    async get(key) {
      const [count, seconds] = await Promise.all([redis.get(prefix + key), redis.ttl(prefix + key)]);
      return { count: Number(count ?? 0), resetInSeconds: ttl(seconds) };
    },
    async set(key, count, windowSeconds) {
      await redis.set(prefix + key, count, 'EX', windowSeconds);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

export function databaseCounters(db: Db): Counters {
  const state = (row: { count: number; expiresAt: Date } | undefined): CounterState =>
    row && row.expiresAt.getTime() > Date.now()
      ? { count: row.count, resetInSeconds: Math.ceil((row.expiresAt.getTime() - Date.now()) / 1000) }
      : { count: 0, resetInSeconds: 0 };
  const windowEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
  return {
    async increment(key, windowSeconds) {
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt: windowEnd(windowSeconds) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${rateLimitCounters.expiresAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt: sql`case when ${rateLimitCounters.expiresAt} <= now() then ${windowEnd(windowSeconds)} else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning();
      return state(row);
    },
    async decrement(key) {
      await db
        .update(rateLimitCounters)
        .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
        .where(sql`${rateLimitCounters.key} = ${key}`);
    },
    async get(key) {
      const [row] = await db
        .select()
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`);
      return state(row);
    },
    async set(key, count, windowSeconds) {
      await db
        .insert(rateLimitCounters)
        .values({ key, count, expiresAt: windowEnd(windowSeconds) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: { count, expiresAt: windowEnd(windowSeconds) },
        });
    },
    async clear(key) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
  };
}

/** At most `max` in a fixed window of `windowSeconds` for one key; past it, a 429 with `message`. */
export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one more against each limit in turn, the narrowest first: the first one past its most refuses
 * with 429 (and the wider ones are not counted, so one shopper's refused tries spend no one else's).
 */
export async function spendLimits(counters: Counters, limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const { count, resetInSeconds } = await counters.increment(limit.key, limit.windowSeconds);
    if (count > limit.max) {
      throw new AppError(429, ERROR_CODES.RATE_LIMITED, limit.message, {
        retryAfter: Math.max(1, resetInSeconds),
      });
    }
  }
}
