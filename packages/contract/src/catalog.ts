import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PRODUCT_SORTS, type ProductSort } from './site.ts';

export {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PRODUCT_SORT_LABELS,
  PRODUCT_SORTS,
  type ProductSort,
} from './site.ts';

/** SPEC §3 "Category": a tree; roots have no ancestors and come in `index` order. */
export interface Category {
  categoryId: string;
  name: string;
  index: number;
  categoryImage: string | null;
  bannerURLs: string[];
  /** Ids from the root down to the parent; empty for a root. */
  ancestors: string[];
  children: Category[];
}

export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    index: z.number().int(),
    categoryImage: z.string().nullable(),
    bannerURLs: z.array(z.string()),
    ancestors: z.array(z.string()),
    children: z.array(categorySchema),
  }),
);

export const categoriesReplySchema = z.object({ data: z.object({ categories: z.array(categorySchema) }) });

/** Rupees with at most 2 decimals (ARCHITECTURE §5: money on the wire). */
export const rupees = z.number().nonnegative();
export const keyValueSchema = z.object({ key: z.string(), value: z.string() });

/** SPEC §1: a product with variants is CONFIGURABLE; any other is SIMPLE. */
export const PRODUCT_TYPES = ['CONFIGURABLE', 'SIMPLE'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];
/** Read in either case (replies cached before the API spoke SPEC's values say `configurable`); SPEC's out. */
export const productTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.toUpperCase() : value),
  z.enum(PRODUCT_TYPES),
);

/** What a product card shows: listings, sections, recent products and search hits. */
export const productSummarySchema = z.object({
  productId: z.string(),
  productName: z.string(),
  header: z.string(),
  brandName: z.string(),
  productSKU: z.string(),
  productType: productTypeSchema,
  /** Null in a shop that hides prices (showProductPrice off): no amount leaves the server. */
  price: z.object({ sellPrice: rupees.nullable() }),
  /** Set only when lower than the sell price; null too where prices are hidden. */
  specialPrice: rupees.nullable(),
  isOnSale: z.boolean(),
  metrics: z.string(),
  availableStock: z.number().int(),
  lowStock: z.number().int(),
  maxQuantity: z.number().int(),
  baseImageUrl: z.string(),
  images: z.array(z.string()),
  categoryId: z.string(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** SPEC §3 "Variant". */
export const variantSchema = z.object({
  productVariantId: z.string(),
  variantSKU: z.string(),
  variantName: z.string(),
  /** Null where prices are hidden, as a product's. */
  price: z.object({ sellPrice: rupees.nullable() }),
  specialPrice: rupees.nullable(),
  metrics: z.string(),
  images: z.array(z.string()),
  description: z.string(),
  variations: z.array(keyValueSchema),
  availableStock: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

/** SPEC §3 "Product", every field. */
export const productSchema = productSummarySchema.extend({
  make: z.string(),
  description: z.string(),
  gst: z.object({ rate: z.number() }),
  categoryNames: z.array(z.string()),
  additionalFeatures: z.array(keyValueSchema),
  isRecent: z.boolean(),
  isVisible: z.boolean(),
  placeOfService: z.string().nullable(),
  cancellable: z.boolean(),
  returnable: z.boolean(),
  sellerPickupReturn: z.boolean(),
  availableOnCod: z.boolean(),
  customerId: z.string(),
  /** Configurable products only; empty otherwise. */
  variants: z.array(variantSchema),
});
export type Product = z.infer<typeof productSchema>;

/** The option values of a configurable product, one group per option name, in first-seen order. */
export const variationGroupSchema = z.object({ key: z.string(), values: z.array(z.string()) });
export type VariationGroup = z.infer<typeof variationGroupSchema>;

export const productDetailReplySchema = z.object({
  data: z.object({
    product: productSchema,
    variationsGrouping: z.array(variationGroupSchema),
  }),
});
export type ProductDetail = z.infer<typeof productDetailReplySchema>['data'];

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
};
/** Filters a listing or a search may carry; brand is repeated or comma-separated. */
const filterQuery = {
  brand: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      (Array.isArray(value) ? value : value ? value.split(',') : [])
        .map((brand) => brand.trim())
        .filter(Boolean)
        .slice(0, 20),
    ),
  minPrice: z.coerce.number().nonnegative().max(1e9).optional(),
  maxPrice: z.coerce.number().nonnegative().max(1e9).optional(),
};

export const categoryProductsQuerySchema = z.object({
  categoryId: z.string().min(1).max(100),
  ...pageQuery,
  ...filterQuery,
});
/** What a client sends for a listing or a search page. */
export interface ProductListQuery {
  page?: number;
  pageSize?: number;
  sort?: ProductSort;
  brand?: string[];
  minPrice?: number;
  maxPrice?: number;
}
export type CategoryProductsQuery = ProductListQuery & { categoryId: string };

/** Long terms are accepted and cut to their first words, so a pasted paragraph still gets an answer. */
export const SEARCH_TERM_MAX_LENGTH = 5000;
export const searchQuerySchema = z.object({
  q: z.string().max(SEARCH_TERM_MAX_LENGTH).default(''),
  categoryId: z.string().max(100).optional(),
  ...pageQuery,
  ...filterQuery,
});
export type SearchQuery = ProductListQuery & { q: string; categoryId?: string };

const facetSchema = z.object({ key: z.string(), label: z.string(), count: z.number().int() });
export type Facet = z.infer<typeof facetSchema>;
const priceRangeSchema = z.object({ min: rupees, max: rupees });

export const productPageSchema = z.object({
  result: z.array(productSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  aggregations: z.object({ brand: z.array(facetSchema) }),
  priceRange: priceRangeSchema.nullable(),
});
export const categoryProductsReplySchema = z.object({ data: productPageSchema });
export type ProductPage = z.infer<typeof productPageSchema>;

/** SPEC §3 "Search response". */
export const searchResultSchema = z.object({
  hits: z.array(z.object({ id: z.string(), score: z.number(), product: productSummarySchema })),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The words actually searched for, after spelling correction. */
  searchedFor: z.array(z.string()),
  /** When nothing was found: the term with its unknown words replaced by the nearest catalogue words. */
  suggestion: z.string().nullable(),
  aggregations: z.object({ category: z.array(facetSchema), brand: z.array(facetSchema) }),
  priceRange: priceRangeSchema.nullable(),
});
export const searchReplySchema = z.object({ data: searchResultSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;

export const recentProductsReplySchema = z.object({ data: z.array(productSummarySchema) });

/** SPEC §3 "Product section". */
export const productSectionSchema = z.object({
  sectionIndex: z.number().int(),
  sectionId: z.string(),
  sectionTitle: z.string(),
  sectionText: z.string(),
  products: z.array(productSummarySchema),
});
export type ProductSection = z.infer<typeof productSectionSchema>;
export const productSectionsReplySchema = z.object({
  data: z.object({ productSections: z.array(productSectionSchema) }),
});

/** A sitemap file holds at most 50,000 addresses; the rest of the shop's pages take the remainder. */
export const SITEMAP_MAX_PRODUCTS = 45_000;
export const sitemapReplySchema = z.object({
  data: z.object({
    categories: z.array(z.object({ categoryId: z.string(), name: z.string() })),
    products: z.array(z.object({ productId: z.string(), productSKU: z.string(), productName: z.string() })),
  }),
});
export type SitemapEntries = z.infer<typeof sitemapReplySchema>['data'];
