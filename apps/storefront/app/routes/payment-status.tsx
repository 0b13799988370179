import { data } from 'react-router';
import type { Route } from './+types/payment-status';
import { requireUser } from '../lib/require-user.server';
import { pageTitle } from '../features/layout/page-title';
import { PlaceholderPage } from '../features/layout/placeholder-page';

/** SPEC §2 protected: /payment/phonepe/status and /payment-status show the same screen. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireUser(args);
  return data(null, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Payment status', matches) }, { name: 'robots', content: 'noindex' }];
}

export default function PaymentStatusPage() {
  return <PlaceholderPage title="Payment status" />;
}
