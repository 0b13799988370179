import { data } from 'react-router';
import type { Route } from './+types/admin-settings-brand';
import { formOf } from '../lib/action-form.server';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { saveSettings, SETTINGS_FORMS } from '../features/admin-settings/settings-forms.server';
import { SettingsNav } from '../features/admin-settings/settings-nav';
import { BrandForm } from '../features/admin-settings/brand-form';
import { BRAND_IMAGES_FIELD, BrandImagesForm } from '../features/admin-settings/brand-images';
import { uploadBrandImages } from '../features/admin-settings/brand-images.server';

export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  // The images as saved: the root's config is loaded once per document and does not follow an upload.
  const [brand, config] = await Promise.all([api.getBrandSettings(), api.getCustomerDetails()]);
  return data({ brand, images: config.brandDetails[0]! }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const form = await formOf(args.request);
  if (form.get(BRAND_IMAGES_FIELD) !== null) return uploadBrandImages(api, form, headers);
  return saveSettings(form, SETTINGS_FORMS.brand, api.saveBrandSettings, {
    headers,
    saved: 'Brand saved. Shoppers see it on their next page.',
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Brand', matches) }];
}

export default function AdminSettingsBrand({ loaderData, actionData }: Route.ComponentProps) {
  const images = actionData && 'images' in actionData ? actionData : undefined;
  const brandResult = actionData && 'submission' in actionData ? actionData : undefined;
  return (
    <div className="grid max-w-5xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Brand</h1>
      <SettingsNav />
      <BrandImagesForm brand={loaderData.images} result={images} />
      <BrandForm
        key={JSON.stringify(brandResult?.submission.initialValue ?? null)}
        brand={loaderData.brand}
        brandName={loaderData.images.brandName}
        result={brandResult}
      />
    </div>
  );
}
