import { and, sql, type SQL } from 'drizzle-orm';
import type { ProductSort, SearchResult } from '@vitrine/contract/catalog';
import { queryRows, type Db } from '../../db/client.ts';
import { toRupees } from '../../lib/money.ts';
import { toProductSummary } from '../catalog/product-mapper.ts';
import {
  catalogWordsOf,
  inCategories,
  productInStock,
  productTextMatches,
  productTextRank,
  scoredIds,
  summariesByIds,
} from '../catalog/product-search.ts';
import {
  byCount,
  categoryAndDescendants,
  facetsOf,
  filterConditions,
  orderFor,
  paiseBound,
  visibleProductsOf,
  type ProductFilters,
} from '../catalog/product-query.ts';
import type { IndexQuery, LexemeGroup, ProductIndex } from './product-index.ts';
import type { ProductIndexes } from './product-indexes.ts';
import { asPrefix, nameQueryText, searchWords, tsQueryText, type WordGroup } from './search-terms.ts';

export interface SearchRequest extends ProductFilters {
  q: string;
  categoryId?: string | undefined;
  page: number;
  pageSize: number;
  sort: ProductSort;
}

const CORRECTIONS_PER_WORD = 4;

/** A word's lexeme as to_tsvector('english') makes it ('' for a stop word). */
const lexemeOf = (word: SQL) =>
  sql`coalesce((select lexeme from unnest(to_tsvector('english', ${word})) limit 1), '')`;

const tsQuery = (groups: WordGroup[], join: '&' | '|') =>
  sql`to_tsquery('english', ${tsQueryText(groups, join)})`;

/** The page, counts and price range of one search: what both ways of searching answer. */
interface Found {
  hits: SearchResult['hits'];
  total: number;
  /** Products matching the words, before brand and price filters. */
  matched: number;
  aggregations: SearchResult['aggregations'];
  priceRange: SearchResult['priceRange'];
}

/**
 * Searches a shop's in-memory index (product-indexes.ts) when it has one ready, else PostgreSQL
 * full text; both read the spelling corrections and the page's summaries from PostgreSQL.
 */
