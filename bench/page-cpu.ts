import { readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { PRODUCT_SORTS } from '@vitrine/contract/site';
import { pageUrls } from './ssr-pages.ts';
import { shuffled } from './shopper-urls.ts';

/**
 * Server CPU per page (issue 37). One guest at a time asks for each page kind, a URL no earlier request
 * asked for where the kind has several; the server's CPU time over all its threads before and after a
 * page is that page's cost. The threads are read from Linux's scheduler statistics
 * (`/proc/<pid>/task/<tid>/schedstat`, nanoseconds), so one page is measured, not a tick of 10 ms. The
 * libuv workers' share is the compression (zlib runs there; nothing else of a page does).
 *
 * Alone: `node --import tsx bench/page-cpu.ts <server-pid> http://127.0.0.1:3000 localhost:3000`.
 */
/** One kind of page: its URLs (new ones where the kind has several) and whose browser asks. */
export interface PageKind {
  page: string;
  host: string;
  paths: string[];
  /** A signed-in shopper's cookies. */
  cookie?: string;
  /** Whether each measured page is a URL no earlier one asked for. */
  everyUrlNew: boolean;
}

export interface PageCpu {
  page: string;
  pages: number;
  everyUrlNew: boolean;
  /** When its pages were measured, on monotonicUs's clock (for the CPU profile's split). */
  fromUs: number;
  toUs: number;
  medianMs: number;
  p90Ms: number;
  /** The libuv workers' median per page: compression. */
  workerMedianMs: number;
}

/** CPU nanoseconds the process has used so far, in all and in its libuv worker threads. */
export function processCpuNs(pid: number): { all: number; workers: number } {
  let all = 0;
  let workers = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const task = `/proc/${pid}/task/${tid}`;
    const ns = Number(readFileSync(`${task}/schedstat`, 'utf8').split(' ')[0]);
    all += ns;
    if (readFileSync(`${task}/comm`, 'utf8').startsWith('libuv-worker')) workers += ns;
  }
  return { all, workers };
}

const median = (values: number[]) => quantile(values, 0.5);
function quantile(values: number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
const WARM_UP_ROUNDS = 5;
/** Pages measured of each kind, and the URLs of a kind kept for the warm-up. */
export const PAGE_CPU_PAGES = 60;
export const PAGE_CPU_WARM_UP_URLS = 10;
const round = (ns: number) => Math.round(ns / 10_000) / 100;

/** Each kind's pages in turn, one at a time, as a browser asks (compression accepted). */
export async function measurePageCpu(origin: string, pid: number, kinds: PageKind[]): Promise<PageCpu[]> {
  // node:http, not fetch: fetch drops a Host header, and the host names the shop.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (kind: PageKind, path: string) =>
    new Promise<void>((resolve, reject) => {
      const headers: Record<string, string> = {
        host: kind.host,
        'accept-encoding': 'gzip, deflate, br, zstd',
      };
      if (kind.cookie) headers.cookie = kind.cookie;
      request(`${origin}${path}`, { headers, agent }, (response) => {
        response
          .resume()
          .on('end', () =>
            response.statusCode === 200
              ? resolve()
              : reject(new Error(`${kind.page} ${path}: ${response.statusCode}`)),
          );
      })
        .on('error', reject)
        .end();
    });
  // Warm-up: the code of every kind compiled and optimised, on URLs of each kind that are not measured.
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1)
    for (const kind of kinds)
      for (const path of kind.paths.slice(-PAGE_CPU_WARM_UP_URLS)) await get(kind, path);
  const results: PageCpu[] = [];
  for (const kind of kinds) {
    const costs: number[] = [];
    const workerCosts: number[] = [];
    const fromUs = monotonicUs();
    const measured = Math.min(PAGE_CPU_PAGES, Math.max(1, kind.paths.length - PAGE_CPU_WARM_UP_URLS));
    for (const path of kind.paths.slice(0, measured)) {
      const before = processCpuNs(pid);
      await get(kind, path);
      const after = processCpuNs(pid);
      costs.push(after.all - before.all);
      workerCosts.push(after.workers - before.workers);
    }
    results.push({
      page: kind.page,
      pages: costs.length,
      everyUrlNew: kind.everyUrlNew,
      fromUs,
      toUs: monotonicUs(),
      medianMs: round(median(costs)),
      p90Ms: round(quantile(costs, 0.9)),
      workerMedianMs: round(median(workerCosts)),
    });
  }
  agent.destroy();
  return results;
}

