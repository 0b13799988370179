import { data } from 'react-router';
import { parseWithZod } from '@conform-to/zod/v4';
import { signInMobileSchema, signupBodySchema, otpSchema, SIGNUP_NO_USER } from '@vitrine/contract/auth';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/auth';
import { apiWithCookies, clearedSessionCookies, cookieHeaders } from '../lib/api.server';
import type { AuthActionResult } from '../features/auth/auth-action-result';
import { formOf } from '../lib/action-form.server';

/** SPEC §8: what the shopper reads when the server gives no message of its own. */
const FALLBACK_MESSAGES = {
  'send-otp': 'OTP request failed',
  'validate-otp': 'OTP verification failed',
  signup: 'Registration failed',
  signout: 'Failed to signout',
} as const;
type Intent = keyof typeof FALLBACK_MESSAGES;

function isIntent(value: unknown): value is Intent {
  return typeof value === 'string' && value in FALLBACK_MESSAGES;
}

/**
 * The sign-in dialog's and the account menu's submissions. The API sets the session cookies; this route
 * passes them on to the browser and answers without any token (page scripts never see one).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const intent = form.get('intent');
  if (!isIntent(intent))
    return data<AuthActionResult>({ ok: false, error: { message: 'Unknown request' } }, 400);

  const { api, setCookieHeaders } = apiWithCookies(request, context);
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const reply = (result: AuthActionResult, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });

  try {
    switch (intent) {
      case 'send-otp': {
        const mobile = signInMobileSchema.safeParse(field('mobile'));
        if (!mobile.success) return reply(invalid(mobile.error), 400);
        const sent = await api.sendOtp(mobile.data);
        return reply({
          ok: true,
          step: 2,
          resendInSeconds: sent.resendInSeconds,
          demoCode: await demoCode(api, mobile.data),
        });
      }
      case 'validate-otp': {
        const mobile = signInMobileSchema.safeParse(field('mobile'));
        if (!mobile.success) return reply(invalid(mobile.error), 400);
        const otp = otpSchema.safeParse(field('otp'));
        if (!otp.success) return reply(invalid(otp.error), 400);
        const result = await api.validateOtp(mobile.data, otp.data);
        if (result === SIGNUP_NO_USER) return reply({ ok: true, step: 3 });
        return reply({ ok: true, step: 4, user: result.user, sessionChanged: true });
      }
      case 'signup': {
        const submission = parseWithZod(form, { schema: signupBodySchema });
        if (submission.status !== 'success') return reply({ ok: false, submission: submission.reply() }, 400);
        const { name, mobile, email } = submission.value;
        const result = await api.signup({ name, mobile, email: email ?? '', termsAccepted: true });
        return reply({ ok: true, step: 4, user: result.user, sessionChanged: true });
      }
      case 'signout': {
        await api.signout();
        return reply({ ok: true, step: 1, sessionChanged: true });
      }
    }
  } catch (error) {
    const message = error instanceof ApiError ? error.message : FALLBACK_MESSAGES[intent];
    const status = error instanceof ApiError && error.status < 500 ? error.status : 502;
    if (!(error instanceof ApiError)) context.log.error({ err: error }, `auth ${intent} failed`);
    if (intent === 'signout') {
      // The browser's session ends even when the API could not be told.
      setCookieHeaders.push(...clearedSessionCookies());
      return reply({ ok: false, sessionChanged: true, error: { message } }, status);
    }
    const retryAfter = error instanceof ApiError ? error.retryAfter : undefined;
    return reply(
      { ok: false, error: { message, ...(retryAfter === undefined ? {} : { retryAfter }) } },
      status,
    );
  }
}

function invalid(error: { issues: ReadonlyArray<{ message: string }> }): AuthActionResult {
  return { ok: false, error: { message: error.issues[0]?.message ?? 'Check the form' } };
}

/**
 * The demo shop (dev SMS provider) shows the code it "sent"; with a real SMS provider the outbox does not
 * exist and nothing is shown.
 */
async function demoCode(api: ReturnType<typeof apiWithCookies>['api'], mobile: string) {
  try {
    return (await api.getDevOutbox(mobile))[0]?.otp;
  } catch {
    return undefined;
  }
}
