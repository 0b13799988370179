import { data } from 'react-router';
import type { Route } from './+types/admin-settings-brand';
import { useCustomerConfig } from '../root';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SettingsNav } from '../features/admin-settings/settings-nav';
import { BrandForm } from '../features/admin-settings/brand-form';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ brand: await api.getBrandSettings() }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return saveSettings(await formOf(args.request), SETTINGS_FORMS.brand, api.saveBrandSettings, {
    headers,
    saved: 'Brand saved. Shoppers see it on their next page.',
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Brand', matches) }];
}

export default function AdminSettingsBrand({ loaderData, actionData }: Route.ComponentProps) {
  const config = useCustomerConfig();
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Brand</h1>
      <SettingsNav />
      <BrandForm
        key={JSON.stringify(actionData?.submission.initialValue ?? null)}
        brand={loaderData.brand}
        brandName={config.brandDetails[0]!.brandName}
        result={actionData}
      />
    </div>
  );
}
