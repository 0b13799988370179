import { data, isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from 'react-router';
import { Button } from '../components/ui/button';
import { OPERATOR_PATH } from '../features/operator/operator-paths';
import type { Route } from './+types/operator-layout';
import { OperatorShell } from '../features/operator/operator-shell';
import { requireOperatorApi } from '../features/operator/operator-access.server';

/** The platform operator's console (decision 0076): its operators only, on its own host only. */
export async function loader(args: Route.LoaderArgs) {
  const { user, headers } = await requireOperatorApi(args);
  return data({ operator: user.mobile }, { headers });
}

export function meta() {
  return [{ name: 'robots', content: 'noindex, nofollow' }];
}

export default function OperatorLayout() {
  const operator = useRouteLoaderData<typeof loader>('routes/operator-layout')?.operator;
  return (
    <OperatorShell operator={operator}>
      <Outlet />
    </OperatorShell>
  );
}

/** A shop that is not there (or a failure): said inside the console, with the way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <OperatorShell operator={useRouteLoaderData<typeof loader>('routes/operator-layout')?.operator}>
      <div className="flex flex-col items-center gap-3 rounded-2xl bg-canvas px-6 py-12 text-center ring-1 ring-neutral-200">
        <h1 className="text-xl font-semibold">{notFound ? 'Not found' : 'Something went wrong'}</h1>
        <Button asChild variant="outline">
          <Link to={OPERATOR_PATH}>Go to the shops</Link>
        </Button>
      </div>
    </OperatorShell>
  );
}
