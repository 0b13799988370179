import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Category,
  ProductDetail,
  ProductPage,
  ProductSection,
  ProductSort,
  ProductSummary,
  SitemapEntries,
} from '@vitrine/contract/catalog';
import { SITEMAP_MAX_PRODUCTS } from '@vitrine/contract/catalog';
import type { Db } from '../../db/client.ts';
import {
  categories,
  products,
  productSectionItems,
  productSections,
  productVariants,
} from './catalog.tables.ts';
import { groupVariations, summaryColumns, toProduct, toProductSummary, toVariant } from './product-mapper.ts';
import {
  categoryAndDescendants,
  facetsOf,
  filterConditions,
  orderFor,
  visibleProductsOf,
  type ProductFilters,
} from './product-query.ts';
import { isRowId } from '../../lib/ids.ts';
import { withCurrentStock } from './current-stock.ts';

export interface PageRequest {
  page: number;
  pageSize: number;
  sort: ProductSort;
}

const RECENT_PRODUCTS_LIMIT = 12;

export function createCatalogService(db: Db) {
  /** The tenant's whole category tree, built from one ordered read. */
  async function categoryTree(customerId: string): Promise<Category[]> {
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.customerId, customerId))
      .orderBy(asc(categories.position), asc(categories.name));
    const childrenOf = new Map<string | null, typeof rows>();
    for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
    const build = (parentId: string | null, ancestors: string[]): Category[] =>
      (childrenOf.get(parentId) ?? []).map((row) => ({
        categoryId: row.id,
        name: row.name,
        index: row.position,
        categoryImage: row.image,
        bannerURLs: row.bannerUrls,
        ancestors,
        children: build(row.id, [...ancestors, row.id]),
      }));
    return build(null, []);
  }

  async function summaries(where: SQL, order: SQL[], limit: number, offset = 0): Promise<ProductSummary[]> {
    const rows = await db
      .select(summaryColumns)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return rows.map(toProductSummary);
  }

  /**
   * One page of the visible products in a category and every category below it, with brand counts
   * and the price range of the whole category. Null when the category is not the tenant's.
   */
  async function categoryProducts(
    customerId: string,
    categoryId: string,
    request: PageRequest & ProductFilters,
  ): Promise<ProductPage | null> {
    const ids = await categoryAndDescendants(db, customerId, categoryId);
    if (ids.length === 0) return null;
    const inCategory = and(visibleProductsOf(customerId), inArray(products.categoryId, ids))!;
    const matching = and(inCategory, ...filterConditions(request))!;
    const [result, [total], facets] = await Promise.all([
      summaries(matching, orderFor(request.sort), request.pageSize, (request.page - 1) * request.pageSize),
      db.select({ count: count() }).from(products).where(matching),
      facetsOf(db, inCategory),
    ]);
    return {
      result,
      total: total?.count ?? 0,
      page: request.page,
      pageSize: request.pageSize,
      aggregations: { brand: facets.brand },
      priceRange: facets.priceRange,
    };
  }

  /** A visible product of the tenant with its variants and option groups; null otherwise (reviews: the reviews module). */
  async function productDetail(customerId: string, productId: string): Promise<ProductDetail | null> {
    if (!isRowId(productId)) return null;
    const [row] = await db
      .select()
      .from(products)
      .where(and(visibleProductsOf(customerId), eq(products.id, productId)))
      .limit(1);
    if (!row) return null;
    const [variantRows, categoryNames] = await Promise.all([
      db
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.customerId, customerId), eq(productVariants.productId, row.id)))
        .orderBy(asc(productVariants.position)),
      categoryPathNames(customerId, row.categoryId),
    ]);
    const variants = variantRows.map(toVariant);
    return {
      product: toProduct(row, variants, categoryNames),
      variationsGrouping: groupVariations(variants),
    };
  }

  /** Names from the root down to the product's own category. */
  async function categoryPathNames(customerId: string, categoryId: string): Promise<string[]> {
    const rows = await db
      .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
      .from(categories)
      .where(eq(categories.customerId, customerId));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const names: string[] = [];
    for (let node = byId.get(categoryId); node; node = node.parentId ? byId.get(node.parentId) : undefined)
      names.unshift(node.name);
    return names;
  }

  /** New arrivals: products marked recent, newest first. */
  const recentProducts = (customerId: string) =>
    summaries(
      and(visibleProductsOf(customerId), eq(products.isRecent, true))!,
      [desc(products.createdAt), asc(products.id)],
      RECENT_PRODUCTS_LIMIT,
    );

  /** The home page sections in order, each with its visible products in order. */
  async function productSectionsOf(customerId: string): Promise<ProductSection[]> {
    const [sections, items] = await Promise.all([
      db
        .select()
        .from(productSections)
        .where(eq(productSections.customerId, customerId))
        .orderBy(asc(productSections.position)),
      db
        .select({ sectionId: productSectionItems.sectionId, ...summaryColumns })
        .from(productSectionItems)
        .innerJoin(products, eq(products.id, productSectionItems.productId))
        .where(and(eq(productSectionItems.customerId, customerId), visibleProductsOf(customerId)))
        .orderBy(asc(productSectionItems.position)),
    ]);
    return sections.map((section) => ({
      sectionIndex: section.position,
      sectionId: section.id,
      sectionTitle: section.title,
      sectionText: section.text,
      products: items.filter((item) => item.sectionId === section.id).map(toProductSummary),
    }));
  }

  /** What a search engine should know about: every category and the newest visible products. */
  async function sitemapEntries(customerId: string): Promise<SitemapEntries> {
    const [categoryRows, productRows] = await Promise.all([
      db
        .select({ categoryId: categories.id, name: categories.name })
        .from(categories)
        .where(eq(categories.customerId, customerId))
        .orderBy(asc(categories.position)),
      db
        .select({ productId: products.id, productSKU: products.sku, productName: products.name })
        .from(products)
        .where(visibleProductsOf(customerId))
        .orderBy(desc(products.createdAt))
        .limit(SITEMAP_MAX_PRODUCTS),
    ]);
    return { categories: categoryRows, products: productRows };
  }

  return {
    categoryTree,
    categoryProducts,
    productDetail,
    recentProducts,
    productSections: productSectionsOf,
    sitemapEntries,
    withCurrentStock: <T>(customerId: string, data: T) => withCurrentStock(db, customerId, data),
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
