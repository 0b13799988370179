import { LIGHTHOUSE_RUNS, type AuditResult } from './lighthouse-audit.ts';
import { JOURNEY_STEPS, type JourneyResult } from './journeys.ts';
import { CONNECTIONS, type LoadResult } from './load.ts';
import type { PageScripts } from './page-js.ts';
import type { PageCpuFigure } from './page-cpu.ts';
import type { Overload } from './overload.ts';
import type { StartupFigures } from './startup.ts';
import type { DrainFigures } from './notification-drain.ts';
import { CONSOLE_ORDERS } from './console-orders.ts';

/**
 * One part of bench/REPORT.md. A new figure is a function here from its measurement to a section
 * (its table and its targets, through `table` and `targetTable`), and one line in run.ts's list.
 */
export interface ReportSection {
  title: string;
  lines: string[];
}

interface Target {
  what: string;
  limit: number;
  measured: number;
  unit: string;
  /** 'max': the measured figure must not exceed the limit; 'min': must reach it. */
  kind: 'max' | 'min';
}

const ms = (value: number) => value.toFixed(1);

function table(header: string[], rows: string[][]) {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- ').join('|')}|`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
}

function targetTable(targets: Target[]) {
  return table(
    ['Target', 'Limit', 'Measured', 'Met'],
    targets.map((target) => [
      target.what,
      `${target.kind === 'max' ? '≤' : '≥'} ${target.limit} ${target.unit}`.trim(),
      Number.isFinite(target.measured) ? `${target.measured} ${target.unit}`.trim() : '–',
      (target.kind === 'max' ? target.measured <= target.limit : target.measured >= target.limit)
        ? 'yes'
        : '**no**',
    ]),
  );
}

export const ADD_TO_CART = 'POST /api/cart/v2 (set a line, answer the cart)';
export const FETCH_CART = 'GET /api/cart/v2';
const CART_LOADS = new Set([ADD_TO_CART, FETCH_CART]);

/** The columns of `loadRow` after the load's name. */
const LOAD_COLUMNS = ['Requests/s', 'Share of bare Fastify', 'p50 ms', 'p95 ms', 'p99 ms', 'Errors'];

/** A load's row: its figures and its throughput as a share of the bare Fastify route's in the same run. */
function loadRow(load: LoadResult, baseline: LoadResult) {
  return [
    load.name,
    load.requestsPerSecond.toFixed(0),
    `${((100 * load.requestsPerSecond) / baseline.requestsPerSecond).toFixed(0)} %`,
    ms(load.p50),
    ms(load.p95),
    ms(load.p99),
    String(load.failures),
  ];
}

function byName(loads: LoadResult[], name: string) {
  const found = loads.find((load) => load.name === name);
  if (!found) throw new Error(`No load result named ${name}`);
  return found;
}

/** Loads that repeat a few URLs, or are one URL for every shopper: what stored replies serve. */
export const CACHE_FIGURE = 'cache figure';
export const PRODUCT_DETAIL = 'GET /api/catalog/product/{id}';
export const SEARCH = 'GET /api/search/alldata';

/** A target measured on a load whose URLs were all new; a repeated-URL figure never meets a target. */
function newUrlTarget(load: LoadResult, what: string, limit: number, quantile: 'p95' | 'p99'): Target {
  return {
    what: `${what}, ${quantile}${load.everyUrlNew ? ', every URL new' : ' (**URLs repeated**: not a valid figure)'}`,
    limit,
    measured: load.everyUrlNew ? Number(ms(load[quantile])) : Number.POSITIVE_INFINITY,
    unit: 'ms',
    kind: 'max',
  };
}

