import type {
  ProductDetail,
  ProductListQuery,
  ProductPage,
  ProductSection,
  ProductSummary,
  SearchResult,
  Variant,
} from '@vitrine/contract/catalog';

/**
 * A shop that hides prices (showProductPrice off; decision 0025) sends no amount in
 * its catalogue: not a product's or a variant's price, nor the listing's price range. Each catalogue
 * and search reply passes through here where it is built, so a cached reply holds no price either.
 */
const priceless = <T extends Pick<ProductSummary, 'price' | 'specialPrice'>>(item: T): T => ({
  ...item,
  price: { sellPrice: null },
  specialPrice: null,
});

/** The cheapest variant first (the first of equals), so the page's default stays SPEC's without a price. */
const cheapestFirst = (variants: Variant[]) =>
  variants.toSorted((a, b) => (a.price.sellPrice ?? 0) - (b.price.sellPrice ?? 0));

export const withoutPrices = {
  summaries: (items: ProductSummary[]) => items.map(priceless),
  page: (page: ProductPage): ProductPage => ({
    ...page,
    result: page.result.map(priceless),
    priceRange: null,
  }),
  search: (result: SearchResult): SearchResult => ({
    ...result,
    hits: result.hits.map((hit) => ({ ...hit, product: priceless(hit.product) })),
    priceRange: null,
  }),
  sections: (sections: ProductSection[]) =>
    sections.map((section) => ({ ...section, products: section.products.map(priceless) })),
  detail: (detail: ProductDetail): ProductDetail => ({
    ...detail,
    product: {
      ...priceless(detail.product),
      variants: cheapestFirst(detail.product.variants).map(priceless),
    },
  }),
};

/**
 * A price filter or sort would tell prices apart (bisecting with minPrice finds any price), so where
 * prices are hidden they are ignored: the listing answers as if they were not asked.
 */
export function withoutPriceQuery<T extends ProductListQuery>(query: T): T {
  const { minPrice: _min, maxPrice: _max, ...rest } = query;
  return query.sort === 'price-asc' || query.sort === 'price-desc'
    ? ({ ...rest, sort: 'relevance' } as T)
    : (rest as T);
}
