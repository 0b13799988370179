// What the search module builds its queries from, so that it names no catalogue table itself.
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogWords, products } from './catalog.tables.ts';
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

/** A page of product summaries, each with its `score` and the `total` matching `where`. */
export function scoredSummaries(
  db: Db,
  page: { where: SQL; score: SQL<number>; orderBy: SQL[]; limit: number; offset: number },
) {
  return db
    .select({ ...summaryColumns, score: page.score, total: sql<number>`count(*) over ()` })
    .from(products)
    .where(page.where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
}