/** Issues #3 and #22: every catalogue endpoint next to the bare Fastify route, and the search and detail targets. */
export function catalogueSection(loads: LoadResult[]): ReportSection {
  const baseline = loads[0]!;
  return {
    title: 'Catalogue and search',
    lines: [
      'Each request of a listing, product or search load asks for a URL no earlier request of the run asked for, as a crowd of shoppers does: ' +
        "listings walk every category × sort × pages 1–10; product details walk all the tenant's products in a shuffled order; " +
        "searches walk terms built from the catalogue's own words (each whole word, its prefixes of 3+ letters, three one-letter typos of each, and every pair of words, and a word followed by the beginning of another), so no stored reply carries the figure. " +
        `Rows marked "${CACHE_FIGURE}" repeat a few URLs (or are one URL for every shopper) and show what a stored reply costs. ` +
        '"Share of bare Fastify" divides by the bare route measured minutes earlier in the same run: the ceiling of this machine at that moment.',
      '',
      ...table(
        ['Endpoint', 'Every URL new', ...LOAD_COLUMNS],
        loads
          .filter((load) => !CART_LOADS.has(load.name))
          .map((load) => {
            const [name, ...rest] = loadRow(load, baseline);
            return [name!, load === baseline ? '–' : load.everyUrlNew ? 'yes' : 'no', ...rest];
          }),
      ),
      '',
      ...targetTable([
        newUrlTarget(byName(loads, SEARCH), 'Search with facets', 50, 'p95'),
        newUrlTarget(byName(loads, PRODUCT_DETAIL), 'Product detail', 25, 'p99'),
      ]),
    ],
  };
}

/** Issue #23: the owner console's order list and search, 100,000 orders in one tenant. */
export function consoleOrdersSection(loads: LoadResult[], baseline: LoadResult): ReportSection {
  return {
    title: 'Owner console: order list and search',
    lines: [
      `The bench tenant holds ${CONSOLE_ORDERS.toLocaleString('en-IN')} orders over a year from 1,000 shoppers, read by its owner (${CONNECTIONS} connections): the newest page, later pages by keyset cursor (the first 200 pages' cursors in turn), one status within one week's dates, cash-on-delivery orders, a search for an order number no earlier request asked for, and a search for a shopper's mobile.`,
      '',
      ...table(
        ['Endpoint', ...LOAD_COLUMNS],
        loads.map((load) => loadRow(load, baseline)),
      ),
      '',
      ...targetTable(
        loads.map((load) => ({
          what: `${load.name}, p95`,
          limit: 50,
          measured: Number(ms(load.p95)),
          unit: 'ms',
          kind: 'max',
        })),
      ),
    ],
  };
}

/** Issue #5: a shopper's cart under load, each connection a different signed-in shopper. */
export function cartSection(loads: LoadResult[]): ReportSection {
  const baseline = loads[0]!;
  const cart = [byName(loads, ADD_TO_CART), byName(loads, FETCH_CART)];
  return {
    title: 'Cart',
    lines: [
      `${CONNECTIONS} signed-in shoppers of the 100k-product tenant, one per connection, each setting quantities on four lines of their own cart and fetching it; every reply is the whole cart, priced from the catalogue at that moment. Every add is committed durably before it is answered. Before measuring, each shopper's cart is filled and the cart tables analyzed, as autovacuum would (it is off on the bench machine). The machine's speed drifts from minute to minute, so each load is measured in rounds, add then fetch, several times; the table shows the median run by p99, and every run's p99.`,
      '',
      ...table(
        ['Endpoint', ...LOAD_COLUMNS, 'p99 of every run, ms'],
        cart.map((load) => [...loadRow(load, baseline), (load.p99Runs ?? [load.p99]).map(ms).join(' · ')]),
      ),
      '',
      ...targetTable(
        cart.map((load) => ({
          what: `${load.name}, p99`,
          limit: 50,
          measured: Number(ms(load.p99)),
          unit: 'ms',
          kind: 'max' as const,
        })),
      ),
    ],
  };
}

