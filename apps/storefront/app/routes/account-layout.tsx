import { data, Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/account-layout';
import { requireShopperApi } from '../lib/require-shopper-api.server';
import { AccountShell } from '../features/account/account-shell';

/**
 * SPEC §2 "Protected account area /account" (signed in only): the menu's order and address counts,
 * fetched side by side. A count that fails to load is left out rather than failing the page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireShopperApi(args);
  const [orders, addresses] = await Promise.allSettled([api.getOrders(), api.getAddresses()]);
  for (const result of [orders, addresses]) {
    if (result.status === 'rejected') {
      args.context.log.warn({ err: result.reason }, 'Account menu count failed to load');
    }
  }
  return data(
    {
      counts: {
        orders: orders.status === 'fulfilled' ? orders.value.length : null,
        addresses: addresses.status === 'fulfilled' ? addresses.value.length : null,
      },
    },
    { headers },
  );
}

/**
 * The counts are fetched again after a submission (an address saved or deleted) but not when only the
 * query changes (the address form opening or closing).
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formAction && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AccountShell serverCounts={loaderData.counts}>
      <Outlet />
    </AccountShell>
  );
}
