import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipResendCooldown } from '../../testing/otp.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OTP_LIMITS } from './otp-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHOP = { 'x-customer-id': 'veerya-flowtech' };

describe('guessing a code', () => {
  it('10,000 guesses against one number get at most 10 compared in a day', async () => {
    const mobile = `9${String(Date.now()).slice(-9)}`;
    const outcomes = new Map<string, number>();
    let compared = 0;
    for (let guess = 0; guess < 10_000; guess += 1) {
      // The attacker asks for a fresh code whenever one is allowed, as fast as the cooldown lets it.
      if (guess % OTP_LIMITS.wrongTriesPerCode === 0) {
        await skipResendCooldown(t);
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin/send-otp',
          payload: { mobile },
          headers: SHOP,
        });
      }
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin/validate-otp',
        payload: { mobile, otp: String(guess).padStart(4, '0') },
        headers: SHOP,
      });
      const code = reply.statusCode === 200 ? 'SIGNED_IN' : (reply.json().error.code as string);
      outcomes.set(code, (outcomes.get(code) ?? 0) + 1);
      if (['SIGNED_IN', 'OTP_INVALID', 'OTP_ATTEMPTS_EXHAUSTED'].includes(code)) compared += 1;
    }
    expect(compared).toBeLessThanOrEqual(OTP_LIMITS.wrongGuessesPerNumberPerDay);
    expect(outcomes.get('SIGNED_IN') ?? 0).toBeLessThanOrEqual(1);
    expect(outcomes.get('MOBILE_LOCKED')).toBeGreaterThan(9_900);
    // Worst case per day: 10 guesses, each right with probability 1/10,000 (docs/decisions/0003).
    expect(OTP_LIMITS.wrongGuessesPerNumberPerDay / 10 ** 4).toBeLessThanOrEqual(0.001);
  });
});