/** Issue #3: Lighthouse mobile performance of the demo shop's pages. */
export function lighthouseSection(audits: AuditResult[], failure: string | null): ReportSection {
  return {
    title: 'Lighthouse, mobile',
    lines: [
      ...(failure ? [`**Not measured in this run:** ${failure}.`, ''] : []),
      "Lighthouse default mobile settings (emulated phone, simulated slow 4G and 4× CPU slowdown) in Debian's Chromium, against the production build of Kesar Home & Kitchen. " +
        `Each page is audited ${LIGHTHOUSE_RUNS} times, as Lighthouse advises, in rounds over the pages; the table shows the median run, and "All runs" every run's score. ` +
        'A run Lighthouse could not complete (it reports a broken trace and asks to be run again) is repeated, and counted under "Failed runs".',
      '',
      ...table(
        ['Page', 'Path', 'Performance', 'FCP', 'LCP', 'TBT', 'CLS', 'All runs', 'Failed runs'],
        audits.map((audit) => [
          audit.page,
          `\`${audit.path}\``,
          audit.performance.toFixed(2),
          audit.firstContentfulPaint,
          audit.largestContentfulPaint,
          audit.totalBlockingTime,
          audit.cumulativeLayoutShift,
          audit.scores.map((score) => score.toFixed(2)).join(' · '),
          String(audit.failedRuns),
        ]),
      ),
      '',
      ...targetTable(
        audits.map((audit) => ({
          what: `${audit.page}, performance`,
          limit: 0.95,
          measured: audit.performance,
          unit: '',
          kind: 'min',
        })),
      ),
    ],
  };
}

const INSTANCE_COUNTS = ['one instance', 'two instances'];

/** The name of a load of `workload` spread over `count` instances. */
export const instancesLoadName = (workload: string, count: number) =>
  `${workload}, ${INSTANCE_COUNTS[count - 1]}`;

/** Issue #8: the same loads on one instance and spread over two on this machine. */
export function instancesSection(loads: LoadResult[]): ReportSection {
  const workloads = [...new Set(loads.map((load) => load.name.slice(0, load.name.lastIndexOf(','))))];
  return {
    title: 'One instance versus two',
    lines: [
      `A second API process of the same build on the same PostgreSQL, started beside the first; the ${CONNECTIONS} connections are split evenly between the two, as a load balancer would. ` +
        `The product load repeats 1,000 ids (a ${CACHE_FIGURE}); carts are read from PostgreSQL on every request. ` +
        "Both processes, PostgreSQL and the load generator share this machine's CPUs, so the ratio shows what a second process adds here, not on a machine of its own.",
      '',
      ...table(
        ['Load', 'One instance, req/s', 'p99 ms', 'Two instances, req/s', 'p99 ms', 'Two ÷ one', 'Errors'],
        workloads.map((workload) => {
          const [one, two] = [1, 2].map((count) => byName(loads, instancesLoadName(workload, count)));
          return [
            workload,
            one!.requestsPerSecond.toFixed(0),
            ms(one!.p99),
            two!.requestsPerSecond.toFixed(0),
            ms(two!.p99),
            `${(two!.requestsPerSecond / one!.requestsPerSecond).toFixed(2)} ×`,
            String(one!.failures + two!.failures),
          ];
        }),
      ),
    ],
  };
}

export interface MemoryFigure {
  /** Resident memory at its peak (VmHWM) and after the loads (VmRSS), MB. */
  peakMb: number;
  nowMb: number;
}

/** Issue #22: the API process's memory under the catalogue and cart loads on PostgreSQL. */
export function memorySection({ peakMb, nowMb }: MemoryFigure): ReportSection {
  return {
    title: 'Memory under load',
    lines: [
      "The API process's resident memory (Linux `/proc/<pid>/status`), read after the catalogue and cart loads above: its peak (VmHWM) and what it holds then (VmRSS).",
      '',
      ...targetTable([
        {
          what: 'RSS under the bench load on PostgreSQL, peak',
          limit: 300,
          measured: Math.round(peakMb),
          unit: 'MB',
          kind: 'max',
        },
      ]),
      '',
      `After the loads: ${Math.round(nowMb)} MB.`,
    ],
  };
}

