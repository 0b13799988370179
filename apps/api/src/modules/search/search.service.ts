import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { ProductSort, SearchResult } from '@vitrine/contract/catalog';
import { queryRows, type Db } from '../../db/client.ts';
import { catalogWords, products } from '../catalog/catalog.tables.ts';
import { summaryColumns, toProductSummary } from '../catalog/product-mapper.ts';
import {
  categoryAndDescendants,
  facetsOf,
  filterConditions,
  orderFor,
  visibleProductsOf,
  type ProductFilters,
} from '../catalog/product-query.ts';
import { searchWords, tsQueryText } from './search-terms.ts';

export interface SearchRequest extends ProductFilters {
  q: string;
  categoryId?: string | undefined;
  page: number;
  pageSize: number;
  sort: ProductSort;
}

const CORRECTIONS_PER_WORD = 4;

export function createSearchService(db: Db) {
  /**
   * Each typed word with up to four catalogue words it may have meant: words it begins (pg_trgm
   * index on LIKE) or, when the catalogue does not know the word as typed, words within edit
   * distance 1 (2 for words of 5+ letters), nearest first.
   */
  async function withCorrections(customerId: string, words: string[]): Promise<string[][]> {
    const rows = await queryRows<{ typed: string; word: string }>(
      db,
      sql`
      select q.typed, c.word
      from unnest(${`{${words.join(',')}}`}::text[]) as q(typed)
      cross join lateral (
        select word from ${catalogWords}
        where customer_id = ${customerId}
          and word <> q.typed
          and (word like q.typed || '%'
               or (levenshtein(word, q.typed) <= case when length(q.typed) >= 5 then 2 else 1 end
                   and not exists (select 1 from ${catalogWords} known
                                   where known.customer_id = ${customerId} and known.word = q.typed)))
        order by (word like q.typed || '%') desc, levenshtein(word, q.typed), similarity(word, q.typed) desc
        limit ${CORRECTIONS_PER_WORD}
      ) c`,
    );
    return words.map((typed) => [
      typed,
      ...rows.filter((row) => row.typed === typed && !row.word.startsWith(typed)).map((row) => row.word),
    ]);
  }

  async function search(customerId: string, request: SearchRequest): Promise<SearchResult> {
    const words = searchWords(request.q);
    const empty: SearchResult = {
      hits: [],
      total: 0,
      page: request.page,
      pageSize: request.pageSize,
      searchedFor: words,
      aggregations: { category: [], brand: [] },
      priceRange: null,
    };
    if (words.length === 0) return empty;
    const categoryIds = request.categoryId
      ? await categoryAndDescendants(db, customerId, request.categoryId)
      : null;
    if (categoryIds?.length === 0) return empty;
    const groups = await withCorrections(customerId, words);
    const inScope = and(
      visibleProductsOf(customerId),
      categoryIds ? inArray(products.categoryId, categoryIds) : undefined,
    )!;
    const strict = await searchWith(
      sql`to_tsquery('english', ${tsQueryText(groups, '&')})`,
      inScope,
      request,
    );
    const result =
      strict.matched === 0 && groups.length > 1
        ? await searchWith(sql`to_tsquery('english', ${tsQueryText(groups, '|')})`, inScope, request)
        : strict;
    const { matched: _matched, ...found } = result;
    return { ...empty, ...found, searchedFor: [...new Set(groups.flat())] };
  }

  async function searchWith(query: SQL, inScope: SQL, request: SearchRequest) {
    const base = and(inScope, sql`${products.searchVector} @@ ${query}`)!;
    const score = sql<number>`ts_rank(${products.searchVector}, ${query})`;
    const [rows, facets] = await Promise.all([
      db
        .select({ ...summaryColumns, score, total: sql<number>`count(*) over ()` })
        .from(products)
        .where(and(base, ...filterConditions(request)))
        .orderBy(...orderFor(request.sort, score))
        .limit(request.pageSize)
        .offset((request.page - 1) * request.pageSize),
      facetsOf(db, base),
    ]);
    return {
      hits: rows.map((row) => ({ id: row.id, score: Number(row.score), product: toProductSummary(row) })),
      total: Number(rows[0]?.total ?? 0),
      /** Products matching the words, before brand and price filters. */
      matched: facets.category.reduce((sum, facet) => sum + facet.count, 0),
      aggregations: { category: facets.category, brand: facets.brand },
      priceRange: facets.priceRange,
    };
  }

  return { search };
}
export type SearchService = ReturnType<typeof createSearchService>;
