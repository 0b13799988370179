/**
 * Issue 38: search on the 100,000-product bench shop, which the API searches in memory once its
 * index is built (apps/api/src/modules/search/README.md).
 */
import { searchReplySchema } from '@vitrine/contract/catalog';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import type { ServerProcess } from '../apps/api/src/testing/server-process.ts';
import { editDelayRows, editTargetRow, type EditKind, type EditVisibility } from './admin-edits.ts';
import type { LoadResult, LoadTarget } from './load.ts';
import type { SearchJourney } from './search-journey.ts';
import { fresh, shuffled } from './shopper-urls.ts';
import type { ReportSection } from './report.ts';

const headers = { 'x-customer-id': BENCH_TENANT.id };
const INDEX_WAIT_MS = 120_000;
/** A word of every bench product's description (seed-large.ts): the broadest search there is. */
export const BROADEST_WORD = 'daily';
const BROADEST_RUNS = 10;
export const SUGGESTIONS_LOAD = 'Suggestions while typing (5 products, in memory)';
export const BAD_INPUT_LOAD = 'Bad input (long, 50 words, punctuation, emoji, SQL, regex, mixed scripts)';
const LIMITS = { search: 50, suggestions: 30, broadest: 30, memoryMb: 100, freshMs: 1000 };

export interface SearchFigures {
  /** From the server answering /readyz to the bench shop searched in memory, seconds. */
  indexBuiltSeconds: number;
  /** The same server idle with the index, less one that searches PostgreSQL only, MB of RSS. */
  indexMb: { withIndex: number; without: number };
  broadest: { matches: number; countsExact: boolean; times: number[] };
}

async function metric(origin: string, name: string) {
  const body = await (await fetch(`${origin}/metrics`)).text();
  const line = body.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  return line ? Number(line.slice(name.length + 1)) : 0;
}

