import { LIGHTHOUSE_RUNS, type AuditResult } from './lighthouse-audit.ts';
import { CONNECTIONS, type LoadResult } from './load.ts';

/** One part of bench/REPORT.md; each issue's figures are a section. */
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
      `${target.measured} ${target.unit}`.trim(),
      (target.kind === 'max' ? target.measured <= target.limit : target.measured >= target.limit)
        ? 'yes'
        : '**no**',
    ]),
  );
}

export const ADD_TO_CART = 'POST /api/cart/v2 (set a line, answer the cart)';
export const FETCH_CART = 'GET /api/cart/v2';
const CART_LOADS = new Set([ADD_TO_CART, FETCH_CART]);

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

export const UNSTORED_SEARCH = 'GET /api/search/alldata, every URL new (no stored reply)';

/** Issue #3: every catalogue endpoint next to the bare Fastify route, and the search and detail targets. */
export function catalogueSection(loads: LoadResult[]): ReportSection {
  const baseline = loads[0]!;
  const search = byName(loads, 'GET /api/search/alldata');
  const detail = byName(loads, 'GET /api/catalog/product/{id}');
  return {
    title: 'Catalogue and search (issue #3)',
    lines: [
      'Product ids, categories and search terms rotate per request (1,000 products, 1,000 categories, ' +
        'nine terms including the prefix "pum" and the misspelling "vlave"); every search answers with facets and price range. ' +
        "The API keeps each built catalogue reply until that tenant's catalogue changes (a PostgreSQL NOTIFY from a trigger), " +
        `so after the warm-up these are served from memory; "${UNSTORED_SEARCH}" shows what a search costs when it must run in PostgreSQL.`,
      '',
      ...table(
        ['Endpoint', 'Requests/s', 'Share of bare Fastify', 'p50 ms', 'p95 ms', 'p99 ms', 'Errors'],
        loads.filter((load) => !CART_LOADS.has(load.name)).map((load) => loadRow(load, baseline)),
      ),
      '',
      ...targetTable([
        {
          what: 'Search with facets, p95',
          limit: 30,
          measured: Number(ms(search.p95)),
          unit: 'ms',
          kind: 'max',
        },
        { what: 'Product detail, p99', limit: 10, measured: Number(ms(detail.p99)), unit: 'ms', kind: 'max' },
      ]),
    ],
  };
}

/** Issue #5: a shopper's cart under load, each connection a different signed-in shopper. */
export function cartSection(loads: LoadResult[]): ReportSection {
  const baseline = loads[0]!;
  const cart = [byName(loads, ADD_TO_CART), byName(loads, FETCH_CART)];
  return {
    title: 'Cart (issue #5)',
    lines: [
      `${CONNECTIONS} signed-in shoppers of the 100k-product tenant, one per connection, each setting quantities on four lines of their own cart and fetching it; every reply is the whole cart, priced from the catalogue at that moment. Each add is one checked upsert, committed durably, then one query reads the cart back; each fetch is one query (decision 0029). Before measuring, each shopper's cart is filled and the cart tables analyzed, as autovacuum would (it is off on the bench machine). The machine's speed drifts from minute to minute, so each load is measured in rounds, add then fetch, several times; the table shows the median run by p99, and every run's p99.`,
      '',
      ...table(
        [
          'Endpoint',
          'Requests/s',
          'Share of bare Fastify',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'Errors',
          'p99 of every run, ms',
        ],
        cart.map((load) => [...loadRow(load, baseline), (load.p99Runs ?? [load.p99]).map(ms).join(' · ')]),
      ),
      '',
      ...targetTable(
        cart.map((load) => ({
          what: `${load.name}, p99`,
          limit: 15,
          measured: Number(ms(load.p99)),
          unit: 'ms',
          kind: 'max' as const,
        })),
      ),
    ],
  };
}

/** Issue #3: Lighthouse mobile performance of the demo shop's pages. */
export function lighthouseSection(audits: AuditResult[]): ReportSection {
  return {
    title: 'Lighthouse, mobile (issue #3)',
    lines: [
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
          limit: 0.98,
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
    title: 'One instance versus two (issue #8)',
    lines: [
      `A second API process of the same build on the same PostgreSQL, started beside the first; the ${CONNECTIONS} connections are split evenly between the two, as a load balancer would. ` +
        "The product reply comes from each instance's own stored replies; carts are read from PostgreSQL on every request. " +
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
