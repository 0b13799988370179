import { data } from 'react-router';
import type { Route } from './+types/account';
import { requireUser } from '../lib/require-user.server';
import { pageTitle } from '../features/layout/page-title';
import { PlaceholderPage } from '../features/layout/placeholder-page';

/** SPEC §2 protected account area /account/* (signed in only); its pages come with later issues. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('My account', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function AccountPage() {
  return <PlaceholderPage title="My account" />;
}
