// What the search module builds its queries from, so that it names no catalogue table itself.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogWords, categories, products } from './catalog.tables.ts';
import { summaryColumns } from './product-mapper.ts';

/** The shop's catalogue words (`word`), as a table for a query's `from`. */
export const catalogWordsOf = (customerId: string) =>
  sql`(select ${catalogWords.word} from ${catalogWords} where ${catalogWords.customerId} = ${customerId})`;

/** Whether a product's words (name, brand, header, description) match a tsquery. */
export const productTextMatches = (query: SQL) => sql`${products.searchVector} @@ ${query}`;

/** How well a product's words match a tsquery (`ts_rank`, normalised by the document's length). */
export const productTextRank = (query: SQL) => sql<number>`ts_rank(${products.searchVector}, ${query}, 32)`;

/** 1 when the product is in stock, else 0. */
export const productInStock = sql<number>`(${products.availableStock} > 0)::int`;

export const inCategories = (categoryIds: string[]) => inArray(products.categoryId, categoryIds);

/**
 * A page of matching product ids in order with their `score`: only the sort keys are read before the
 * LIMIT. `total` (how many match `where`) only when asked: without filters the facets' counts say it.
 */
export function scoredIds(
  db: Db,
  page: { where: SQL; score: SQL<number>; orderBy: SQL[]; limit: number; offset: number; withTotal: boolean },
) {
  return db
    .select({
      id: products.id,
      score: page.score,
      ...(page.withTotal ? { total: sql<number>`count(*) over ()` } : {}),
    })
    .from(products)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}

/** `column = any(ids)` with the ids as one array parameter (inArray makes one parameter each). */
const amongIds = (column: typeof products.id, ids: string[]) =>
  sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;

const prepareSummaries = (db: Db) =>
  db
    .select(summaryColumns)
    .from(products)
    .where(sql`${products.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('summaries_by_ids');
/** Each database's statement, built once: a search asks it every time. */
const summaryStatements = new WeakMap<Db, ReturnType<typeof prepareSummaries>>();

/** The summaries of these products, by id (a product deleted meanwhile is missing). */
export async function summariesByIds(db: Db, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, Awaited<ReturnType<ReturnType<typeof prepareSummaries>['execute']>>[number]>();
  let statement = summaryStatements.get(db);
  if (!statement) summaryStatements.set(db, (statement = prepareSummaries(db)));
  const rows = await statement.execute({ ids: `{${ids.join(',')}}` });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The shop's visible products as search's in-memory index holds them, in id order: a batch after
 * `after`, or those of `ids` still visible (a missing one was hidden or deleted).
 */
export function searchableProducts(
  db: Db,
  customerId: string,
  which: { after: string | null; limit: number } | { ids: string[] },
) {
  const chosen =
    'ids' in which
      ? amongIds(products.id, which.ids)
      : which.after
        ? gt(products.id, which.after)
        : undefined;
  return db
    .select({
      id: products.id,
      categoryId: products.categoryId,
      brandName: products.brandName,
      name: products.name,
      effectivePrice: products.effectivePrice,
      inStock: sql<boolean>`${products.availableStock} > 0`,
      createdAt: sql<number>`extract(epoch from ${products.createdAt})::float8`,
      lexemes: sql<string>`${products.searchVector}::text`,
    })
    .from(products)
    .where(and(eq(products.customerId, customerId), eq(products.isVisible, true), chosen))
    .orderBy(products.id)
    .limit('ids' in which ? which.ids.length : which.limit);
}

/** How many products the shop shows. */
export async function visibleProductCount(db: Db, customerId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(products)
    .where(and(eq(products.customerId, customerId), eq(products.isVisible, true)));
  return Number(row?.count ?? 0);
}

/** The names of the shop's categories, by id. */
export async function categoryNames(db: Db, customerId: string) {
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.customerId, customerId));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The shops that show at least this many products. */
export async function shopsShowing(db: Db, minProducts: number) {
  const rows = await db
    .select({ customerId: products.customerId })
    .from(products)
    .where(eq(products.isVisible, true))
    .groupBy(products.customerId)
    .having(sql`count(*) >= ${minProducts}`);
  return rows.map((row) => row.customerId);
}
