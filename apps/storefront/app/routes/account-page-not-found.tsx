import { data } from 'react-router';
import type { Route } from './+types/account-page-not-found';
import { requireUser } from '../lib/require-user.server';
import { metaT, pageTitle } from '../features/layout/page-title';
import { AccountNotFound } from '../features/account/account-not-found';

/** SPEC §2 /account/page-not-found: the not-found screen inside the account layout, status 404. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { status: 404, headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle(metaT(matches)('pageTitles.pageNotFound'), matches) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function AccountPageNotFound() {
  return <AccountNotFound />;
}
