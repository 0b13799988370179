import { useTranslation } from 'react-i18next';
import { Form, Link, useSubmit } from 'react-router';
import { SlidersHorizontal } from '../../components/icons/icons';
import type { Facet } from '@vitrine/contract/catalog';
import { PRODUCT_SORTS, type ProductSort } from '@vitrine/contract/site';
import { useCustomerConfig } from '../../root';
import type { CardProduct } from './product-card';
import { Button } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import { formatCount, formatRupees } from '../../lib/format';
import { useLocale } from '../../i18n/use-locale';
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
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <details className="group rounded-xl border border-neutral-200 lg:hidden">
        <summary className="focus-ring flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-xl px-4 text-sm font-semibold">
          <SlidersHorizontal aria-hidden className="size-4" /> {t('listing.filters')}
        </summary>
        <div className="border-t border-neutral-200 p-4">
          <ListingFilters {...props} url={url} idSuffix="mobile" />
        </div>
      </details>
      <aside aria-label={t('listing.filters')} className="hidden lg:block">
        <ListingFilters {...props} url={url} idSuffix="desktop" formId={FILTER_FORM_ID} />
      </aside>
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-neutral-200 pb-3">
          <p className="text-sm text-neutral-600" role="status">
            {t('listing.productCount', { count: props.total, formatted: formatCount(props.total, locale) })}
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
  const { t } = useTranslation();
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
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        defaultValue={query.sort}
        className="focus-ring h-11 rounded-lg border border-neutral-300 bg-canvas px-3 text-sm"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sorts.${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="outline">
          {t('listing.sort')}
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
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Form method="get" id={formId} className="flex flex-col gap-6 text-sm">
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {query.sort !== 'relevance' && <input type="hidden" name="sort" value={query.sort} />}
      {selectedCategory && <input type="hidden" name="categoryId" value={selectedCategory} />}
      {categoryFacets && categoryFacets.length > 0 && (
        <fieldset>
          <legend className="mb-2 font-semibold">{t('listing.category')}</legend>
          <ul className="flex flex-col gap-1">
            {selectedCategory && (
              <li>
                <Link
                  to={withParams(url, { categoryId: undefined })}
                  className="focus-ring rounded-sm text-primary underline"
                >
                  {t('listing.allCategories')}
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
          <legend className="mb-2 font-semibold">{t('listing.brand')}</legend>
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
          <legend className="mb-2 font-semibold">{t('listing.price')}</legend>
          <p className="mb-2 text-xs text-neutral-600">
            {t('listing.priceRange', {
              min: formatRupees(priceRange.min, locale),
              max: formatRupees(priceRange.max, locale),
            })}
          </p>
          <div className="flex items-center gap-2">
            <PriceInput
              id={`min-price-${idSuffix}`}
              name="minPrice"
              label={t('listing.minPrice')}
              value={query.minPrice}
              placeholder={Math.floor(priceRange.min)}
            />
            <span aria-hidden>–</span>
            <PriceInput
              id={`max-price-${idSuffix}`}
              name="maxPrice"
              label={t('listing.maxPrice')}
              value={query.maxPrice}
              placeholder={Math.ceil(priceRange.max)}
            />
          </div>
        </fieldset>
      )}
      <div className="flex gap-2">
        <Button type="submit" className="flex-1">
          {t('listing.apply')}
        </Button>
        <Button asChild variant="outline">
          <Link to={withParams(url, { brand: undefined, minPrice: undefined, maxPrice: undefined })}>
            {t('listing.clear')}
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
