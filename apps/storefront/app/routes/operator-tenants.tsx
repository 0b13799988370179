import { data, Link } from 'react-router';
import type { Route } from './+types/operator-tenants';
import { Button } from '../components/ui/button';
import { requireOperatorApi } from '../features/operator/operator-access.server';
import { NEW_TENANT_PATH } from '../features/operator/operator-paths';
import { TenantCard } from '../features/operator/tenant-card';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOperatorApi(args);
  return data({ tenants: await api.getTenants() }, { headers });
}

export function meta() {
  return [{ title: 'Shops · Vitrine platform console' }];
}

export default function OperatorTenants({ loaderData }: Route.ComponentProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Shops</h1>
        <Button asChild>
          <Link to={NEW_TENANT_PATH}>New shop</Link>
        </Button>
      </div>
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {loaderData.tenants.map((tenant) => (
          <li key={tenant.customerId}>
            <TenantCard tenant={tenant} />
          </li>
        ))}
      </ul>
    </div>
  );
}
