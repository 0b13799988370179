import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendOtpReplySchema } from '@vitrine/contract/auth';
import { lastCodeSent, skipResendCooldown } from '../../testing/otp.ts';
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

/** One client: its own address, and the nonce of the last code it asked for. */
function client(remoteAddress: string) {
  let nonce = '';
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers: SHOP, remoteAddress });
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
