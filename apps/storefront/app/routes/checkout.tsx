import { data } from 'react-router';
import type { Route } from './+types/checkout';
import { requireUser } from '../lib/require-user.server';
import { pageTitle } from '../features/layout/page-title';
import { PlaceholderPage } from '../features/layout/placeholder-page';

/** SPEC §2 protected: checkout (signed in only). */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Checkout', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function CheckoutPage() {
  return <PlaceholderPage title="Checkout" />;
}