export function createSearchService(
  db: Db,
  indexes: Pick<ProductIndexes, 'indexFor' | 'isReady'> | null = null,
) {
  /**
   * Each typed word with up to four catalogue words it may have meant: itself and words it begins
   * (pg_trgm index on LIKE) or, when the catalogue does not know the word as typed, words within edit
   * distance 1 (2 for words of 5+ letters), nearest first; and each word's lexeme (English stem) as
   * the catalogue's search vectors hold it.
   */
  async function withCorrections(customerId: string, words: string[]): Promise<WordGroup[]> {
    const rows = await queryRows<{
      typed: string;
      typed_lexeme: string;
      word: string | null;
      lexeme: string;
      distance: number;
    }>(
      db,
      sql`
      select q.typed, ${lexemeOf(sql`q.typed`)} as typed_lexeme, c.word, ${lexemeOf(sql`c.word`)} as lexeme, c.distance
      from unnest(${`{${words.join(',')}}`}::text[]) as q(typed)
      left join lateral (
        select word, levenshtein(word, q.typed) as distance from ${catalogWordsOf(customerId)} shop
        where (word like q.typed || '%'
               or (levenshtein(word, q.typed) <= case when length(q.typed) >= 5 then 2 else 1 end
                   and not exists (select 1 from ${catalogWordsOf(customerId)} known
                                   where known.word = q.typed)))
        order by (word like q.typed || '%') desc, levenshtein(word, q.typed), similarity(word, q.typed) desc
        limit ${CORRECTIONS_PER_WORD}
      ) c on true`,
    );
    return words.map((typed) => {
      const found = rows.filter((row) => row.typed === typed);
      return {
        typed,
        lexeme: found[0]?.typed_lexeme ?? '',
        typedFound: found.some((row) => row.word?.startsWith(typed)),
        corrections: found
          .filter((row) => row.word !== null && !row.word.startsWith(typed))
          .map((row) => ({ word: row.word!, lexeme: row.lexeme, distance: Number(row.distance) })),
      };
    });
  }

  /**
   * For a search that found nothing: the term with each word that matched nothing replaced by the
   * catalogue word most like it (pg_trgm similarity, on the trigram index), or null when none is.
   */
  async function suggestionFor(customerId: string, groups: WordGroup[]): Promise<string | null> {
    const unmatched = groups
      .filter((group) => !group.typedFound && group.corrections.length === 0)
      .map((group) => group.typed);
    if (unmatched.length === 0) return null;
    const rows = await queryRows<{ typed: string; word: string }>(
      db,
      sql`
      select q.typed, c.word
      from unnest(${`{${unmatched.join(',')}}`}::text[]) as q(typed)
      cross join lateral (
        select word from ${catalogWordsOf(customerId)} shop
        where word % q.typed
        order by similarity(word, q.typed) desc, word
        limit 1
      ) c`,
    );
    const replaced = new Map(rows.map((row) => [row.typed, row.word]));
    const suggestion = groups.map((group) => replaced.get(group.typed) ?? group.typed).join(' ');
    return suggestion === groups.map((group) => group.typed).join(' ') ? null : suggestion;
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
      suggestion: null,
    };
    if (words.length === 0) return empty;
    const categoryIds = request.categoryId
      ? await categoryAndDescendants(db, customerId, request.categoryId)
      : null;
    if (categoryIds?.length === 0) return empty;
    const groups = await withCorrections(customerId, words);
    const index = await indexes?.indexFor(customerId);
    const { matched, ...found } = index
      ? await searchIndex(index, customerId, groups, categoryIds, request)
      : await searchDatabase(customerId, groups, categoryIds, request);
    return {
      ...empty,
      ...found,
      searchedFor: [
        ...new Set(groups.flatMap((group) => [group.typed, ...group.corrections.map((c) => c.word)])),
      ],
      suggestion: matched === 0 ? await suggestionFor(customerId, groups) : null,
    };
  }

  async function searchDatabase(
    customerId: string,
    groups: WordGroup[],
    categoryIds: string[] | null,
    request: SearchRequest,
  ): Promise<Found> {
    const inScope = and(visibleProductsOf(customerId), categoryIds ? inCategories(categoryIds) : undefined)!;
    const strict = await searchWith(tsQuery(groups, '&'), groups, inScope, request);
    return strict.matched === 0 && groups.length > 1
      ? searchWith(tsQuery(groups, '|'), groups, inScope, request)
      : strict;
  }

  async function searchIndex(
    index: ProductIndex,
    customerId: string,
    groups: WordGroup[],
    categoryIds: string[] | null,
    request: SearchRequest,
  ): Promise<Found> {
    const lexemeGroups = groups.map((group): LexemeGroup => {
      const nearest = group.typedFound ? -1 : group.corrections[0]?.distance;
      const stems = (distance: (d: number) => boolean) =>
        group.corrections
          .filter((correction) => distance(correction.distance) && correction.lexeme.length > 0)
          .map((correction) => correction.lexeme);
      const typed = group.lexeme ? [group.lexeme] : [];
      return {
        prefix: asPrefix(group.typed) ? group.lexeme || null : null,
        nearest: [...(asPrefix(group.typed) ? [] : typed), ...stems((distance) => distance === nearest)],
        farther: stems((distance) => distance !== nearest),
      };
    });
    const query: IndexQuery = {
      groups: lexemeGroups,
      join: 'all',
      categoryIds,
      brands: request.brand,
      minPrice: request.minPrice === undefined ? undefined : paiseBound(request.minPrice),
      maxPrice: request.maxPrice === undefined ? undefined : paiseBound(request.maxPrice),
      sort: request.sort,
      offset: (request.page - 1) * request.pageSize,
      limit: request.pageSize,
    };
    const strict = index.search(query);
    const answer =
      strict.matched === 0 && groups.length > 1 ? index.search({ ...query, join: 'any' }) : strict;
    const summaries = await summariesByIds(
      db,
      answer.page.map((hit) => hit.id),
    );
    return {
      hits: answer.page.flatMap((hit) => {
        const summary = summaries.get(hit.id);
        return summary ? [{ id: hit.id, score: hit.score, product: toProductSummary(summary) }] : [];
      }),
      total: answer.total,
      matched: answer.matched,
      aggregations: {
        category: [...answer.categoryCounts]
          .map(([key, count]) => ({ key, label: index.categoryNames.get(key) ?? '', count }))
          .sort(byCount),
        brand: [...answer.brandCounts].map(([key, count]) => ({ key, label: key, count })).sort(byCount),
      },
      priceRange: answer.priceRange && {
        min: toRupees(answer.priceRange.min),
        max: toRupees(answer.priceRange.max),
      },
    };
  }

  /**
   * Relevance, highest first: words found in the product's name as typed or as their nearest
   * correction, then as a farther correction; within that, products in stock; then the full-text
   * rank over name, brand, header and description. One number, so `score` follows the order.
   */
  function relevance(query: SQL, groups: WordGroup[]): SQL<number> {
    const inName = (text: string) => productTextMatches(sql`to_tsquery('english', ${text})`);
    const nameScore = groups.map(
      (group) =>
        sql`(case when ${inName(nameQueryText(group, true))} then 2 when ${inName(nameQueryText(group, false))} then 1 else 0 end)`,
    );
    return sql<number>`(${sql.join(nameScore, sql` + `)}) * 2 + ${productInStock} + ${productTextRank(query)}`;
  }

  /**
   * One pass of the matches for the counts (facetsOf), one for the page's ids in order (only the sort
   * keys read, the LIMIT applied before any wide column is), then the page's summaries by id.
   */
  async function searchWith(
    query: SQL,
    groups: WordGroup[],
    inScope: SQL,
    request: SearchRequest,
  ): Promise<Found> {
    const base = and(inScope, productTextMatches(query))!;
    const filters = filterConditions(request);
    const score = relevance(query, groups);
    const [page, facets] = await Promise.all([
      scoredIds(db, {
        where: and(base, ...filters)!,
        score,
        orderBy: orderFor(request.sort, score),
        limit: request.pageSize,
        offset: (request.page - 1) * request.pageSize,
        withTotal: filters.length > 0,
      }),
      facetsOf(db, base),
    ]);
    const summaries = await summariesByIds(
      db,
      page.map((row) => row.id),
    );
    const matched = facets.category.reduce((sum, facet) => sum + facet.count, 0);
    return {
      // A product deleted between the two reads is left out rather than shown half.
      hits: page.flatMap((row) => {
        const summary = summaries.get(row.id);
        return summary ? [{ id: row.id, score: Number(row.score), product: toProductSummary(summary) }] : [];
      }),
      total: filters.length > 0 ? Number(page[0]?.total ?? 0) : matched,
      matched,
      aggregations: { category: facets.category, brand: facets.brand },
      priceRange: facets.priceRange,
    };
  }

  return {
    search,
    /** Whether the shop is searched in memory now. */
    inMemory: (customerId: string) => indexes?.isReady(customerId) ?? false,
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
