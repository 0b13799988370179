import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-sign-in';
import { cookieHeaders } from '../lib/api.server';
import { shopperApi } from '../lib/session.server';
import { useCustomerConfig } from '../root';
import { codeSignInAction } from '../features/auth/code-sign-in.server';
import { CodeSignInCard } from '../features/auth/code-sign-in-card';
import { consoleNext, CONSOLE_SIGN_IN_PATH, isStaff } from '../features/admin/staff-roles';
import { ShellTop } from '../features/layout/shell-top';
import { SiteLogo } from '../features/layout/site-logo';
import { pageTitle } from '../features/layout/page-title';

/**
 * The console's sign-in (issue 39), where a guest at any /admin address is sent: the owner and staff
 * sign in here with their mobile number and go on where they were going. A signed-in shopper who is
 * not staff finds what an unknown address gives (decision 0062).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { user, setCookieHeaders } = await shopperApi(request, context);
  const headers = cookieHeaders(setCookieHeaders);
  if (isStaff(user)) throw redirect(nextOf(request), { headers });
  if (user) throw redirect('/page-not-found', { headers });
  return data(null, { headers });
}

export async function action(args: Route.ActionArgs) {
  return codeSignInAction(args, {
    admits: isStaff,
    refused: 'This number is not one of the shop’s staff.',
    next: nextOf(args.request),
    signedOut: CONSOLE_SIGN_IN_PATH,
  });
}

const nextOf = (request: Request) => consoleNext(new URL(request.url).searchParams.get('next'));

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Sign in to the shop console', matches) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function AdminSignIn({ actionData }: Route.ComponentProps) {
  const brand = useCustomerConfig().brandDetails[0]!;
  return (
    <div className="flex min-h-dvh flex-col bg-scaffold">
      <ShellTop />
      <main id="main" tabIndex={-1} className="grid flex-1 content-start gap-6 px-4 py-8 focus:outline-none">
        <div className="flex justify-center">
          <SiteLogo brand={brand} className="h-12 max-w-48" />
        </div>
        <CodeSignInCard
          title="Shop console"
          intro={`Sign in with the mobile number ${brand.appName} gave for its owner or staff. We send you a one-time code.`}
          result={actionData}
        />
      </main>
    </div>
  );
}
