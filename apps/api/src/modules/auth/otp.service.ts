import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
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
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Who asks: a device that has signed in to the number before (known-devices.service.ts), counted in
 * budgets of its own and by no ceiling a stranger can spend; or else the client's network.
 */
export type OtpClient = { knownDevice: string } | { network: string };
const isKnown = (client: OtpClient): client is { knownDevice: string } => 'knownDevice' in client;
const clientId = (client: OtpClient) => (isKnown(client) ? `device:${client.knownDevice}` : client.network);
const fromClient = (client: OtpClient) => (isKnown(client) ? 'from this device' : 'from this network');

/** One-time codes: made, sent, checked and limited as ARCHITECTURE §6 and decision 0014 say. */
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
  /** A number's counter, or with `client` the counter of one client's dealings with that number. */
  const key = (kind: string, { customerId, mobile }: Who, client?: OtpClient) =>
    `otp:${kind}:${customerId}:${mobile}${client === undefined ? '' : `:${clientId(client)}`}`;
  const hmac = (who: Who, code: string) =>
    createHmac('sha256', deps.hmacKey).update(`${who.customerId}:${who.mobile}:${code}`).digest('base64');

  /**
   * The client's own budget first: a stranger at another address never spends the owner's. The
   * number's ceiling (the 0.1 %) binds every client but a known device.
   */
  const guessBudgets = (who: Who, client: OtpClient) => [
    {
      key: key('wrong-day', who, client),
      limit: OTP_LIMITS.wrongGuessesPerClientPerNumberPerDay,
      scope: `for this number ${fromClient(client)}`,
    },
    ...(isKnown(client)
      ? []
      : [
          {
            key: key('wrong-day', who),
            limit: OTP_LIMITS.wrongGuessesPerNumberPerDay,
            scope: 'for this number',
          },
        ]),
  ];

  const locked = (scope: string, resetInSeconds: number) =>
    tooMany(
      ERROR_CODES.MOBILE_LOCKED,
      `Too many wrong codes ${scope} today. Try again in ${minutes(resetInSeconds)} minutes.`,
      resetInSeconds,
    );

  async function refuseWhenLocked(who: Who, client: OtpClient) {
    for (const budget of guessBudgets(who, client)) {
      const wrong = await counters.get(budget.key);
      if (wrong.count >= budget.limit) throw locked(budget.scope, wrong.resetInSeconds);
    }
  }

  /** Takes a guess from every budget, so concurrent guesses cannot exceed one; answers the fewest left. */
  async function takeGuess(who: Who, client: OtpClient): Promise<number> {
    const left: number[] = [];
    for (const budget of guessBudgets(who, client)) {
      const taken = await counters.increment(budget.key, DAY);
      if (taken.count > budget.limit) throw locked(budget.scope, taken.resetInSeconds);
      left.push(budget.limit - taken.count);
    }
    return Math.min(...left);
  }

  async function refuseOverSendLimits(who: Who, client: OtpClient) {
    const cooldown = await counters.get(key('cooldown', who, client));
    if (cooldown.count > 0) {
      throw tooMany(
        ERROR_CODES.OTP_RESEND_TOO_SOON,
        `Please wait ${cooldown.resetInSeconds} seconds before requesting a new OTP.`,
        cooldown.resetInSeconds,
      );
    }
    const from = fromClient(client);
    const limits: Array<[string, number, number, string]> = [
      [
        key('sends-hour', who, client),
        HOUR,
        OTP_LIMITS.codesPerClientPerNumberPerHour,
        `for this number ${from} in the last hour`,
      ],
      [
        key('sends-day', who, client),
        DAY,
        OTP_LIMITS.codesPerClientPerNumberPerDay,
        `for this number ${from} today`,
      ],
    ];
    // A known device asks only for its own number's codes: the limits strangers can spend stay off it.
    if (!isKnown(client)) {
      limits.unshift([
        `otp:ip:${client.network}`,
        HOUR,
        deps.sendsPerIpPerHour ?? OTP_LIMITS.sendsPerIpPerHour,
        'from this network',
      ]);
      limits.push([key('sends-day', who), DAY, OTP_LIMITS.codesPerNumberPerDay, 'for this number today']);
    } else {
      limits.push([
        key('sends-day-known', who),
        DAY,
        OTP_LIMITS.codesToKnownDevicesPerNumberPerDay,
        'for this number today',
      ]);
    }
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

  /**
   * Makes a new code, stores its HMAC under the hash of a new nonce and sends it; answers the nonce,
   * which only the client that asked receives and which checking the code needs.
   */
  async function sendCode(who: Who, client: OtpClient): Promise<string> {
    await refuseWhenLocked(who, client);
    await refuseOverSendLimits(who, client);
    const code = randomInt(0, 10 ** OTP_LENGTH)
      .toString()
      .padStart(OTP_LENGTH, '0');
    const nonce = randomBytes(16).toString('base64url');
    const ofNumber = and(eq(otpChallenges.customerId, who.customerId), eq(otpChallenges.mobile, who.mobile));
    await db.delete(otpChallenges).where(and(ofNumber, lt(otpChallenges.expiresAt, new Date())));
    await db.insert(otpChallenges).values({
      ...who,
      nonceHash: sha256(nonce),
      codeHmac: hmac(who, code),
      expiresAt: new Date(Date.now() + OTP_LIMITS.codeLifetimeSeconds * 1000),
    });
    await counters.set(key('cooldown', who, client), 1, OTP_LIMITS.resendCooldownSeconds);
    const shop = await deps.shopName(who.customerId);
    const text = `${code} is your ${shop} sign-in code. It is valid for 5 minutes. Do not share it with anyone.`;
    try {
      await deps.sms.send({ customerId: who.customerId, mobile: who.mobile, otp: code, text });
    } catch {
      await counters.clear(key('cooldown', who, client));
      throw new AppError(
        503,
        ERROR_CODES.SMS_DELIVERY_FAILED,
        'We could not send the OTP just now. Please try again.',
      );
    }
    return nonce;
  }

  /**
   * Checks the code of the client holding `nonce`. Every guess first takes one of the code's tries
   * and one guess of each budget, then compares; a right guess gives its budget guesses back.
   */
  async function verifyCode(who: Who, nonce: string, code: string, client: OtpClient): Promise<void> {
    await refuseWhenLocked(who, client);
    const challengeOf = and(
      eq(otpChallenges.nonceHash, sha256(nonce)),
      eq(otpChallenges.customerId, who.customerId),
      eq(otpChallenges.mobile, who.mobile),
    );
    const [challenge] = await db
      .update(otpChallenges)
      .set({ attempts: sql`${otpChallenges.attempts} + 1` })
      .where(
        and(
          challengeOf,
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
    const guessesLeft = await takeGuess(who, client);

    const expected = Buffer.from(challenge.codeHmac, 'base64');
    const given = Buffer.from(hmac(who, code), 'base64');
    if (timingSafeEqual(expected, given)) {
      const [consumed] = await db.delete(otpChallenges).where(challengeOf).returning();
      for (const budget of guessBudgets(who, client)) await counters.decrement(budget.key);
      if (!consumed)
        throw new AppError(
          400,
          ERROR_CODES.OTP_EXPIRED,
          'This OTP was already used. Please request a new OTP.',
        );
      return;
    }
    const triesLeft = Math.min(OTP_LIMITS.wrongTriesPerCode - challenge.attempts, guessesLeft);
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
