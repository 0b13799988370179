import { Form, Link, useSubmit } from 'react-router';
import { SlidersHorizontal } from '../../components/icons/icons';
import { PRODUCT_SORT_LABELS, PRODUCT_SORTS, type Facet, type ProductSort } from '@vitrine/contract/catalog';
import { useCustomerConfig } from '../../root';
import type { CardProduct } from './product-card';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { formatRupees } from '../../lib/format';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import { withParams, type listingQueryFrom } from './listing-query';

const FILTER_FORM_ID = 'listing-filters';

export interface ProductListingProps {
  /** The page's address, string so loader data stays serialisable. */
  url: string;
  query: ReturnType<typeof listingQueryFrom>;
  products: CardProduct[];
  total: number;
  brandFacets: Facet[];
  priceRange: { min: number; max: number } | null;
  /** Search only: narrowing to one category. */
  categoryFacets?: Facet[];
  /** Parameters the filter form must keep (the search term). */
  keep?: Record<string, string>;
  sorts?: readonly ProductSort[];
  empty: React.ReactNode;
}

/** Filters, sort, grid and pages of a category listing or a search: plain GET forms and links, so they work without JavaScript. */
export function ProductListing(props: ProductListingProps) {
  const url = new URL(props.url);
  const pageCount = Math.ceil(props.total / props.query.pageSize);
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <details className="group rounded-xl border border-neutral-200 lg:hidden">
        <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 text-sm font-semibold">
          <SlidersHorizontal aria-hidden className="size-4" /> Filters
        </summary>
        <div className="border-t border-neutral-200 p-4">
          <ListingFilters {...props} url={url} idSuffix="mobile" />
        </div>
      </details>
      <aside aria-label="Filters" className="hidden lg:block">
        <ListingFilters {...props} url={url} idSuffix="desktop" formId={FILTER_FORM_ID} />
      </aside>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-3">
          <p className="text-sm text-neutral-600" role="status">
            {props.total === 1 ? '1 product' : `${props.total.toLocaleString('en-IN')} products`}
          </p>
          <SortSelect {...props} />
        </div>
        {props.products.length > 0 ? (
          <>
            <ProductGrid products={props.products} eagerCount={2} className="mt-5" />
            <Pagination url={url} page={props.query.page} pageCount={pageCount} />
          </>
        ) : (
          <div className="mt-8 rounded-2xl border border-dashed border-neutral-300 p-8 text-center">
            {props.empty}
          </div>
        )}
      </div>
    </div>
  );
}

function SortSelect({ query, keep, sorts = PRODUCT_SORTS, url }: ProductListingProps) {
  const submit = useSubmit();
  const current = new URL(url);
  return (
    <Form
      method="get"
      className="flex items-center gap-2"
      onChange={(event) => void submit(event.currentTarget)}
    >
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.brand.map((brand) => (
        <input key={brand} type="hidden" name="brand" value={brand} />
      ))}
      {['minPrice', 'maxPrice', 'categoryId'].map((name) => {
        const value = current.searchParams.get(name);
        return value ? <input key={name} type="hidden" name={name} value={value} /> : null;
      })}
      <label htmlFor="listing-sort" className="text-sm text-neutral-600">
        Sort by
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={query.sort}
        className="focus-ring h-11 rounded-lg border border-neutral-300 bg-canvas px-3 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {PRODUCT_SORT_LABELS[sort]}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="outline">
          Sort
        </Button>
      </noscript>
    </Form>
  );
}

function ListingFilters({
  url,
  query,
  brandFacets,
  priceRange,
  categoryFacets,
  keep,
  idSuffix,
  formId,
}: Omit<ProductListingProps, 'url'> & { url: URL; idSuffix: string; formId?: string }) {
  const { uiFeatures } = useCustomerConfig();
  const submit = useSubmit();
  const selectedCategory = url.searchParams.get('categoryId');
  return (
    <Form method="get" id={formId} className="flex flex-col gap-6 text-sm">
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
      {selectedCategory && <input type="hidden" name="categoryId" value={selectedCategory} />}
      {categoryFacets && categoryFacets.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">Category</legend>
          <ul className="flex flex-col gap-1">
            {selectedCategory && (
              <li>
                <Link
                  to={withParams(url, { categoryId: undefined })}
                  className="focus-ring rounded-sm text-primary underline"
                >
                  All categories
                </Link>
              </li>
            )}
            {categoryFacets.map((facet) => (
              <li key={facet.key}>
                <Link
                  to={withParams(url, { categoryId: facet.key })}
                  aria-current={facet.key === selectedCategory ? 'true' : undefined}
                  className={cx(
                    'focus-ring flex min-h-9 items-center justify-between gap-2 rounded-md px-2 hover:bg-scaffold',
                    facet.key === selectedCategory && 'bg-scaffold font-semibold',
                  )}
                >
                  <span>{facet.label}</span>
                  <span className="text-neutral-500">{facet.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {brandFacets.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">Brand</legend>
          <ul className="flex flex-col gap-1">
            {brandFacets.map((facet) => (
              <li key={facet.key}>
                <label className="flex min-h-9 cursor-pointer items-center gap-2 rounded-md px-2 hover:bg-scaffold">
                  <input
                    type="checkbox"
                    name="brand"
                    value={facet.key}
                    defaultChecked={query.brand.includes(facet.key)}
                    onChange={(event) => void submit(event.currentTarget.form)}
                    className="size-4 accent-[var(--color-primary)]"
                  />
                  <span className="flex-1">{facet.label}</span>
                  <span className="text-neutral-500">{facet.count}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {uiFeatures.showProductPrice && priceRange && (
        <fieldset>
          <legend className="mb-2 font-semibold">Price</legend>
          <p className="mb-2 text-xs text-neutral-600">
            {formatRupees(priceRange.min)} to {formatRupees(priceRange.max)}
          </p>
          <div className="flex items-center gap-2">
            <PriceInput
              id={`min-price-${idSuffix}`}
              name="minPrice"
              label="Minimum price"
              value={query.minPrice}
              placeholder={Math.floor(priceRange.min)}
            />
            <span aria-hidden>–</span>
            <PriceInput
              id={`max-price-${idSuffix}`}
              name="maxPrice"
              label="Maximum price"
              value={query.maxPrice}
              placeholder={Math.ceil(priceRange.max)}
            />
          </div>
        </fieldset>
      )}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          Apply
        </Button>
        <Button asChild variant="outline">
          <Link to={withParams(url, { brand: undefined, minPrice: undefined, maxPrice: undefined })}>
            Clear
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function PriceInput(props: {
  id: string;
  name: string;
  label: string;
  value?: number | undefined;
  placeholder: number;
}) {
  return (
    <>
      <label htmlFor={props.id} className="sr-only">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={props.value}
        placeholder={`₹${props.placeholder}`}
        className="focus-ring h-11 w-full min-w-0 rounded-lg border border-neutral-300 bg-canvas px-3"
      />
    </>
  );
}