export type PageCpuFigure = PageCpu & { split: CpuSplit | null };

/** Where a page's main-thread time went, from a V8 CPU profile of the same pages (`node --cpu-prof`). */
export interface CpuSplit {
  data: number;
  render: number;
  serialization: number;
  compression: number;
  garbageCollection: number;
  other: number;
}

const DATA =
  /node_modules[\\/](pg|pg-pool|pg-protocol|drizzle-orm|light-my-request|zod|fast-json-stringify|ajv)[\\/]/;
const SERIALIZATION = /^(flatten|encode|stringify|encodeViaTurboStream|StreamTransfer)$/;

/** Now on the clock V8's profiles use (CLOCK_MONOTONIC), in microseconds. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Shares (0–1) of the profile's busy samples between `fromUs` and `toUs` (monotonicUs): a sample
 * counts for the nearest kind its stack shows, from the sampled function outwards.
 */
export function cpuSplit(profilePath: string, fromUs: number, toUs: number): CpuSplit {
  const profile = JSON.parse(readFileSync(profilePath, 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
    samples: number[];
    timeDeltas: number[];
    startTime: number;
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const kindOf = new Map<number, keyof CpuSplit | null>();
  const classify = (id: number): keyof CpuSplit | null => {
    if (kindOf.has(id)) return kindOf.get(id)!;
    const { functionName, url } = byId.get(id)!.callFrame;
    let kind: keyof CpuSplit | null = null;
    if (functionName === '(idle)' || functionName === '(program)') kind = null;
    else if (functionName === '(garbage collector)') kind = 'garbageCollection';
    else if (url.includes('zlib') || url.includes('@fastify/compress')) kind = 'compression';
    else if (url.includes('react-router') && SERIALIZATION.test(functionName)) kind = 'serialization';
    else if (url.includes('react-dom-server')) kind = 'render';
    else if (DATA.test(url)) kind = 'data';
    else {
      const up = parent.get(id);
      kind = up === undefined ? 'other' : (classify(up) ?? 'other');
    }
    kindOf.set(id, kind);
    return kind;
  };
  const totals: CpuSplit = {
    data: 0,
    render: 0,
    serialization: 0,
    compression: 0,
    garbageCollection: 0,
    other: 0,
  };
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    time += delta;
    const kind = time >= fromUs && time <= toUs ? classify(id) : null;
    if (kind) totals[kind] += delta;
  });
  const busy = Object.values(totals).reduce((sum, value) => sum + value, 0) || 1;
  return Object.fromEntries(
    Object.entries(totals).map(([kind, value]) => [kind, value / busy]),
  ) as unknown as CpuSplit;
}

/** The guest pages measured one at a time for their CPU (page-cpu.ts); home is one URL for everyone. */
export async function guestPageKinds(origin: string, host: string): Promise<PageKind[]> {
  const urls = await pageUrls(origin, host);
  // Each listing page in every order a shopper can pick: more new URLs than the shop has categories.
  const categories = urls.categories.flatMap((path) => PRODUCT_SORTS.map((sort) => `${path}&sort=${sort}`));
  const kind = (page: string, paths: string[]) => ({
    page,
    host,
    paths,
    everyUrlNew: paths.length >= PAGE_CPU_PAGES + PAGE_CPU_WARM_UP_URLS,
  });
  return [
    { page: 'Home', host, paths: Array<string>(PAGE_CPU_PAGES).fill('/'), everyUrlNew: false },
    kind('Category', shuffled(categories)),
    kind('Product', urls.products),
    kind('Search', urls.searches),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [pid, origin = 'http://127.0.0.1:3000', host = 'localhost:3000'] = process.argv.slice(2);
  for (const row of await measurePageCpu(origin, Number(pid), await guestPageKinds(origin, host)))
    console.log(row);
}
