import { data } from 'react-router';
import type { Route } from './+types/admin-catalogue-import';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { importCatalogue } from '../features/admin-import/catalogue-import.server';
import { CatalogueImport } from '../features/admin-import/catalogue-import';

/** The catalogue as CSV (decision 0068): export it, check a file, import it. The owner's only. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireOwnerApi(args);
  return data(null, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return importCatalogue(api, await formOf(args.request), headers);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Import and export', matches) }];
}

export default function AdminCatalogueImport({ actionData }: Route.ComponentProps) {
  return <CatalogueImport result={actionData} />;
}
