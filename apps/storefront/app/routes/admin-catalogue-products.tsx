import { data, Form, Link } from 'react-router';
import { productRemovalMessage } from '@vitrine/contract/admin-catalog';
import type { Route } from './+types/admin-catalogue-products';
import { Plus, Search } from '../components/icons/icons';
import { Button } from '../components/ui/button';
import { pageTitle } from '../features/layout/page-title';
import { requireOwnerApi } from '../features/admin/staff-access.server';
import { CatalogueTabs } from '../features/admin-catalogue/catalogue-tabs';
import { ProductRows } from '../features/admin-catalogue/product-rows';
import { NEW_PRODUCT_PATH, PRODUCTS_PATH, QUICK_ADD_PATH } from '../features/admin-catalogue/paths';

/** Every product of the shop, hidden ones too, searched by name, SKU or brand; a page at a time. */
export async function loader(args: Route.LoaderArgs) {
  const { api, headers } = await requireOwnerApi(args);
  const params = new URL(args.request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 100);
  const page = Math.min(Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1), 10_000);
  const deleted =
    params.get('done') === 'deleted' ? productRemovalMessage({ outcome: 'DELETED', orderCount: 0 }) : null;
  return data({ q, page: await api.getAdminProducts({ q, page }), deleted }, { headers });
}

export function meta({ matches }: Route.MetaArgs) {
  return [{ title: pageTitle('Products', matches) }];
}

export default function AdminCatalogueProducts({ loaderData }: Route.ComponentProps) {
  const { q, page, deleted } = loaderData;
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  const pageLink = (n: number) => `?${new URLSearchParams({ ...(q && { q }), page: String(n) }).toString()}`;
  return (
    <div className="grid max-w-4xl grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Catalogue</h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link to={QUICK_ADD_PATH}>
              <Plus aria-hidden className="size-4" /> Quick add
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={NEW_PRODUCT_PATH}>New product</Link>
          </Button>
        </div>
      </div>
      <CatalogueTabs />
      {deleted && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {deleted}
        </p>
      )}
      <Form method="get" action={PRODUCTS_PATH} role="search" className="flex gap-2">
        <label className="sr-only" htmlFor="product-search">
          Search by name, SKU or brand
        </label>
        <div className="flex min-h-11 min-w-0 flex-1 items-center rounded-lg border border-neutral-300 bg-canvas focus-within:border-primary focus-within:ring-2 focus-within:ring-primary/25">
          <Search aria-hidden className="ml-3 size-4.5 shrink-0 text-neutral-500" />
          <input
            id="product-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            placeholder="Name, SKU or brand"
            className="min-w-0 flex-1 bg-transparent px-3 py-2.5 text-base outline-none placeholder:text-neutral-500"
          />
        </div>
        <Button type="submit">Search</Button>
      </Form>
      <p className="text-sm text-neutral-600">
        {page.total === 1 ? '1 product' : `${page.total} products`}
        {q && ` matching “${q}”`}
      </p>
      <ProductRows
        products={page.result}
        empty={q ? 'No products match. Try another word or SKU.' : 'No products yet. Add the first one.'}
      />
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-2">
          {page.page > 1 ? (
            <Button asChild variant="outline">
              <Link to={pageLink(page.page - 1)}>Previous</Link>
            </Button>
          ) : (
            <span />
          )}
          <span className="text-sm text-neutral-600">
            Page {page.page} of {pages}
          </span>
          {page.page < pages ? (
            <Button asChild variant="outline">
              <Link to={pageLink(page.page + 1)}>Next</Link>
            </Button>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
