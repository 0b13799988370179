import { data, Form, redirect, useNavigation } from 'react-router';
import { otpSchema, signInMobileSchema, SIGNUP_NO_USER } from '@vitrine/contract/auth';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/operator-sign-in';
import { formOf } from '../lib/action-form.server';
import { apiWithCookies, clearedSessionCookies, cookieHeaders } from '../lib/api.server';
import { shopperApi } from '../lib/session.server';
import { Button } from '../components/ui/button';
import { TextField } from '../components/ui/text-field';
import { OperatorShell } from '../features/operator/operator-shell';
import { onOperatorHost } from '../features/operator/operator-access.server';
import { OPERATOR_PATH, OPERATOR_SIGN_IN_PATH } from '../features/operator/operator-paths';

/** The operator's own sign-in: on the operator's host only; a shop's host shows its not-found page. */
export async function loader(args: Route.LoaderArgs) {
  const { user, setCookieHeaders } = await shopperApi(args.request, args.context);
  const headers = cookieHeaders(setCookieHeaders);
  if (!(await onOperatorHost(args))) throw redirect('/page-not-found', { headers });
  if (user?.roles.includes('OPERATOR')) throw redirect(OPERATOR_PATH, { headers });
  return data(null, { headers });
}

type SignInResult =
  | { step: 'code'; mobile: string; demoCode?: string }
  | { step: 'mobile' | 'code'; mobile: string; error: string };

/** The code is asked for and checked through the API's sign-in routes, as the shop's dialog does. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const { api, setCookieHeaders } = apiWithCookies(request, context);
  const reply = (result: SignInResult, status = 200) =>
    data(result, { status, headers: cookieHeaders(setCookieHeaders) });
  const mobile = signInMobileSchema.safeParse(form.get('mobile') ?? '');
  const typed = String(form.get('mobile') ?? '').slice(0, 20);
  try {
    switch (form.get('intent')) {
      case 'signout':
        await api.signout().catch(() => setCookieHeaders.push(...clearedSessionCookies()));
        throw redirect(OPERATOR_SIGN_IN_PATH, { headers: cookieHeaders(setCookieHeaders) });
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
        if (result === SIGNUP_NO_USER)
          return reply(
            {
              step: 'mobile',
              mobile: mobile.data,
              error: 'This number is not one of the platform’s operators.',
            },
            403,
          );
        throw redirect(OPERATOR_PATH, { headers: cookieHeaders(setCookieHeaders) });
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

export function meta() {
  return [{ title: 'Sign in · Vitrine platform console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function OperatorSignIn({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const codeStep = actionData?.step === 'code';
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <OperatorShell>
      <div className="mx-auto grid max-w-sm grid-cols-1 gap-4 rounded-2xl bg-canvas p-5 ring-1 ring-neutral-200 md:p-6">
        <h1 className="text-2xl font-semibold">Platform console</h1>
        <p className="text-sm text-neutral-600">
          {codeStep
            ? `Enter the code sent to ${actionData.mobile}.`
            : 'Sign in with your operator’s mobile number and a one-time code.'}
        </p>
        <Form method="post" className="grid grid-cols-1 gap-4" key={codeStep ? 'code' : 'mobile'}>
          <input type="hidden" name="intent" value={codeStep ? 'validate-otp' : 'send-otp'} />
          {codeStep ? (
            <>
              <input type="hidden" name="mobile" value={actionData.mobile} />
              <TextField
                label="One-time code"
                name="otp"
                inputMode="numeric"
                autoComplete="one-time-code"
                required
                autoFocus
                hint={
                  'demoCode' in actionData && actionData.demoCode
                    ? `Demo code: ${actionData.demoCode}`
                    : undefined
                }
                error={error}
              />
            </>
          ) : (
            <TextField
              label="Mobile number"
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              prefix="+91"
              defaultValue={actionData?.mobile}
              required
              error={error}
            />
          )}
          <Button type="submit" disabled={busy}>
            {codeStep ? 'Sign in' : 'Send code'}
          </Button>
        </Form>
      </div>
    </OperatorShell>
  );
}
