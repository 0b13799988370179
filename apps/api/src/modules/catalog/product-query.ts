import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Facet, ProductSort } from '@vitrine/contract/catalog';
import { queryRows, type Db } from '../../db/client.ts';
import { toPaise, toRupees } from '../../lib/money.ts';
import { categories, products, productVariants } from './catalog.tables.ts';
import { isRowId } from '../../lib/ids.ts';

/** Listing and search filters, prices in rupees as the shopper typed them. */
export interface ProductFilters {
  brand: string[];
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/** What every shopper-facing query starts from: this tenant's visible products. */
export const visibleProductsOf = (customerId: string) =>
  and(eq(products.customerId, customerId), eq(products.isVisible, true))!;

/**
 * A visible product of this shop and, when one is named, its own variant: what a cart line, a
 * favourite or a quotation request may point at. Null when there is no such product; `variant` is
 * undefined when none was named and null when the one named is not this product's.
 */
export async function findShownProduct(
  db: Db,
  customerId: string,
  productId: string,
  variantId: string | null,
) {
  if (!isRowId(productId)) return null;
  const [product] = await db
    .select({
      name: products.name,
      sku: products.sku,
      productType: products.productType,
      availableStock: products.availableStock,
      maxQuantity: products.maxQuantity,
    })
    .from(products)
    .where(and(visibleProductsOf(customerId), eq(products.id, productId)));
  if (!product) return null;
  if (!variantId) return { product, variant: undefined };
  const [variant] = isRowId(variantId)
    ? await db
        .select({
          name: productVariants.name,
          sku: productVariants.sku,
          availableStock: productVariants.availableStock,
        })
        .from(productVariants)
        .where(
          and(
            eq(productVariants.customerId, customerId),
            eq(productVariants.productId, productId),
            eq(productVariants.id, variantId),
          ),
        )
    : [];
  return { product, variant: variant ?? null };
}

/** The names of these products of the shop, shown or hidden (the owner's console lists them). */
export function productNamesAmong(db: Db, customerId: string, productIds: string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select({ productId: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.customerId, customerId), inArray(products.id, productIds)));
}

/** Those of these products that this shop shows, in no particular order, as a wishlist lists them. */
export function shownProductsAmong(db: Db, customerId: string, productIds: string[]) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      sku: products.sku,
      productType: products.productType,
      sellPrice: products.sellPrice,
      effectivePrice: products.effectivePrice,
      availableStock: products.availableStock,
      images: products.images,
    })
    .from(products)
    .where(and(visibleProductsOf(customerId), inArray(products.id, productIds)));
}

/** Prices are `integer` paise: a bound beyond that range (the contract takes up to ₹1e9) is the range's end. */
const MAX_PAISE = 2 ** 31 - 1;
export const paiseBound = (rupees: number) => Math.min(toPaise(rupees), MAX_PAISE);

export function filterConditions(filters: ProductFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.brand.length > 0) conditions.push(inArray(products.brandName, filters.brand));
  if (filters.minPrice !== undefined)
    conditions.push(gte(products.effectivePrice, paiseBound(filters.minPrice)));
  if (filters.maxPrice !== undefined)
    conditions.push(lte(products.effectivePrice, paiseBound(filters.maxPrice)));
  return conditions;
}

/** `relevance` falls back to the shop's own order (newest first) where there is no score. */
export function orderFor(sort: ProductSort, relevance?: SQL): SQL[] {
  const tieBreak = asc(products.id);
  switch (sort) {
    case 'price-asc':
      return [asc(products.effectivePrice), tieBreak];
    case 'price-desc':
      return [desc(products.effectivePrice), tieBreak];
    case 'name':
      return [asc(products.name), tieBreak];
    case 'newest':
      return [desc(products.createdAt), tieBreak];
    case 'relevance':
      return relevance ? [desc(relevance), tieBreak] : [desc(products.createdAt), tieBreak];
  }
}

/** The category ids at and below one category of the tenant (empty when it is not the tenant's). */
export async function categoryAndDescendants(db: Db, customerId: string, categoryId: string) {
  if (!isRowId(categoryId)) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with recursive tree as (
      select id from ${categories} where customer_id = ${customerId} and id = ${categoryId}
      union all
      select c.id from ${categories} c join tree on c.parent_id = tree.id where c.customer_id = ${customerId}
    )
    select id from tree`,
  );
  return rows.map((row) => row.id);
}

/** Facets as shoppers see them: most matches first, then by label. */
export const byCount = (a: Facet, b: Facet) => b.count - a.count || a.label.localeCompare(b.label);

export interface Facets {
  brand: Facet[];
  category: Facet[];
  priceRange: { min: number; max: number } | null;
}

/** Brand and category counts and the price range of the matching products, in one pass. */
export async function facetsOf(db: Db, where: SQL): Promise<Facets> {
  const rows = await queryRows<{
    brand: string | null;
    category_id: string | null;
    category_name: string | null;
    count: number;
    min_price: number | null;
    max_price: number | null;
    by_brand: number;
    by_category: number;
  }>(
    db,
    sql`
    select m.brand_name as brand, m.category_id, max(c.name) as category_name, count(*)::int as count,
           min(m.effective_price) as min_price, max(m.effective_price) as max_price,
           grouping(m.brand_name) = 0 as by_brand, grouping(m.category_id) = 0 as by_category
    from (select ${products.brandName}, ${products.categoryId}, ${products.effectivePrice}
          from ${products} where ${where}) m
    left join ${categories} c on c.id = m.category_id
    group by grouping sets ((m.brand_name), (m.category_id), ())`,
  );
  const facets: Facets = { brand: [], category: [], priceRange: null };
  for (const row of rows) {
    if (row.by_brand && row.brand) facets.brand.push({ key: row.brand, label: row.brand, count: row.count });
    else if (row.by_category && row.category_id)
      facets.category.push({ key: row.category_id, label: row.category_name ?? '', count: row.count });
    else if (!row.by_brand && !row.by_category && row.min_price !== null && row.max_price !== null)
      facets.priceRange = { min: toRupees(Number(row.min_price)), max: toRupees(Number(row.max_price)) };
  }
  facets.brand.sort(byCount);
  facets.category.sort(byCount);
  return facets;
}
