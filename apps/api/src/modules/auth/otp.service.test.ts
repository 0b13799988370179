import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOtpReplySchema } from '@vitrine/contract/auth';
import { sql } from 'drizzle-orm';
import {
  lastCodeSent,
  skipHourlyCodeLimits,
  skipResendCooldown,
  spendNumberCeiling,
} from '../../testing/otp.ts';
import { signedInAgain, signedUpShopper } from '../../testing/shopper.ts';
import { errorOf } from '../../testing/error-of.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OTP_LIMITS } from './otp-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHOP = { 'x-customer-id': 'veerya-flowtech' };
const newMobile = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

/** One client: its own address, the nonce of the last code it asked for, and any device token it holds. */
function client(remoteAddress: string, deviceToken?: string, headers = SHOP) {
  let nonce = '';
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload: { ...payload, deviceToken }, headers, remoteAddress });
  return {
    async send(mobile: string) {
      const reply = await post('/api/auth/signin/send-otp', { mobile });
      if (reply.statusCode === 200) nonce = sendOtpReplySchema.parse(reply.json()).data.nonce;
      return reply;
    },
    validate: (mobile: string, otp: string, withNonce = nonce) =>
      post('/api/auth/signin/validate-otp', { mobile, otp, nonce: withNonce }),
  };
}

/** What a reply was: signed in, or the error code. */
const outcome = (reply: { statusCode: number; json(): unknown }) =>
  reply.statusCode === 200 ? 'SIGNED_IN' : errorOf(reply).code;
/**
 * A wrong guess that was compared. The codes are real, so about one run in a thousand guesses one
 * right, which gives its budget back: the limits bound the wrong ones.
 */
const COMPARED_WRONG = ['OTP_INVALID', 'OTP_ATTEMPTS_EXHAUSTED'];

/** A stranger at one address asks for codes and guesses as fast as every limit lets it. */
async function strangerGuesses(mobile: string, address: string, guesses: number) {
  const stranger = client(address);
  const outcomes: string[] = [];
  for (let guess = 0; guess < guesses; guess += 1) {
    if (guess % OTP_LIMITS.wrongTriesPerCode === 0) {
      await skipResendCooldown(t);
      await stranger.send(mobile);
    }
    outcomes.push(outcome(await stranger.validate(mobile, String(guess).padStart(4, '0'))));
  }
  return outcomes;
}

describe('guessing a code', () => {
  it('guesses from any number of addresses get at most 10 compared per number in a day', async () => {
    const mobile = newMobile();
    const outcomes: string[] = [];
    for (let address = 0; address < 100; address += 1)
      outcomes.push(...(await strangerGuesses(mobile, `10.1.0.${address}`, 10)));
    const comparedWrong = outcomes.filter((code) => COMPARED_WRONG.includes(code)).length;
    expect(comparedWrong).toBeLessThanOrEqual(OTP_LIMITS.wrongGuessesPerNumberPerDay);
    expect(outcomes.filter((code) => code === 'SIGNED_IN').length).toBeLessThanOrEqual(1);
    // Worst case per day: 10 guesses, each right with probability 1/10,000 (docs/decisions/0014).
    expect(OTP_LIMITS.wrongGuessesPerNumberPerDay / 10 ** 4).toBeLessThanOrEqual(0.001);
  });

  it('checks a code only with the nonce of the client that asked for it', async () => {
    const mobile = newMobile();
    const owner = client('10.2.0.1');
    await owner.send(mobile);
    const code = await lastCodeSent(t, mobile, SHOP);
    for (const nonce of ['', 'a-nonce-of-its-own']) {
      expect(outcome(await owner.validate(mobile, code, nonce))).toBe('OTP_EXPIRED');
    }
    expect(outcome(await owner.validate(mobile, code))).toBe('SIGNED_IN');
  });
});

describe('a stranger without the phone', () => {
  it('cannot keep the owner out by asking for codes and guessing from up to three addresses', async () => {
    const mobile = newMobile();
    for (const address of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      const outcomes = await strangerGuesses(mobile, address, 40);
      expect(outcomes.filter((code) => COMPARED_WRONG.includes(code)).length).toBeLessThanOrEqual(
        OTP_LIMITS.wrongGuessesPerClientPerNumberPerDay,
      );
    }
    const owner = client('10.3.0.99');
    expect((await owner.send(mobile)).statusCode).toBe(200);
    expect(outcome(await owner.validate(mobile, await lastCodeSent(t, mobile, SHOP)))).toBe('SIGNED_IN');
  });

  it('cannot use up the codes of a number', async () => {
    const mobile = newMobile();
    const stranger = client('10.4.0.1');
    const statuses: number[] = [];
    for (let sent = 0; sent < 20; sent += 1) {
      await skipResendCooldown(t);
      statuses.push((await stranger.send(mobile)).statusCode);
    }
    expect(statuses).toContain(429);
    const owner = client('10.4.0.99');
    expect((await owner.send(mobile)).statusCode).toBe(200);
    expect(outcome(await owner.validate(mobile, await lastCodeSent(t, mobile, SHOP)))).toBe('SIGNED_IN');
  });
});

