import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/public-layout';
import { useCustomerConfig } from '../root';
import { SiteShell } from '../features/layout/site-shell';
import { NotFoundScreen } from '../features/layout/not-found-screen';
import { LoadFailedScreen } from '../features/layout/load-failed-screen';

/** SPEC §2 "Public layout at /": header, footer, scroll-to-top, chat button and mobile bar around every page. */
export default function PublicLayout() {
  const config = useCustomerConfig();
  return (
    <SiteShell config={config}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const config = useCustomerConfig();
  return (
    <SiteShell config={config}>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFoundScreen /> : <LoadFailedScreen />}
    </SiteShell>
  );
}
