import { useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { GST_RATES } from '@vitrine/contract/site';
import type { Route } from './+types/admin-catalogue-quick-add';
import { formOf } from '../lib/action-form.server';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { Camera, ChevronLeft, ImageUp } from '../components/icons/icons';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { categoryChoices } from '../features/admin-catalogue/category-tree';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, productEditPath } from '../features/admin-catalogue/paths';
import { quickAdd } from '../features/admin-catalogue/quick-add.server';
import { QUICK_ADD_PHOTOS, type QuickAddResult } from '../features/admin-catalogue/quick-add';
import { SelectField } from '../features/admin-catalogue/select-field';

/** The categories, and the GST rate the shop's latest product has (its usual one), to start from. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const [tree, latest, business] = await Promise.all([
    api.getAdminCategories(),
    api.getAdminProducts({ page: 1, pageSize: 1, sort: 'newest' }),
    api.getBusinessSettings(),
  ]);
  const newest = latest.result[0];
  const usualGstRate = newest ? (await api.getAdminProduct(newest.productId)).gstRate : null;
  return data(
    { categories: categoryChoices(tree), usualGstRate, registered: Boolean(business.gstin) },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const result = await quickAdd(api, await formOf(args.request));
  if (!result.ok) return data(result, { status: 400, headers });
  const failed = result.failedPhotos.length
    ? `&photos=${encodeURIComponent(result.failedPhotos.join('\n'))}`
    : '';
  return redirect(`${productEditPath(result.productId)}?done=added${failed}`, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Quick add', matches) }];
}

const HSN_HINT =
  'Optional on sales to consumers while your turnover is up to ₹5 crore. Invoices to businesses need 4 digits, and every invoice needs 6 digits above ₹5 crore.';

export default function AdminCatalogueQuickAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { categories, usualGstRate, registered } = loaderData;
  const refused =
    actionData && !actionData.ok ? (actionData as Extract<QuickAddResult, { ok: false }>) : null;
  const values = refused?.values ?? {};
  const errors = refused?.fieldErrors ?? {};
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="grid max-w-xl grid-cols-1 gap-4">
      <Link
        to={PRODUCTS_PATH}
        className="focus-ring inline-flex min-h-11 items-center gap-1 justify-self-start rounded text-sm font-medium text-neutral-700"
      >
        <ChevronLeft aria-hidden className="size-4" /> Products
      </Link>
      <div>
        <h1 className="text-2xl font-semibold">Quick add</h1>
        <p className="mt-1 text-sm text-neutral-600">
          A product in one screen. Everything else (sizes, offers, weight) is on the{' '}
          <Link to={NEW_PRODUCT_PATH} className="focus-ring rounded-sm font-medium text-primary underline">
            full form
          </Link>
          .
        </p>
      </div>
      {refused?.message && <ErrorNotice message={refused.message} />}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="grid grid-cols-1 gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-neutral-200 md:p-5"
      >
        <TextField label="Name" name="name" defaultValue={values.name} error={errors.name} autoFocus />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label="Price (₹)"
            name="sellPrice"
            inputMode="decimal"
            defaultValue={values.sellPrice}
            error={errors.sellPrice}
          />
          <TextField
            label="Stock"
            name="stock"
            inputMode="numeric"
            defaultValue={values.stock ?? '1'}
            error={errors.stock}
          />
        </div>
        {categories.length > 0 && (
          <SelectField
            label="Category"
            name="categoryId"
            defaultValue={values.categoryId ?? ''}
            error={errors.categoryId}
            options={[{ value: '', label: 'Pick a category' }, ...categories]}
          />
        )}
        <TextField
          label={categories.length > 0 ? 'Or a new category' : 'Category'}
          name="newCategory"
          hint={categories.length > 0 ? 'Optional' : 'Your first one, e.g. Sarees'}
          defaultValue={values.newCategory}
          error={errors.newCategory ?? (categories.length === 0 ? errors.categoryId : undefined)}
        />
        <fieldset className="grid grid-cols-1 gap-2">
          <legend className="text-sm font-medium">Photos</legend>
          <p className="text-xs text-neutral-600">
            Up to {QUICK_ADD_PHOTOS}, 15 MB together: JPEG, PNG or WebP.
          </p>
          <div className="grid grid-cols-2 gap-2">
            <PhotoPicker label="Camera" icon={Camera} capture />
            <PhotoPicker label="Gallery" icon={ImageUp} />
          </div>
          {errors.photos && <ErrorNotice message={errors.photos} />}
        </fieldset>
        <SelectField
          label="GST rate"
          name="gstRate"
          defaultValue={values.gstRate ?? (usualGstRate === null ? '' : String(usualGstRate))}
          error={errors.gstRate}
          options={[
            ...(usualGstRate === null ? [{ value: '', label: 'Pick a GST rate' }] : []),
            ...GST_RATES.map((rate) => ({
              value: String(rate),
              label: `${rate}%${rate === usualGstRate ? ' (your usual rate)' : ''}`,
            })),
          ]}
        />
        {!registered && (
          <p className="-mt-2 text-xs text-neutral-600">
            Your shop is not GST-registered, so no GST is charged; the rate is kept for when it is.
          </p>
        )}
        <TextField
          label="HSN code"
          name="hsnCode"
          hint="Optional"
          inputMode="numeric"
          defaultValue={values.hsnCode}
          error={errors.hsnCode}
        />
        <p className="-mt-2 text-xs text-neutral-600">{HSN_HINT}</p>
        <TextField
          label="SKU"
          name="sku"
          hint="Left empty, one is made"
          autoCapitalize="characters"
          autoComplete="off"
          defaultValue={values.sku}
          error={errors.sku}
        />
        <Button type="submit" disabled={busy} className="w-full sm:w-fit">
          {busy ? 'Adding…' : 'Add product'}
        </Button>
      </Form>
    </div>
  );
}

/** A file input styled as a button: the camera straight away (`capture`), or the phone's gallery. */
function PhotoPicker({
  label,
  icon: Icon,
  capture = false,
}: {
  label: string;
  icon: typeof Camera;
  capture?: boolean;
}) {
  const [chosen, setChosen] = useState(0);
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-neutral-300 px-3 text-sm font-semibold focus-within:ring-2 focus-within:ring-primary/40">
      <Icon aria-hidden className="size-5 shrink-0" />
      {chosen ? `${label}: ${chosen}` : label}
      <input
        onChange={(event) => setChosen(event.currentTarget.files?.length ?? 0)}
        type="file"
        name="photos"
        accept="image/jpeg,image/png,image/webp"
        multiple={!capture}
        {...(capture ? { capture: 'environment' as const } : {})}
        className="sr-only"
      />
    </label>
  );
}