describe('a device that has signed in to the number before', () => {
  it('still gets a code and signs in once strangers at 100 addresses have spent the number’s ceiling', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    const outcomes: string[] = [];
    for (let address = 0; address < 100; address += 1)
      outcomes.push(...(await strangerGuesses(owner.mobile, `10.5.0.${address}`, 3)));
    expect(outcomes.filter((code) => COMPARED_WRONG.includes(code)).length).toBeLessThanOrEqual(
      OTP_LIMITS.wrongGuessesPerNumberPerDay,
    );
    const newcomer = await client('10.5.1.1').send(owner.mobile);
    expect([newcomer.statusCode, errorOf(newcomer).message]).toEqual([
      429,
      expect.stringMatching(/^Too many wrong codes for this number today\./),
    ]);

    // Even from a network the strangers used.
    const device = client('10.5.0.7', owner.deviceToken);
    expect((await device.send(owner.mobile)).statusCode).toBe(200);
    expect(outcome(await device.validate(owner.mobile, await lastCodeSent(t, owner.mobile, SHOP)))).toBe(
      'SIGNED_IN',
    );
  }, 120_000);

  it('has budgets of its own: three wrong codes a day, then that device waits', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    const device = client('10.6.0.1', owner.deviceToken);
    await device.send(owner.mobile);
    const wrong = (await lastCodeSent(t, owner.mobile, SHOP)) === '0000' ? '0001' : '0000';
    for (let guess = 0; guess < OTP_LIMITS.wrongGuessesPerClientPerNumberPerDay; guess += 1)
      expect(outcome(await device.validate(owner.mobile, wrong))).toBe(
        guess < 2 ? 'OTP_INVALID' : 'OTP_ATTEMPTS_EXHAUSTED',
      );
    const refused = await device.validate(owner.mobile, wrong);
    expect(errorOf(refused).message).toMatch(
      /^Too many wrong codes for this number from this device today\./,
    );
    // The same network without the token is another client.
    expect((await client('10.6.0.1').send(owner.mobile)).statusCode).toBe(200);
  });

  it('gives nothing at another number or another shop', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    const other = newMobile();
    await spendNumberCeiling(t, other, SHOP);
    const atOtherNumber = await client('10.7.0.1', owner.deviceToken).send(other);
    expect(errorOf(atOtherNumber).code).toBe('MOBILE_LOCKED');

    const KESAR = { 'x-customer-id': 'kesar-home' };
    await spendNumberCeiling(t, owner.mobile, KESAR);
    const atOtherShop = await client('10.7.0.2', owner.deviceToken, KESAR).send(owner.mobile);
    expect(errorOf(atOtherShop).code).toBe('MOBILE_LOCKED');
  });

  it('keeps the five most recently used devices of a number: a sixth sign-in ends the oldest', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    let latest = owner;
    for (let signIn = 1; signIn < OTP_LIMITS.devicesPerNumber + 1; signIn += 1)
      latest = await signedInAgain(t, { ...owner, deviceToken: undefined });
    await spendNumberCeiling(t, owner.mobile, SHOP);
    expect(errorOf(await client('10.9.0.1', owner.deviceToken).send(owner.mobile)).code).toBe(
      'MOBILE_LOCKED',
    );
    expect((await client('10.9.0.2', latest.deviceToken).send(owner.mobile)).statusCode).toBe(200);
  });

  it('together get no more than 40 texts a day: a number’s known devices cannot run up its messages', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    const devices = [owner];
    while (devices.length < OTP_LIMITS.devicesPerNumber)
      devices.push(await signedInAgain(t, { ...owner, deviceToken: undefined }));
    const outcomes: number[] = [];
    for (const [index, device] of devices.entries()) {
      for (let send = 0; send < OTP_LIMITS.codesPerClientPerNumberPerDay; send += 1) {
        await skipHourlyCodeLimits(t);
        outcomes.push((await client(`10.10.0.${index}`, device.deviceToken).send(owner.mobile)).statusCode);
      }
    }
    // The sign-ins above asked for a code each, without a device token: not from this budget.
    expect(outcomes.filter((status) => status === 200)).toHaveLength(
      OTP_LIMITS.codesToKnownDevicesPerNumberPerDay,
    );
    expect(
      outcomes.slice(OTP_LIMITS.codesToKnownDevicesPerNumberPerDay).every((status) => status === 429),
    ).toBe(true);
  });

  it('gives nothing for a forged or expired token', async () => {
    const owner = await signedUpShopper(t, 'veerya-flowtech');
    await spendNumberCeiling(t, owner.mobile, SHOP);
    const forged = `${owner.deviceToken!.slice(0, -1)}${owner.deviceToken!.endsWith('A') ? 'B' : 'A'}`;
    expect(errorOf(await client('10.8.0.1', forged).send(owner.mobile)).code).toBe('MOBILE_LOCKED');

    await t.database.db.execute(
      sql`update known_devices set expires_at = now() - interval '1 second' where mobile = ${owner.mobile}`,
    );
    const expired = await client('10.8.0.2', owner.deviceToken).send(owner.mobile);
    expect(errorOf(expired).code).toBe('MOBILE_LOCKED');
  });
});
