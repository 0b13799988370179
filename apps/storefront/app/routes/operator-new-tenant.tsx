import { data, redirect } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import type { Route } from './+types/operator-new-tenant';
import { formOf } from '../lib/action-form.server';
import { requireOperatorApi } from '../features/operator/operator-access.server';
import { NewTenantForm } from '../features/operator/new-tenant-form';
import { readNewTenantForm } from '../features/operator/new-tenant-form.server';
import { tenantPath } from '../features/operator/operator-paths';

export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireOperatorApi(args);
  return data(null, { headers });
}

/** Checked with the contract's schema here, then created by the API in one transaction. */
export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOperatorApi(args);
  const form = readNewTenantForm(await formOf(args.request));
  if (!form.ok) return data(form.result, { status: 400, headers });
  try {
    const tenant = await api.createTenant(form.input);
    return redirect(`${tenantPath(tenant.customerId)}?created=1`, { headers });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ values: form.values, message: error.message }, { status: error.status, headers });
  }
}

export function meta() {
  return [{ title: 'New shop · Vitrine platform console' }];
}

export default function OperatorNewTenant({ actionData }: Route.ComponentProps) {
  return (
    <div className="grid grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">New shop</h1>
      <NewTenantForm result={actionData ?? undefined} />
    </div>
  );
}
