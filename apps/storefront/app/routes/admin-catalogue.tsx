import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/admin-catalogue';
import { Plus } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { ErrorNotice } from '../components/ui/error-notice';
import { TextField } from '../components/ui/text-field';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { categoryAction } from '../features/admin-catalogue/category-action.server';
import { CategoryTree, categoryChoices } from '../features/admin-catalogue/category-tree';
import { CatalogueTabs } from '../features/admin-catalogue/catalogue-tabs';
import { SelectField } from '../features/admin-catalogue/select-field';

/** The shop's category tree, for the owner to add to, rename, move and reorder. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return data({ tree: await api.getAdminCategories() }, { headers });
}

export async function action(args: Route.ActionArgs) {
  const { api, headers } = await requireOwnerApi(args);
  return categoryAction(args.request, api, headers);
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Catalogue', matches) }];
}

export default function AdminCatalogue({ loaderData, actionData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const adding = actionData?.intent === 'add' ? actionData : undefined;
  return (
    <div className="grid max-w-3xl grid-cols-1 gap-4">
      <h1 className="text-2xl font-semibold">Catalogue</h1>
      <CatalogueTabs />
      {actionData &&
        !busy &&
        (actionData.ok ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {actionData.message}
          </p>
        ) : (
          !actionData.categoryId && <ErrorNotice message={actionData.message} />
        ))}
      <details open={adding && !adding.ok} className="rounded-2xl bg-canvas ring-1 ring-neutral-200">
        <summary className="focus-ring flex min-h-12 cursor-pointer items-center gap-2 rounded-2xl px-4 font-semibold">
          <Plus aria-hidden className="size-5" /> Add a category
        </summary>
        <Form
          key={adding?.ok ? 'added' : 'adding'}
          method="post"
          noValidate
          className="grid grid-cols-1 gap-3 px-4 pb-4 sm:grid-cols-2"
        >
          <TextField label="Name" name="name" maxLength={120} error={adding?.fields?.name?.[0]} />
          <SelectField
            label="Inside"
            name="parentId"
            options={[{ value: '', label: 'None: a top-level category' }, ...categoryChoices(tree)]}
          />
          <TextField
            label="Image address"
            hint="Optional"
            name="image"
            placeholder="https://… or /media/…"
            error={adding?.fields?.image?.[0]}
            className="sm:col-span-2"
          />
          <Button type="submit" name="intent" value="add" disabled={busy} className="justify-self-start">
            Add category
          </Button>
        </Form>
      </details>
      {tree.length === 0 ? (
        <p className="rounded-2xl bg-canvas p-6 text-center text-sm text-neutral-600 ring-1 ring-neutral-200">
          No categories yet. Add the first one above, then{' '}
          <Link to="products/new" className="font-medium text-primary underline">
            add products
          </Link>{' '}
          to it.
        </p>
      ) : (
        <CategoryTree tree={tree} result={actionData} />
      )}
    </div>
  );
}
