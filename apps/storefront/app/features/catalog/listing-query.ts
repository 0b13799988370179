import type { ProductListQuery } from '@vitrine/contract/catalog';
import { MAX_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from '@vitrine/contract/site';

const LISTING_PAGE_SIZE = 24;

const positiveNumber = (value: string | null) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number >= 0 ? number : undefined;
};

/**
 * The listing state a URL carries (page, sort, brand, price), made safe: a hand-edited address with
 * nonsense in it shows the first page rather than an error.
 */
export function listingQueryFrom(
  url: URL,
  defaultSort: ProductSort,
): Required<Pick<ProductListQuery, 'page' | 'pageSize' | 'sort' | 'brand'>> &
  Pick<ProductListQuery, 'minPrice' | 'maxPrice'> {
  const params = url.searchParams;
  const page = Math.min(Math.max(1, Math.trunc(Number(params.get('page')) || 1)), 10_000);
  const sort = params.get('sort');
  return {
    page,
    pageSize: Math.min(LISTING_PAGE_SIZE, MAX_PAGE_SIZE),
    sort: PRODUCT_SORTS.includes(sort as ProductSort) ? (sort as ProductSort) : defaultSort,
    brand: params.getAll('brand').filter(Boolean).slice(0, 20),
    minPrice: positiveNumber(params.get('minPrice')),
    maxPrice: positiveNumber(params.get('maxPrice')),
  };
}

/** The same address with some parameters changed (undefined removes one) and the page reset. */
export function withParams(url: URL, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(url.searchParams);
  next.delete('page');
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}