/** Issue #22: whole shopper journeys through the server-rendered pages, on one instance and on two. */
export function journeysSection(results: JourneyResult[]): ReportSection {
  const [first] = results;
  if (!first) return { title: 'Shopper journeys', lines: ['Not measured in this run.'] };
  const percentile = (result: JourneyResult, step: string) => {
    const found = result.steps.find((figures) => figures.step === step)!;
    return `${ms(found.p95)} (${found.requests})`;
  };
  return {
    title: 'Shopper journeys',
    lines: [
      `${first.shoppers} virtual shoppers, each signed in with the session cookies a browser keeps, walk home → a category → a product → a search → add that product to the cart (the add form's post) → the cart page, and one journey in ten places a cash-on-delivery order (the checkout form's post); ` +
        'each step starts when the one before has answered, with no think time. Categories, products and search terms are new on each journey. ' +
        'On two instances the shoppers are split between two API processes of the same build on the same PostgreSQL and Redis. ' +
        "Every process shares this machine's two CPUs with PostgreSQL and the load generator.",
      '',
      ...table(
        [
          'Instances',
          'Journeys/min',
          'Journeys',
          'Errors',
          ...JOURNEY_STEPS.map((step) => `${step} p95 ms (requests)`),
        ],
        results.map((result) => [
          String(result.instances),
          result.journeysPerMinute.toFixed(0),
          String(result.journeys),
          String(result.errors),
          ...JOURNEY_STEPS.map((step) => percentile(result, step)),
        ]),
      ),
      ...results.flatMap((result) =>
        result.errorSamples.length > 0
          ? [
              '',
              `First errors on ${result.instances} instance(s): ${result.errorSamples.map((sample) => `\`${sample}\``).join('; ')}`,
            ]
          : [],
      ),
    ],
  };
}

export interface PageSize {
  page: string;
  htmlBytes: number;
}

/**
 * Issue #22: server-rendered pages as a guest loads them, every URL new where the page has many, and
 * their size; issue #37: the same loads at 10 connections, and through the nginx front
 * (bench/nginx-front.ts), cache figures.
 */
export function ssrPagesSection(
  loads: LoadResult[],
  loadsAt10: LoadResult[],
  sizes: PageSize[],
  baseline: LoadResult,
  throughNginx: LoadResult[] = [],
): ReportSection {
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const pageOf = (load: LoadResult) => load.name.split(' page')[0];
  const floor = Math.round(0.02 * baseline.requestsPerSecond);
  return {
    title: 'Server-rendered pages',
    lines: [
      `A guest's home, category, product and search pages of the demo shop at ${CONNECTIONS} and at 10 connections, compression asked for as a browser does, not cached (each request reaches the server): categories walk their first pages, products the whole catalogue, searches the catalogue's words, prefixes and typos. Home is one URL. HTML sizes are the raw (uncompressed) document of one page of each kind. The throughput target is 0.02 × the bare Fastify route's requests/s measured just before (${floor} pages/s).`,
      '',
      ...table(
        ['Page', ...LOAD_COLUMNS],
        [...loads, ...loadsAt10, ...throughNginx].map((load) => loadRow(load, baseline)),
      ),
      '',
      `Rows "through nginx micro-cache" load the same URLs through Debian's nginx with ops/nginx/vitrine.conf (no TLS, as the direct rows): a URL asked for again within the 5 s a guest page is kept is answered by nginx, so they are ${CACHE_FIGURE}s, not the server's cost, and meet no target.`,
      '',
      ...targetTable([
        ...loads.map((load) => ({
          what: `${pageOf(load)} pages/s at ${CONNECTIONS} connections`,
          limit: floor,
          measured: Math.round(load.requestsPerSecond),
          unit: '/s',
          kind: 'min' as const,
        })),
        ...loadsAt10.map((load) => ({
          what: `${pageOf(load)} p99 at 10 connections`,
          limit: 100,
          measured: Number(ms(load.p99)),
          unit: 'ms',
          kind: 'max' as const,
        })),
        ...[...loads, ...loadsAt10].map((load) => ({
          what: `${load.name}: errors and non-2xx replies`,
          limit: 0,
          measured: load.failures,
          unit: '',
          kind: 'max' as const,
        })),
        ...sizes.map((size) => ({
          what: `${size.page} HTML, raw`,
          limit: 60,
          measured: kb(size.htmlBytes),
          unit: 'KB',
          kind: 'max' as const,
        })),
      ]),
    ],
  };
}

