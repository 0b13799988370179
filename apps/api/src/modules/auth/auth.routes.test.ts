import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  meReplySchema,
  sendOtpReplySchema,
  signupReplySchema,
  validateOtpReplySchema,
} from '@vitrine/contract/auth';
import { sql } from 'drizzle-orm';
import { lastCodeSent, nonceOf, skipResendCooldown, spendNumberCeiling } from '../../testing/otp.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedUpShopper as signedUpFromOwnAddress } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { OTP_LIMITS } from './otp-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let nextMobile = 9_000_000_000;
const newMobile = () => String(++nextMobile);
const SHOP = { 'x-customer-id': 'kesar-home' };
const OTHER_SHOP = { 'x-customer-id': 'veerya-flowtech' };

/** Like one client: it sends back the nonce of the last code it asked for, unless told another. */
const nonces = new Map<string, string>();
async function post(
  url: string,
  payload: { mobile?: string; [field: string]: unknown },
  headers: Record<string, string> = SHOP,
) {
  const mobile = payload.mobile ?? '';
  const body = url.endsWith('/validate-otp') ? { nonce: nonces.get(mobile), ...payload } : payload;
  const reply = await t.app.inject({ method: 'POST', url, payload: body, headers });
  if (url.endsWith('/send-otp') && reply.statusCode === 200) nonces.set(mobile, nonceOf(reply));
  return reply;
}
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

const lastCode = (mobile: string, headers = SHOP) => lastCodeSent(t, mobile, headers);

async function verifiedNewShopper(mobile = newMobile(), headers = SHOP) {
  expect((await post('/api/auth/signin/send-otp', { mobile }, headers)).statusCode).toBe(200);
  const code = await lastCode(mobile, headers);
  const reply = await post('/api/auth/signin/validate-otp', { mobile, otp: code }, headers);
  expect(validateOtpReplySchema.parse(reply.json()).data).toBe('SIGNUP_NO_USER');
  return mobile;
}

async function signedUpShopper() {
  const mobile = await verifiedNewShopper();
  const reply = await post('/api/auth/signup', {
    name: 'Asha Rao',
    mobile,
    email: 'asha@example.in',
    termsAccepted: true,
  });
  expect(reply.statusCode).toBe(200);
  return { mobile, reply, body: signupReplySchema.parse(reply.json()) };
}

describe('sign-up and sign-in with a one-time code', () => {
  it('sends a code that the dev outbox shows, with the shop name in the text', async () => {
    const mobile = newMobile();
    const reply = await post('/api/auth/signin/send-otp', { mobile, customerId: 'kesar-home' });
    expect(reply.json()).toEqual({
      data: {
        otpRequested: true,
        nonce: expect.stringMatching(/^[\w-]{22}$/),
        resendInSeconds: 60,
        expiresInSeconds: 300,
      },
      message: 'OTP sent',
    });
    const message = (await get(`/api/dev/outbox?mobile=${mobile}`, SHOP)).json().data.messages[0];
    expect(message.otp).toMatch(/^\d{4}$/);
    expect(message.text).toContain('Kesar Home & Kitchen');
  });

  it('keeps the web storefront’s nonce in an HttpOnly cookie that checking the code takes', async () => {
    const mobile = newMobile();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/send-otp',
      payload: { mobile },
      headers: SHOP,
    });
    const cookie = [sent.headers['set-cookie']].flat().find((value) => value?.startsWith('vitrine_otp='));
    expect(cookie).toMatch(/^vitrine_otp=[\w-]{22}; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/validate-otp',
      payload: { mobile, otp: await lastCode(mobile) },
      headers: { ...SHOP, cookie: cookie!.split(';')[0]! },
    });
    expect(validateOtpReplySchema.parse(reply.json()).data).toBe('SIGNUP_NO_USER');
  });

  it("shows each shop's dev outbox only the codes sent for that shop", async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    const outboxOf = async (headers: Record<string, string>, query = '') =>
      (await get(`/api/dev/outbox${query}`, headers)).json().data.messages as Array<{ mobile: string }>;
    expect(await outboxOf(OTHER_SHOP, `?mobile=${mobile}`)).toEqual([]);
    expect((await outboxOf(OTHER_SHOP)).map((message) => message.mobile)).not.toContain(mobile);
    expect(await outboxOf(SHOP, `?mobile=${mobile}`)).toHaveLength(1);
  });

  it('signs up a new shopper after a verified code, with session cookies for the web', async () => {
    const { body, reply } = await signedUpShopper();
    expect(body.data.user).toMatchObject({ name: 'Asha Rao', email: 'asha@example.in', roles: ['CUSTOMER'] });
    const cookies = [reply.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/vitrine_session=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(cookies).toMatch(/vitrine_refresh=[^;]+;.*Path=\/;/);

    const me = meReplySchema.parse(
      (await get('/api/user/me', { ...SHOP, authorization: `Bearer ${body.data.token}` })).json(),
    );
    expect(me.data.roles).toEqual(['CUSTOMER']);
    const profile = await get('/api/auth/getUserProfile', {
      ...SHOP,
      cookie: `vitrine_session=${body.data.token}`,
    });
    expect(profile.json().data.user.mobile).toBe(body.data.user.mobile);
  });

  it('signs an existing shopper straight in', async () => {
    const { mobile } = await signedUpShopper();
    await skipResendCooldown(t);
    await post('/api/auth/signin/send-otp', { mobile });
    const reply = await post('/api/auth/signin/validate-otp', { mobile, otp: await lastCode(mobile) });
    const data = validateOtpReplySchema.parse(reply.json()).data;
    expect(data).toMatchObject({ isNewUser: false, user: { name: 'Asha Rao' } });
  });

  it('knows the seeded shop owner as an ADMIN', async () => {
    const mobile = '9823045600';
    await post('/api/auth/signin/send-otp', { mobile });
    const data = validateOtpReplySchema.parse(
      (await post('/api/auth/signin/validate-otp', { mobile, otp: await lastCode(mobile) })).json(),
    ).data;
    expect(data).not.toBe('SIGNUP_NO_USER');
    expect(typeof data === 'object' && data.user.roles).toEqual(['ADMIN']);
  });

  it('keeps the same number a different account in each shop', async () => {
    const { mobile } = await signedUpShopper();
    await verifiedNewShopper(mobile, OTHER_SHOP);
  });
});