/** Seconds until the server searches the bench shop in memory (its /metrics says a shop is). */
export async function untilIndexed(origin: string) {
  const started = performance.now();
  while ((await metric(origin, 'search_index_shops')) < 1) {
    if (performance.now() - started > INDEX_WAIT_MS) throw new Error('The bench shop was never indexed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return (performance.now() - started) / 1000;
}

const rssMb = (server: ServerProcess) =>
  metric(server.origin, 'process_resident_memory_bytes').then((bytes) => bytes / 2 ** 20);

/**
 * The index's memory: the API (index built, idle) against the same build started with no index
 * (`startWithout`), after the same quiet seconds.
 */
export async function indexMemory(api: ServerProcess, startWithout: () => Promise<ServerProcess>) {
  const without = await startWithout();
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    return { withIndex: await rssMb(api), without: await rssMb(without) };
  } finally {
    await without.stop();
  }
}

/** The broadest word, one search at a time, each a page of its own (no stored reply answers). */
export async function broadestSearch(origin: string) {
  const times: number[] = [];
  let matches = 0;
  let countsExact = true;
  for (let page = 1; page <= BROADEST_RUNS; page++) {
    const started = performance.now();
    const reply = await fetch(`${origin}/api/search/alldata?q=${BROADEST_WORD}&page=${page}`, { headers });
    const { data } = searchReplySchema.parse(await reply.json());
    times.push(performance.now() - started);
    matches = data.total;
    const counted = (facets: { count: number }[]) => facets.reduce((sum, facet) => sum + facet.count, 0);
    countsExact &&=
      counted(data.aggregations.category) === data.total && counted(data.aggregations.brand) === data.total;
  }
  return { matches, countsExact, times };
}

/**
 * Terms that must be answered quickly and harmlessly: each a URL of its own through its page
 * number and size, the term itself kept as it is.
 */
function badTerms() {
  const terms = [
    'pump '.repeat(999),
    Array.from({ length: 50 }, (_, index) => `word${index}`).join(' '),
    '!!! ??? ... ;;; ***',
    '🚰💧🔧 🛠️ 🧰',
    '\'; drop table products; -- \\ % _ " ) (',
    '.*(a|b)+[^x]{2,}\\d?$',
    'स्टील kadai पंप steel',
  ];
  return shuffled(
    terms.flatMap((term) =>
      Array.from(
        { length: 48 * 40 },
        (_, index) =>
          `q=${encodeURIComponent(term)}&pageSize=${1 + (index % 48)}&page=${1 + Math.floor(index / 48)}`,
      ),
    ),
  );
}

/**
 * What a shopper types into the search box, two letters on: prefixes of the catalogue's words and
 * of a word followed by another's prefix, five products each (the box shows five).
 */
function typedPrefixes(words: string[]) {
  const prefixes = (word: string) =>
    Array.from({ length: word.length - 1 }, (_, index) => word.slice(0, index + 2));
  const single = words.flatMap(prefixes);
  const pairs = words.flatMap((first) =>
    words
      .filter((second) => second !== first)
      .flatMap((second) => prefixes(second).map((prefix) => `${first} ${prefix}`)),
  );
  return shuffled([...new Set([...single, ...pairs])]).map(
    (term) => `q=${encodeURIComponent(term)}&pageSize=5`,
  );
}

/** Search loads besides the catalogue's full search (run.ts): suggestions while typing, bad input. */
export function searchTargets(origin: string, words: string[]): LoadTarget[] {
  const typed = fresh(typedPrefixes(words));
  const bad = fresh(badTerms());
  return [
    {
      name: SUGGESTIONS_LOAD,
      origin,
      headers,
      urls: typed,
      next: () => ({ path: `/api/search/alldata?${typed.next()}` }),
    },
    {
      name: BAD_INPUT_LOAD,
      origin,
      headers,
      urls: bad,
      next: () => ({ path: `/api/search/alldata?${bad.next()}` }),
    },
  ];
}

const RUN_TAG = Date.now().toString(36);

/** The owner renames a product through one instance; a search for the new word on the other finds it. */
export const renameEdit: EditKind = {
  // A word of its own for each edit of this run, none the beginning of another's.
  change: (product, edit) => ({
    ...product,
    name: `${product.name.replace(/ Zorbexa\w+$/, '')} Zorbexa${RUN_TAG}${String.fromCharCode(97 + (edit % 26))}`,
  }),
  shown: async (reader, productId, changed) => {
    const term = changed.name.split(' ').at(-1)!.toLowerCase();
    const reply = await fetch(`${reader}/api/search/alldata?q=${term}&pageSize=48`, { headers });
    return searchReplySchema.parse(await reply.json()).data.hits.some((hit) => hit.id === productId);
  },
};

const ms = (value: number) => value.toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export function searchSection(
  figures: SearchFigures | null,
  fullSearch: LoadResult | undefined,
  loads: LoadResult[],
  baseline: LoadResult | undefined,
  freshness: EditVisibility | null,
  journey: SearchJourney | null,
): ReportSection {
  const title = 'Search on 100,000 products (issue 38)';
  if (!figures || !baseline) return { title, lines: ['Not measured in this run.'] };
  const load = (name: string) => loads.find((candidate) => candidate.name === name);
  const row = (found: LoadResult | undefined) =>
    found
      ? `| ${found.name} | ${found.everyUrlNew ? 'yes' : '**no**'} | ${found.requestsPerSecond.toFixed(0)} | ${((100 * found.requestsPerSecond) / baseline.requestsPerSecond).toFixed(1)} % | ${ms(found.p50)} | ${ms(found.p95)} | ${ms(found.p99)} | ${found.failures} |`
      : '';
  const met = (ok: boolean) => (ok ? 'yes' : '**no**');
  const search = fullSearch;
  const typed = load(SUGGESTIONS_LOAD);
  const indexMb = figures.indexMb.withIndex - figures.indexMb.without;
  const broadest = median(figures.broadest.times);
  return {
    title,
    lines: [
      `The bench shop (${figures.broadest.matches.toLocaleString('en-IN')} products) is searched from the API's in-memory index (roaring bitmaps per lexeme and field, decision 0101), built ${figures.indexBuiltSeconds.toFixed(1)} s after the server was ready, PostgreSQL answering meanwhile. Every load asks for URLs no earlier request asked for, at 50 connections, next to the bare route of the same run (${baseline.requestsPerSecond.toFixed(0)} requests/s).`,
      '',
      '| Load | Every URL new | Requests/s | Share of bare | p50 ms | p95 ms | p99 ms | Errors |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
      row(search),
      row(typed),
      row(load(BAD_INPUT_LOAD)),
      '',
      `One search at a time for "${BROADEST_WORD}" (in every product), pages 1–${BROADEST_RUNS}: median ${ms(broadest)} ms, slowest ${ms(Math.max(...figures.broadest.times))} ms; category and brand counts add up to the ${figures.broadest.matches.toLocaleString('en-IN')} matches: ${figures.broadest.countsExact ? 'yes' : '**no**'}.`,
      `Memory: the API idle with the index ${figures.indexMb.withIndex.toFixed(0)} MB RSS, the same build with no index ${figures.indexMb.without.toFixed(0)} MB: the index costs ${indexMb.toFixed(0)} MB.`,
      '',
      ...(journey
        ? [
            `A shopper's journey in Debian's Chromium on this shop: ${journey.failure ? `**stopped**: ${journey.failure}` : 'passed'}.`,
            '',
            '| Step | ms |',
            '| --- | --- |',
            ...journey.steps.map((step) => `| ${step.step} | ${step.ms.toFixed(0)} |`),
            '',
          ]
        : []),
      ...(freshness
        ? [
            'A product renamed by the owner through one instance, searched for by its new word on the other:',
            '',
            ...editDelayRows(freshness),
            '',
          ]
        : []),
      '| Target | Limit | Measured | Met |',
      '| --- | --- | --- | --- |',
      `| Search with facets, p95, every term new | ≤ ${LIMITS.search} ms | ${search ? ms(search.p95) : '–'} ms | ${met(!!search?.everyUrlNew && search.p95 <= LIMITS.search)} |`,
      `| Suggestions while typing, p95 | ≤ ${LIMITS.suggestions} ms | ${typed ? ms(typed.p95) : '–'} ms | ${met(!!typed?.everyUrlNew && typed.p95 <= LIMITS.suggestions)} |`,
      `| The broadest word alone, median, exact counts | ≤ ${LIMITS.broadest} ms | ${ms(broadest)} ms | ${met(broadest <= LIMITS.broadest && figures.broadest.countsExact)} |`,
      `| Memory of a 100k-product shop's index | ≤ ${LIMITS.memoryMb} MB | ${indexMb.toFixed(0)} MB | ${met(indexMb <= LIMITS.memoryMb)} |`,
      ...(freshness ? [editTargetRow(freshness, 'A saved product found by search on every instance')] : []),
      ...(journey
        ? [
            `| The search journey in the browser | passes | ${journey.failure ? 'stopped' : 'passed'} | ${met(!journey.failure)} |`,
          ]
        : []),
    ],
  };
}
