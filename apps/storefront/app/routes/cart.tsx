import { data } from 'react-router';
import type { Route } from './+types/cart';
import { requireUser } from '../lib/require-user.server';
import { pageTitle } from '../features/layout/page-title';
import { PlaceholderPage } from '../features/layout/placeholder-page';

/** SPEC §2 protected: the cart page (signed in only). */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Cart', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function CartPage() {
  return <PlaceholderPage title="Cart" />;
}