describe('the device a shopper signed in on (decision 0017)', () => {
  const setCookie = (reply: { headers: Record<string, unknown> }, name: string) =>
    [reply.headers['set-cookie']].flat().find((value) => String(value).startsWith(`${name}=`));

  it('gets a device token in the reply and in a year-long HttpOnly cookie that sign-out keeps', async () => {
    const { mobile } = await signedUpFromOwnAddress(t);
    const fromNewDevice = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: SHOP, remoteAddress: '10.61.0.1' });
    const sent = await fromNewDevice('/api/auth/signin/send-otp', { mobile });
    const reply = await fromNewDevice('/api/auth/signin/validate-otp', {
      mobile,
      otp: await lastCode(mobile),
      nonce: nonceOf(sent),
    });
    const { data } = signupReplySchema.parse(reply.json());
    expect(data.deviceToken).toMatch(/^[\w-]{43}$/);
    expect(setCookie(reply, 'vitrine_device')).toBe(
      `vitrine_device=${data.deviceToken}; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax`,
    );
    const out = await fromNewDevice('/api/auth/signout', { refreshToken: data.refreshToken });
    expect(setCookie(out, 'vitrine_session')).toBeDefined();
    expect(setCookie(out, 'vitrine_device')).toBeUndefined();
  });

  it('keeps one token per device: signing in again with it renews it', async () => {
    const { mobile, deviceToken } = await signedUpFromOwnAddress(t);
    const fromDevice = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload: { ...payload, mobile, deviceToken }, headers: SHOP });
    const sent = await fromDevice('/api/auth/signin/send-otp', {});
    const again = await fromDevice('/api/auth/signin/validate-otp', {
      otp: await lastCode(mobile),
      nonce: nonceOf(sent),
    });
    const data = validateOtpReplySchema.parse(again.json()).data;
    expect(typeof data === 'object' && data.deviceToken).toBe(deviceToken);
  });

  it('lets the web storefront’s cookie sign in after strangers have locked the number', async () => {
    const { mobile, deviceToken } = await signedUpFromOwnAddress(t);
    expect(await spendNumberCeiling(t, mobile, SHOP)).toMatchObject({ code: 'MOBILE_LOCKED' });
    const headers = { ...SHOP, cookie: `vitrine_device=${deviceToken}` };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/send-otp',
      payload: { mobile },
      headers,
    });
    expect(sent.statusCode).toBe(200);
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/validate-otp',
      payload: { mobile, otp: await lastCode(mobile), nonce: nonceOf(sent) },
      headers,
    });
    expect(validateOtpReplySchema.parse(signedIn.json()).data).toMatchObject({ user: { mobile } });
  });

  it('refuses another site that makes the shopper’s browser spend its device’s budgets', async () => {
    const { mobile, deviceToken } = await signedUpFromOwnAddress(t);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin/send-otp',
      payload: { mobile },
      headers: {
        ...SHOP,
        host: 'localhost:3000',
        origin: 'https://evil.example',
        cookie: `vitrine_device=${deviceToken}`,
      },
    });
    expect(errorOf(reply).code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('bad input is refused with a clear message and changes nothing', () => {
  it.each([
    ['5876543210', 'Enter a valid 10-digit mobile number'],
    ['987654321', 'Enter a valid 10-digit mobile number'],
    ['98765432101', 'Enter a valid 10-digit mobile number'],
  ])('mobile %s', async (mobile, message) => {
    const reply = await post('/api/auth/signin/send-otp', { mobile });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'body.mobile', message }],
    });
  });

  it('an OTP with letters', async () => {
    const reply = await post('/api/auth/signin/validate-otp', { mobile: newMobile(), otp: '12a4' });
    expect(errorOf(reply).fields).toEqual([{ path: 'body.otp', message: 'Invalid OTP' }]);
  });

  it('a wrong code, counting the tries left', async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    const code = await lastCode(mobile);
    const wrong = code === '0000' ? '0001' : '0000';
    // The fewer of the code's tries (5) and this network's wrong guesses at the number (3) count.
    const reply = await post('/api/auth/signin/validate-otp', { mobile, otp: wrong });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply)).toMatchObject({ code: 'OTP_INVALID', message: 'Incorrect OTP. 2 tries left.' });
    // The right code still works afterwards.
    expect((await post('/api/auth/signin/validate-otp', { mobile, otp: code })).statusCode).toBe(200);
  });

  it('a reused code', async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    const code = await lastCode(mobile);
    expect((await post('/api/auth/signin/validate-otp', { mobile, otp: code })).statusCode).toBe(200);
    const again = await post('/api/auth/signin/validate-otp', { mobile, otp: code });
    expect(errorOf(again).code).toBe('OTP_EXPIRED');
  });

  it('an expired code', async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    await t.database.db.execute(
      sql`update otp_challenges set expires_at = now() - interval '1 second' where mobile = ${mobile}`,
    );
    const reply = await post('/api/auth/signin/validate-otp', { mobile, otp: await lastCode(mobile) });
    expect(errorOf(reply)).toMatchObject({ code: 'OTP_EXPIRED' });
  });

  it('a code used at another shop, or a body naming another shop', async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    const code = await lastCode(mobile);
    expect(errorOf(await post('/api/auth/signin/validate-otp', { mobile, otp: code }, OTHER_SHOP)).code).toBe(
      'OTP_EXPIRED',
    );
    const mismatch = await post('/api/auth/signin/validate-otp', {
      mobile,
      otp: code,
      customerId: 'veerya-flowtech',
    });
    expect(errorOf(mismatch).code).toBe('CUSTOMER_MISMATCH');
    expect((await post('/api/auth/signin/validate-otp', { mobile, otp: code })).statusCode).toBe(200);
  });

  it('a resend within 60 seconds', async () => {
    const mobile = newMobile();
    await post('/api/auth/signin/send-otp', { mobile });
    const reply = await post('/api/auth/signin/send-otp', { mobile });
    expect(reply.statusCode).toBe(429);
    const error = errorOf(reply);
    expect(error.code).toBe('OTP_RESEND_TOO_SOON');
    expect(error.retryAfter).toBeGreaterThan(55);
    expect(reply.headers['retry-after']).toBe(String(error.retryAfter));
  });

  it('more codes an hour from one client address than the limit', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin/send-otp',
        payload: { mobile: newMobile() },
        headers: SHOP,
        remoteAddress: '10.9.8.7',
      });
    for (let sent = 0; sent < OTP_LIMITS.sendsPerIpPerHour; sent += 1)
      expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      429,
      expect.stringMatching(/^Too many OTP requests from this network\. Try again in \d+ minutes\.$/),
    ]);
  });

  it('sign-up without a verified number, and sign-up twice', async () => {
    const unverified = await post('/api/auth/signup', {
      name: 'Ravi Kumar',
      mobile: newMobile(),
      termsAccepted: true,
    });
    expect(errorOf(unverified).code).toBe('SIGNUP_NOT_VERIFIED');
    const { mobile } = await signedUpShopper();
    // The sign-up used the verification up, so a second one is refused as unverified.
    const twice = await post('/api/auth/signup', { name: 'Ravi Kumar', mobile, termsAccepted: true });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).code).toBe('SIGNUP_NOT_VERIFIED');
  });

  it('tells a stranger nothing about whether a number has an account', async () => {
    const { mobile: registered } = await signedUpShopper();
    const unknown = newMobile();
    const answers = async (mobile: string) => {
      await skipResendCooldown(t);
      const sent = await post('/api/auth/signin/send-otp', { mobile });
      const wrong = (await lastCode(mobile)) === '0000' ? '0001' : '0000';
      const guess = await post('/api/auth/signin/validate-otp', { mobile, otp: wrong });
      const signup = await post('/api/auth/signup', { name: 'Ravi Kumar', mobile, termsAccepted: true });
      const { nonce, ...sentData } = sendOtpReplySchema.parse(sent.json()).data;
      expect(nonce).not.toBe('');
      return {
        sent: [sent.statusCode, sentData],
        guess: [guess.statusCode, errorOf(guess).code],
        signup: [signup.statusCode, errorOf(signup).code],
      };
    };
    expect(await answers(registered)).toEqual(await answers(unknown));
    expect((await answers(unknown)).signup).toEqual([400, 'SIGNUP_NOT_VERIFIED']);
  });

  it('sign-up without accepted terms or with a short name', async () => {
    const mobile = await verifiedNewShopper();
    const reply = await post('/api/auth/signup', { name: 'Al', mobile, termsAccepted: false });
    expect(
      errorOf(reply)
        .fields?.map((field) => field.message)
        .sort(),
    ).toEqual(['Accept terms', 'Name is required']);
    // The verification is still there for the corrected form.
    expect(
      (await post('/api/auth/signup', { name: 'Alka Jain', mobile, termsAccepted: true })).statusCode,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses tampered tokens, tokens of another shop and no token', async () => {
    const { body } = await signedUpShopper();
    const [header, payload, signature] = body.data.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, roles: ['ADMIN'] })).toString('base64url')}.${signature}`;
    for (const [headers, message] of [
      [{ ...SHOP, authorization: `Bearer ${forged}` }, 'The session token is not valid.'],
      [{ ...SHOP, authorization: 'Bearer not-a-token' }, 'The session token is malformed.'],
      [{ ...SHOP, authorization: `Bearer ${header}.%%%.${signature}` }, 'The session token is not valid.'],
      [
        { ...OTHER_SHOP, authorization: `Bearer ${body.data.token}` },
        'This session belongs to another shop.',
      ],
      [SHOP, 'Please sign in to continue.'],
    ] as const) {
      const reply = await get('/api/user/me', headers);
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply)).toMatchObject({ code: 'UNAUTHENTICATED', message });
    }
  });

  it('answers a silent login without any session token with SPEC §8 "No token in session"', async () => {
    const reply = await get('/api/auth/getUserProfile', SHOP);
    expect(reply.statusCode).toBe(401);
    expect(errorOf(reply)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'No token in session' });
  });

  it('refuses tokens that are not strictly encoded, though their signature bytes are right', async () => {
    const { body } = await signedUpShopper();
    const token = body.data.token;
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const signed = token.slice(0, token.lastIndexOf('.') + 1);
    const bytes = Buffer.from(signature, 'base64url');
    // A 32-byte signature leaves two bits of its last character unused: flipping one keeps the bytes.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const unusedBitSet = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.slice(-1)) ^ 1];
    expect(Buffer.from(unusedBitSet, 'base64url')).toEqual(bytes);
    for (const variant of [
      `${token}.trailing`,
      `${token}=`,
      `${signed}${bytes.toString('base64')}`,
      `${signed}${unusedBitSet}`,
    ]) {
      const reply = await get('/api/user/me', { ...SHOP, authorization: `Bearer ${variant}` });
      expect([variant, reply.statusCode]).toEqual([variant, 401]);
      expect(errorOf(reply).code).toBe('UNAUTHENTICATED');
    }
    expect((await get('/api/user/me', { ...SHOP, authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });

  it('refuses an access token once its session is signed out', async () => {
    const { body } = await signedUpShopper();
    const headers = { ...SHOP, authorization: `Bearer ${body.data.token}` };
    expect((await get('/api/user/me', headers)).statusCode).toBe(200);
    await post('/api/auth/signout', { refreshToken: body.data.refreshToken });
    const reply = await get('/api/user/me', headers);
    expect(reply.statusCode).toBe(401);
    expect(errorOf(reply).message).toBe('The session has ended. Please sign in again.');
  });

  it('ends the refresh token too when an app signs out with its Bearer token alone', async () => {
    const { body } = await signedUpShopper();
    const out = await post('/api/auth/signout', {}, { ...SHOP, authorization: `Bearer ${body.data.token}` });
    expect(out.statusCode).toBe(200);
    const refresh = await post('/api/auth/refresh', { refreshToken: body.data.refreshToken });
    expect(errorOf(refresh).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuses an access token after its 15 minutes', async () => {
    const { body } = await signedUpShopper();
    const headers = { ...SHOP, authorization: `Bearer ${body.data.token}` };
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 14 * 60_000 });
    try {
      expect((await get('/api/user/me', headers)).statusCode).toBe(200);
      vi.setSystemTime(Date.now() + 2 * 60_000);
      const reply = await get('/api/user/me', headers);
      expect(reply.statusCode).toBe(401);
      expect(errorOf(reply).message).toBe('The session has expired. Please sign in again.');
    } finally {
      vi.useRealTimers();
    }
  });

  it('rotates refresh tokens and ends the whole family when a rotated token is replayed', async () => {
    const { body } = await signedUpShopper();
    const first = await post('/api/auth/refresh', { refreshToken: body.data.refreshToken });
    expect(first.statusCode).toBe(200);
    const rotated = first.json().data.refreshToken as string;
    expect(rotated).not.toBe(body.data.refreshToken);

    const replay = await post('/api/auth/refresh', { refreshToken: body.data.refreshToken });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).code).toBe('REFRESH_TOKEN_REUSED');
    const afterReplay = await post('/api/auth/refresh', { refreshToken: rotated });
    expect(errorOf(afterReplay).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('refuses a refresh token at another shop', async () => {
    const { body } = await signedUpShopper();
    const reply = await post('/api/auth/refresh', { refreshToken: body.data.refreshToken }, OTHER_SHOP);
    expect(errorOf(reply).code).toBe('REFRESH_TOKEN_INVALID');
  });

  it('takes the refresh token from the cookie when there is no body', async () => {
    const { body } = await signedUpShopper();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { ...SHOP, cookie: `vitrine_refresh=${body.data.refreshToken}` },
    });
    expect(reply.statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: SHOP });
    expect(out.statusCode).toBe(200);
  });

  it('sign-out revokes the refresh token and clears the cookies', async () => {
    const { body } = await signedUpShopper();
    const out = await post('/api/auth/signout', { refreshToken: body.data.refreshToken });
    expect(out.statusCode).toBe(200);
    expect([out.headers['set-cookie']].flat().join('\n')).toMatch(/vitrine_session=;/);
    expect(errorOf(await post('/api/auth/refresh', { refreshToken: body.data.refreshToken })).code).toBe(
      'REFRESH_TOKEN_INVALID',
    );
  });

  it('refuses a cookie-authenticated change from another site', async () => {
    const { body } = await signedUpShopper();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: {},
      headers: {
        ...SHOP,
        host: 'localhost:3000',
        origin: 'https://evil.example',
        cookie: `vitrine_session=${body.data.token}`,
      },
    });
    expect(reply.statusCode).toBe(403);
    expect(errorOf(reply).code).toBe('FORBIDDEN_ORIGIN');

    // Once the session cookie has expired the refresh cookie still goes along, for 30 days.
    for (const url of ['/api/auth/signout', '/api/auth/refresh']) {
      const refreshOnly = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: {
          ...SHOP,
          host: 'localhost:3000',
          origin: 'https://evil.example',
          cookie: `vitrine_refresh=${body.data.refreshToken}`,
        },
      });
      expect(refreshOnly.statusCode, url).toBe(403);
    }

    // A browser that sends no Origin still says where the request came from.
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      payload: {},
      headers: {
        ...SHOP,
        host: 'localhost:3000',
        'sec-fetch-site': 'cross-site',
        cookie: `vitrine_session=${body.data.token}`,
      },
    });
    expect(crossSite.statusCode).toBe(403);
  });
});
