import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { sendOtpReplySchema } from '@vitrine/contract/auth';
import { OTP_LIMITS } from '../modules/auth/otp-limits.ts';
import { errorOf } from './error-of.ts';
import type { TestApp } from './test-app.ts';

/** Lets the 60 s resend cooldown pass at once, wherever this app keeps its counters. */
export const skipResendCooldown = (t: TestApp) => forgetCounters(t, 'otp:cooldown:');

/** Lets the hourly code limits (and the cooldown) pass at once; the daily ones still count. */
export async function skipHourlyCodeLimits(t: TestApp): Promise<void> {
  await forgetCounters(t, 'otp:cooldown:');
  await forgetCounters(t, 'otp:sends-hour:');
}

async function forgetCounters(t: TestApp, prefix: string): Promise<void> {
  if (!t.config.redisUrl) {
    await t.database.db.execute(sql`delete from rate_limit_counters where key like ${`${prefix}%`}`);
    return;
  }
  const redis = new Redis(t.config.redisUrl);
  const keys = await redis.keys(`${t.config.redisKeyPrefix}${prefix}*`);
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

/**
 * Strangers, each at a fresh address and without a device token, guess wrong codes at a number until
 * it refuses everyone new (its ceiling, decision 0014); answers that refusal's error.
 */
export async function spendNumberCeiling(t: TestApp, mobile: string, headers: Record<string, string>) {
  for (let address = 1; address <= 20; address += 1) {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.250.${address}.1` });
    const sent = await post('/api/auth/signin/send-otp', { mobile });
    if (sent.statusCode !== 200) return errorOf(sent);
    const wrong = (await lastCodeSent(t, mobile, headers)) === '0000' ? '0001' : '0000';
    for (let guess = 0; guess < OTP_LIMITS.wrongGuessesPerClientPerNumberPerDay; guess += 1)
      await post('/api/auth/signin/validate-otp', { mobile, otp: wrong, nonce: nonceOf(sent) });
  }
  throw new Error(`Strangers at 20 addresses could not spend the ceiling of ${mobile}`);
}