/** Issue 37: each page kind's server CPU, one page at a time, and where a page's time went. */
export function pageCpuSection(figures: PageCpuFigure[]): ReportSection {
  const share = (value: number | undefined) => (value === undefined ? '–' : `${Math.round(100 * value)} %`);
  const product = figures.find((figure) => figure.page === 'Product');
  return {
    title: 'Server CPU per page',
    lines: [
      "One request at a time on PostgreSQL, compression asked for as a browser does: the server process's CPU time over all its threads (Linux scheduler statistics, nanoseconds) before and after each page, after a warm-up on URLs of each kind that are not measured. Guest pages are the demo shop's; the cart and checkout are a signed-in shopper's of the bench shop (one shopper, so one URL each). The split is of a second, profiled server (`node --cpu-prof`) serving the same pages: each sample goes to the nearest kind its stack shows (data: the in-process API calls' PostgreSQL, drizzle, light-my-request, zod and JSON serializers; render: React's server renderer; serialization: React Router's turbo-stream; compression: zlib and @fastify/compress on the main thread). The libuv column is the compression the worker threads did, per page.",
      '',
      ...table(
        [
          'Page',
          'Pages',
          'Every URL new',
          'Median ms',
          'p90 ms',
          'libuv (compression) ms',
          'Data',
          'Render',
          'Serialization',
          'Compression',
          'GC',
          'Other',
        ],
        figures.map((figure) => [
          figure.page,
          String(figure.pages),
          figure.everyUrlNew ? 'yes' : 'no',
          ms(figure.medianMs),
          ms(figure.p90Ms),
          ms(figure.workerMedianMs),
          share(figure.split?.data),
          share(figure.split?.render),
          share(figure.split?.serialization),
          share(figure.split?.compression),
          share(figure.split?.garbageCollection),
          share(figure.split?.other),
        ]),
      ),
      '',
      ...targetTable([
        {
          what: 'Product page CPU, median',
          limit: 5,
          measured: product?.medianMs ?? NaN,
          unit: 'ms',
          kind: 'max',
        },
        ...figures
          .filter((figure) => figure.page.includes('signed in'))
          .map((figure) => ({
            what: `${figure.page} CPU, median, vs 2 × the guest product page`,
            limit: Number((2 * (product?.medianMs ?? NaN)).toFixed(1)),
            measured: figure.medianMs,
            unit: 'ms',
            kind: 'max' as const,
          })),
      ]),
    ],
  };
}

/** Issue 37: five times the sustainable page rate, and the recovery after it. */
export function overloadSection(overload: Overload): ReportSection {
  return {
    title: 'Overload: five times the sustainable rate',
    lines: [
      `One product page of the demo shop asked for at ${overload.rate} requests/s (five times the product page's requests/s at ${CONNECTIONS} connections above) for ${overload.seconds} s from 250 connections, one URL (what a burst on one shared link looks like). \`/healthz\` was asked every 250 ms meanwhile. Recovery: from the load's end until a product page is answered within twice its time on the quiet server (${ms(overload.idleMs)} ms) or 20 ms more.`,
      '',
      ...table(
        [
          'Requests answered',
          'Non-2xx',
          'Errors and timeouts',
          'p99 ms',
          'Health checks answered',
          'Health checks failed',
          'Health p99 ms',
          'Recovered after ms',
        ],
        [
          [
            String(overload.requests),
            String(overload.non2xx),
            String(overload.errors),
            ms(overload.p99Ms),
            String(overload.healthChecks),
            String(overload.healthFailures),
            overload.healthP99Ms === null ? '–' : ms(overload.healthP99Ms),
            overload.recoveredMs === null ? 'not within 30 s' : ms(overload.recoveredMs),
          ],
        ],
      ),
      '',
      ...targetTable([
        {
          what: 'Health checks failed during the overload',
          limit: 0,
          measured: overload.healthFailures,
          unit: '',
          kind: 'max',
        },
        {
          what: 'Recovery after the load stops',
          limit: 5000,
          measured: overload.recoveredMs === null ? Infinity : Number(ms(overload.recoveredMs)),
          unit: 'ms',
          kind: 'max',
        },
      ]),
    ],
  };
}

