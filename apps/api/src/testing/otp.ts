import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { sendOtpReplySchema } from '@vitrine/contract/auth';
import type { TestApp } from './test-app.ts';

/** Lets the 60 s resend cooldown pass at once, wherever this app keeps its counters. */
export async function skipResendCooldown(t: TestApp): Promise<void> {
  if (!t.config.redisUrl) {
    await t.database.db.execute(sql`delete from rate_limit_counters where key like 'otp:cooldown:%'`);
    return;
  }
  const redis = new Redis(t.config.redisUrl);
  const keys = await redis.keys(`${t.config.redisKeyPrefix}otp:cooldown:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

/** The code the dev SMS provider last "sent" to a number. */
export async function lastCodeSent(
  t: TestApp,
  mobile: string,
  headers: Record<string, string>,
): Promise<string> {
  const reply = await t.app.inject({ url: `/api/dev/outbox?mobile=${mobile}`, headers });
  return reply.json().data.messages[0].otp;
}

/** The nonce a send-otp reply gave the client that asked: validate-otp needs it with the code. */
export const nonceOf = (sendReply: { json(): unknown }) =>
  sendOtpReplySchema.parse(sendReply.json()).data.nonce;
