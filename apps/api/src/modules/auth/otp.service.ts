import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '@vitrine/contract/constants';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Counters } from '../../lib/counters.ts';
import { otpChallenges, verifiedMobiles } from './auth.tables.ts';
import { DAY, HOUR, OTP_LIMITS } from './otp-limits.ts';
import type { SmsProvider } from './sms/sms-provider.ts';

interface Who {
  customerId: string;
  mobile: string;
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));
const tooMany = (code: string, message: string, retryAfter: number) =>
  new AppError(429, code, message, { retryAfter: Math.max(1, retryAfter) });

/** One-time codes: made, sent, checked and limited as ARCHITECTURE §6 says. */
export function createOtpService(deps: {
  db: Db;
  counters: Counters;
  sms: SmsProvider;
  hmacKey: Buffer;
  shopName: (customerId: string) => Promise<string>;
  /** Codes one client address may ask for in an hour (OTP_SENDS_PER_IP_PER_HOUR). */
  sendsPerIpPerHour?: number;
}) {
  const { db, counters } = deps;
  const key = (kind: string, { customerId, mobile }: Who) => `otp:${kind}:${customerId}:${mobile}`;
  const hmac = (who: Who, code: string) =>
    createHmac('sha256', deps.hmacKey).update(`${who.customerId}:${who.mobile}:${code}`).digest('base64');

  async function refuseWhenLocked(who: Who) {
    const wrong = await counters.get(key('wrong-day', who));
    if (wrong.count >= OTP_LIMITS.wrongGuessesPerNumberPerDay) {
      throw tooMany(
        ERROR_CODES.MOBILE_LOCKED,
        `Too many wrong codes for this number today. Try again in ${minutes(wrong.resetInSeconds)} minutes.`,
        wrong.resetInSeconds,
      );
    }
  }

  async function refuseOverSendLimits(who: Who, ip: string) {
    const cooldown = await counters.get(key('cooldown', who));
    if (cooldown.count > 0) {
      throw tooMany(
        ERROR_CODES.OTP_RESEND_TOO_SOON,
        `Please wait ${cooldown.resetInSeconds} seconds before requesting a new OTP.`,
        cooldown.resetInSeconds,
      );
    }
    const limits: Array<[string, number, number, string]> = [
      [`otp:ip:${ip}`, HOUR, deps.sendsPerIpPerHour ?? OTP_LIMITS.sendsPerIpPerHour, 'from this network'],
      [key('sends-hour', who), HOUR, OTP_LIMITS.codesPerNumberPerHour, 'for this number in the last hour'],
      [key('sends-day', who), DAY, OTP_LIMITS.codesPerNumberPerDay, 'for this number today'],
    ];
    for (const [counterKey, window, limit, scope] of limits) {
      const { count, resetInSeconds } = await counters.increment(counterKey, window);
      if (count > limit) {
        throw tooMany(
          ERROR_CODES.OTP_TOO_MANY_REQUESTS,
          `Too many OTP requests ${scope}. Try again in ${minutes(resetInSeconds)} minutes.`,
          resetInSeconds,
        );
      }
    }
  }

  /** Makes a new code (an earlier one stops working), stores its HMAC and sends it. */
  async function sendCode(who: Who, ip: string): Promise<void> {
    await refuseWhenLocked(who);
    await refuseOverSendLimits(who, ip);
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const expiresAt = new Date(Date.now() + OTP_LIMITS.codeLifetimeSeconds * 1000);
    await db
      .insert(otpChallenges)
      .values({ ...who, codeHmac: hmac(who, code), attempts: 0, expiresAt })
      .onConflictDoUpdate({
        target: [otpChallenges.customerId, otpChallenges.mobile],
        set: { codeHmac: hmac(who, code), attempts: 0, expiresAt, createdAt: new Date() },
      });
    await counters.set(key('cooldown', who), 1, OTP_LIMITS.resendCooldownSeconds);
    const shop = await deps.shopName(who.customerId);
    const text = `${code} is your ${shop} sign-in code. It is valid for 5 minutes. Do not share it with anyone.`;
    try {
      await deps.sms.send({ customerId: who.customerId, mobile: who.mobile, otp: code, text });
    } catch {
      await counters.clear(key('cooldown', who));
      throw new AppError(
        503,
        ERROR_CODES.SMS_DELIVERY_FAILED,
        'We could not send the OTP just now. Please try again.',
      );
    }
  }

  /**
   * Checks a code. Every guess first takes one of the number's daily guesses and one of the code's
   * tries, so concurrent guesses cannot exceed either limit; a right guess gives its daily guess back.
   */
  async function verifyCode(who: Who, code: string): Promise<void> {
    await refuseWhenLocked(who);
    const [challenge] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          eq(otpChallenges.customerId, who.customerId),
          eq(otpChallenges.mobile, who.mobile),
          lt(otpChallenges.attempts, OTP_LIMITS.wrongTriesPerCode),
          gt(otpChallenges.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!challenge) {
      throw new AppError(
        400,
        ERROR_CODES.OTP_EXPIRED,
        'This OTP has expired or was not requested. Please request a new OTP.',
      );
    }
    const wrongToday = await counters.increment(key('wrong-day', who), DAY);
    if (wrongToday.count > OTP_LIMITS.wrongGuessesPerNumberPerDay) await refuseWhenLocked(who);

    const expected = Buffer.from(challenge.codeHmac, 'base64');
    const given = Buffer.from(hmac(who, code), 'base64');
    if (timingSafeEqual(expected, given)) {
      const [consumed] = await db
        .delete(otpChallenges)
        .where(
          and(
            eq(otpChallenges.customerId, who.customerId),
            eq(otpChallenges.mobile, who.mobile),
            eq(otpChallenges.codeHmac, challenge.codeHmac),
          ),
        )
        .returning();
      await counters.decrement(key('wrong-day', who));
      if (!consumed)
        throw new AppError(
          400,
          ERROR_CODES.OTP_EXPIRED,
          'This OTP was already used. Please request a new OTP.',
        );
      return;
    }
    const triesLeft = OTP_LIMITS.wrongTriesPerCode - challenge.attempts;
    if (triesLeft > 0) {
      throw new AppError(
        400,
        ERROR_CODES.OTP_INVALID,
        `Incorrect OTP. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
      );
    }
    throw new AppError(
      400,
      ERROR_CODES.OTP_ATTEMPTS_EXHAUSTED,
      'Too many wrong tries. Please request a new OTP.',
    );
  }

  async function markVerified(who: Who): Promise<void> {
    const verifiedUntil = new Date(Date.now() + OTP_LIMITS.signupWindowSeconds * 1000);
    await db
      .insert(verifiedMobiles)
      .values({ ...who, verifiedUntil })
      .onConflictDoUpdate({
        target: [verifiedMobiles.customerId, verifiedMobiles.mobile],
        set: { verifiedUntil },
      });
  }

  /** Uses up a verified number's sign-up window; false when there was none. */
  async function consumeVerification(who: Who): Promise<boolean> {
    const rows = await db
      .delete(verifiedMobiles)
      .where(
        and(
          eq(verifiedMobiles.customerId, who.customerId),
          eq(verifiedMobiles.mobile, who.mobile),
          gt(verifiedMobiles.verifiedUntil, new Date()),
        ),
      )
      .returning();
    return rows.length > 0;
  }

  return { sendCode, verifyCode, markVerified, consumeVerification };
}
export type OtpService = ReturnType<typeof createOtpService>;