/** Issue #22: the JavaScript a product page makes a browser load. */
export function pageJsSection(scripts: PageScripts): ReportSection {
  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  return {
    title: 'JavaScript a product page loads',
    lines: [
      `${scripts.url} opened in Chromium until the network is quiet (hydration done); every script it fetched, gzip level 9.`,
      '',
      ...table(
        ['Script', 'gzip KB'],
        scripts.scripts.map((script) => [script.path, String(kb(script.gzipBytes))]),
      ),
      '',
      ...targetTable([
        {
          what: 'JavaScript a product page loads',
          limit: 120,
          measured: kb(scripts.gzipBytes),
          unit: 'KB gzip',
          kind: 'max',
        },
      ]),
    ],
  };
}

/** Issue #22: cold start of the built server against existing data, its phases, and its idle memory. */
export function startupSection(figures: StartupFigures[]): ReportSection {
  const limits = { postgres: { startMs: 1500, idleMb: 150 }, pglite: { startMs: 3000, idleMb: 350 } };
  const phaseNames = Object.keys(figures[0]?.median.phases ?? {});
  return {
    title: 'Start-up and idle memory',
    lines: [
      'The built server started as `npm run serve` starts it (plain `node`, compile cache filled by an earlier start), against a database that already holds the demo shops; each start measured from spawning to the first 200 from `/readyz`, and its resident memory after 5 s idle. The median start of each database is shown with its own phases (ms, from the server\'s "started" log line); CPU is the process\'s own time until ready.',
      '',
      ...table(
        ['Database', 'Ready ms (each run)', 'CPU ms', ...phaseNames, 'Idle RSS MB'],
        figures.map(({ database, runs, median }) => [
          database,
          runs.map((run) => run.readyMs.toFixed(0)).join(' · '),
          median.cpuMs.toFixed(0),
          ...phaseNames.map((phase) => String(Math.round(median.phases[phase] ?? 0))),
          median.idleRssMb.toFixed(0),
        ]),
      ),
      '',
      ...targetTable(
        figures.flatMap(({ database, median }) => [
          {
            what: `Cold start, ${database}`,
            limit: limits[database].startMs,
            measured: Math.round(median.readyMs),
            unit: 'ms',
            kind: 'max' as const,
          },
          {
            what: `Idle RSS, ${database}`,
            limit: limits[database].idleMb,
            measured: Math.round(median.idleRssMb),
            unit: 'MB',
            kind: 'max' as const,
          },
        ]),
      ),
    ],
  };
}

export function notificationDrainSection(figures: DrainFigures[]): ReportSection {
  return {
    title: 'Notification outbox drain',
    lines: [
      "A backlog of notifications (an SMS and an email for each of a number of orders, queued as checkout queues them) drained by one instance's worker through the real senders to loopback MSG91 and SMTP servers: claim with `FOR UPDATE SKIP LOCKED`, send, mark sent.",
      '',
      ...table(
        ['Database', 'Messages', 'Sent', 'Seconds', 'Per minute'],
        figures.map((figure) => [
          figure.database,
          String(figure.messages),
          String(figure.sent),
          figure.seconds.toFixed(1),
          String(figure.perMinute),
        ]),
      ),
      '',
      ...targetTable(
        figures.map((figure) => ({
          what: `Outbox drain, ${figure.database}`,
          limit: 1000,
          measured: figure.perMinute,
          unit: 'per minute',
          kind: 'min' as const,
        })),
      ),
    ],
  };
}
