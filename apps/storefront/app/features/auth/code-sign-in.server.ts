import { data, redirect } from 'react-router';
import { otpSchema, signInMobileSchema, SIGNUP_NO_USER, type User } from '@vitrine/contract/auth';
import { ApiError } from '@vitrine/contract/client';
import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { formOf } from '../../lib/action-form.server';
import { apiWithCookies, clearedSessionCookies, cookieHeaders } from '../../lib/api.server';

export type CodeSignInResult =
  | { step: 'code'; mobile: string; demoCode?: string }
  | { step: 'mobile' | 'code'; mobile: string; error: string };

interface CodeSignInPage {
  /** Who may sign in here; anyone else is signed out again and told `refused`. */
  admits: (user: User) => boolean;
  refused: string;
  /** Where a signed-in user goes on. */
  next: string;
  /** Where signing out from this page leads. */
  signedOut: string;
}

/**
 * The action of a sign-in page of its own (the platform's console, the shop's console): a mobile
 * number, then its one-time code, through the API's sign-in routes as the shop's dialog does; the
 * page works before its scripts have loaded.
 */
export async function codeSignInAction(
  { request, context }: { request: Request; context: StorefrontLoadContext },
  page: CodeSignInPage,
) {
  const form = await formOf(request);
  const { api, setCookieHeaders } = apiWithCookies(request, context);
  const reply = (result: CodeSignInResult, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });
  const signOut = () => api.signout().catch(() => setCookieHeaders.push(...clearedSessionCookies()));
  const mobile = signInMobileSchema.safeParse(form.get('mobile') ?? '');
  const typed = String(form.get('mobile') ?? '').slice(0, 20);
  try {
    switch (form.get('intent')) {
      case 'signout':
        await signOut();
        throw redirect(page.signedOut, { headers: cookieHeaders(setCookieHeaders) });
      case 'send-otp': {
        if (!mobile.success)
          return reply({ step: 'mobile', mobile: typed, error: mobile.error.issues[0]!.message }, 400);
        await api.sendOtp(mobile.data);
        const demoCode = await api.getDevOutbox(mobile.data).then(
          (codes) => codes[0]?.otp,
          () => undefined,
        );
        return reply({ step: 'code', mobile: mobile.data, demoCode });
      }
      case 'validate-otp': {
        const otp = otpSchema.safeParse(form.get('otp') ?? '');
        if (!mobile.success)
          return reply({ step: 'mobile', mobile: typed, error: mobile.error.issues[0]!.message }, 400);
        if (!otp.success)
          return reply({ step: 'code', mobile: mobile.data, error: otp.error.issues[0]!.message }, 400);
        const result = await api.validateOtp(mobile.data, otp.data);
        if (result === SIGNUP_NO_USER || !page.admits(result.user)) {
          if (result !== SIGNUP_NO_USER) await signOut();
          return reply({ step: 'mobile', mobile: mobile.data, error: page.refused }, 403);
        }
        throw redirect(page.next, { headers: cookieHeaders(setCookieHeaders) });
      }
      default:
        return reply({ step: 'mobile', mobile: '', error: 'Unknown request' }, 400);
    }
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const step = form.get('intent') === 'validate-otp' ? 'code' : 'mobile';
    return reply({ step, mobile: mobile.data ?? typed, error: error.message }, error.status);
  }
}
