import { data, redirect } from 'react-router';
import type { Route } from './+types/operator-sign-in';
import { cookieHeaders } from '../lib/api.server';
import { shopperApi } from '../lib/session.server';
import { codeSignInAction } from '../features/auth/code-sign-in.server';
import { CodeSignInCard } from '../features/auth/code-sign-in-card';
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

export async function action(args: Route.ActionArgs) {
  return codeSignInAction(args, {
    admits: (user) => user.roles.includes('OPERATOR'),
    refused: 'This number is not one of the platform’s operators.',
    next: OPERATOR_PATH,
    signedOut: OPERATOR_SIGN_IN_PATH,
  });
}

export function meta() {
  return [{ title: 'Sign in · Vitrine platform console' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function OperatorSignIn({ actionData }: Route.ComponentProps) {
  return (
    <OperatorShell>
      <CodeSignInCard
        title="Platform console"
        intro="Sign in with your operator’s mobile number and a one-time code."
        result={actionData}
      />
    </OperatorShell>
  );
}
