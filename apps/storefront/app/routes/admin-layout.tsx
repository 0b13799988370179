import { data, isRouteErrorResponse, Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin-layout';
import { useCustomerConfig } from '../root';
import { ConsoleShell } from '../features/admin/console-shell';
import { ConsoleMessage } from '../features/admin/console-message';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { isOwner } from '../features/admin/staff-roles';

/** The owner console at /admin (issue 23): the shop's staff only; a guest signs in first, a shopper finds nothing. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await requireStaffApi(args);
  return data({ staffName: user.name, owner: isOwner(user) }, { headers });
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

function Shell({ children }: { children: React.ReactNode }) {
  const { brandDetails, uiFeatures } = useCustomerConfig();
  const brand = brandDetails[0]!;
  const staff = useRouteLoaderData<typeof loader>('routes/admin-layout');
  return (
    <ConsoleShell
      brand={brand}
      staffName={staff?.staffName ?? ''}
      owner={staff?.owner ?? false}
      quotations={uiFeatures.showQuotationRequest}
    >
      {children}
    </ConsoleShell>
  );
}

export default function AdminLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      {notFound ? (
        <ConsoleMessage title="Page not found" text="There is nothing at this address in the console." />
      ) : (
        <ConsoleMessage
          title="Something went wrong"
          text="This page could not be loaded. Please try again."
        />
      )}
    </Shell>
  );
}
