/**
 * npm run bench: the production build against PostgreSQL with the 100k-product bench tenant, loaded
 * with autocannon next to a bare Fastify route, and the demo shop's pages audited with Lighthouse.
 * Writes bench/REPORT.md (and the raw figures to bench/results/latest.json).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { PRODUCT_SORTS } from '@vitrine/contract/catalog';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { BENCH_TENANT, seedLargeCatalog } from '../apps/api/src/db/seed/seed-large.ts';
import { seedDemoTenants } from '../apps/api/src/db/seed/seed.ts';
import { categoryPath, productPath } from '../apps/storefront/app/features/catalog/catalog-paths.ts';
import { auditPages, type AuditResult } from './lighthouse-audit.ts';
import { runJourneys, type JourneyCatalogue, type JourneyResult } from './journeys.ts';
import {
  CONNECTIONS,
  measure,
  measureSpread,
  medianRun,
  rotating,
  type LoadResult,
  type LoadTarget,
} from './load.ts';
import { startServer, type ServerProcess } from '../apps/api/src/testing/server-process.ts';
import {
  ADD_TO_CART,
  CACHE_FIGURE,
  cartSection,
  catalogueSection,
  consoleOrdersSection,
  FETCH_CART,
  instancesLoadName,
  instancesSection,
  journeysSection,
  lighthouseSection,
  memorySection,
  pageJsSection,
  ssrPagesSection,
  pageCpuSection,
  overloadSection,
  startupSection,
  notificationDrainSection,
  type PageSize,
  PRODUCT_DETAIL,
  SEARCH,
  type MemoryFigure,
  type ReportSection,
} from './report.ts';
import { fresh, searchTermsOf, shuffled } from './shopper-urls.ts';
import { pageScripts, type PageScripts } from './page-js.ts';
import { measureSsrPages } from './ssr-pages.ts';
import {
  cpuSplit,
  guestPageKinds,
  measurePageCpu,
  PAGE_CPU_PAGES,
  type PageCpu,
  type PageCpuFigure,
} from './page-cpu.ts';
import { overloadRun, type Overload } from './overload.ts';
import { measureNginxFront } from './nginx-front.ts';
import { measureStartup, SERVE_ARGS, type StartupFigures } from './startup.ts';
import { measureNotificationDrain, type DrainFigures } from './notification-drain.ts';
import { invoiceRenderSection, measureInvoiceRender } from './invoice-render.ts';
import { catalogueFilesSection, measureCsvImport, measurePhotoEncoding } from './catalogue-files.ts';
import { loadConsoleOrders, prepareConsoleOrders } from './console-orders.ts';
import { editVisibilitySection, measureEditVisibility, type EditVisibility } from './admin-edits.ts';
import {
  broadestSearch,
  indexMemory,
  renameEdit,
  searchSection,
  searchTargets,
  untilIndexed,
  type SearchFigures,
} from './search.ts';
import { walkSearchJourney, type SearchJourney } from './search-journey.ts';
import { cartProductOf, giveAddresses, prepareShoppers, type BenchShoppers } from './shoppers.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ADMIN_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_NAME = 'vitrine_bench';
/** The API listens on BENCH_PORT (default 3100), the bare route on the next port, a second API on the one after. */
const API_PORT = Number(process.env.BENCH_PORT ?? 3100);
const HELLO_PORT = API_PORT + 1;
const SECOND_API_PORT = API_PORT + 2;
/** A run that starts with the 1-minute load average above this is void (issue 37). */
const VOID_LOAD = 1.5;
const PROFILED_API_PORT = API_PORT + 3;
/** The number of the shopper whose cart and checkout pages are measured: after the loads' and journeys' shoppers. */
const PAGE_CPU_SHOPPER = 1_000;
/** How long the overload (five times the sustainable page rate) lasts. */
const OVERLOAD_SECONDS = 10;
/** How many times each cart load is measured; the median run is reported. */
const CART_RUNS = 3;
/** Virtual shoppers of the journey load, and how long it walks on each number of instances. */
const JOURNEY_SHOPPERS = Number(process.env.BENCH_JOURNEY_SHOPPERS ?? 20);
const JOURNEY_SECONDS = Number(process.env.BENCH_JOURNEY_SECONDS ?? 30);
/** The cache figures' few repeated terms: prefixes, a typo and whole words. */
const REPEATED_TERMS = [
  'pump',
  'steel valve',
  'copper kadai',
  'vlave',
  'brass',
  'kettle 12',
  'pum',
  'heavy motor',
  'seal',
];

/** A run that starts on a busy machine measures the machine, not the shop: the report calls it void. */
const loadAtStart = loadavg()[0]!;
const databaseUrl = await ensureDatabase();
const catalogue = await prepareCatalogue(databaseUrl);
const { shoppers } = catalogue;

const startApi = (port: number, nodeFlags: string[] = [], env: NodeJS.ProcessEnv = {}) =>
  // The built server with the flags `npm run serve` gives it (bench/startup.ts reads them from package.json).
  startServer('API', [...nodeFlags, ...SERVE_ARGS], {
    port,
    readyPath: '/readyz',
    env: {
      NODE_ENV: 'production',
      VITRINE_MODE: 'demo',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SHUTDOWN_DELAY_MS: '0',
      // Two instances share what a deployment shares: PostgreSQL and Redis.
      REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `bench-${process.pid}:`,
      ...env,
    },
  });
const api = await startApi(API_PORT);
const hello = await startServer('hello', ['bench/hello-server.ts', String(HELLO_PORT)], {
  port: HELLO_PORT,
  readyPath: '/hello',
});

/**
 * BENCH_ONLY=cart,journeys (any of catalogue, search, cart, console, pages, lighthouse, instances, journeys, edits, startup, notifications, invoices, csv, photos) measures those
 * parts alone and prints them, leaving the report as it is.
 */
const only = process.env.BENCH_ONLY?.split(',');
const runs = (part: string) => !only || only.includes(part);

const loads: LoadResult[] = [];
let audits: AuditResult[] = [];
let lighthouseFailure: string | null = null;
let instanceLoads: LoadResult[] = [];
let consoleLoads: LoadResult[] = [];
let editVisibility: EditVisibility | null = null;
let searchFigures: SearchFigures | null = null;
let searchLoads: LoadResult[] = [];
let searchFreshness: EditVisibility | null = null;
let searchJourney: SearchJourney | null = null;
const journeys: JourneyResult[] = [];
let memory: MemoryFigure | null = null;
let throughNginx: LoadResult[] = [];
let pages: {
  loads: LoadResult[];
  loadsAt10: LoadResult[];
  sizes: PageSize[];
  scripts: PageScripts;
  baseline: LoadResult;
  cpu: PageCpuFigure[];
  overload: Overload;
} | null = null;
try {
  // The catalogue's search load, like shoppers on a running shop, meets the index built.
  if (runs('catalogue') || runs('search')) {
    const indexBuiltSeconds = await untilIndexed(api.origin);
    if (runs('search'))
      searchFigures = {
        indexBuiltSeconds,
        indexMb: await indexMemory(api, () =>
          startApi(SECOND_API_PORT, [], { SEARCH_INDEX_MIN_PRODUCTS: String(10 * PRODUCTS) }),
        ),
        broadest: await broadestSearch(api.origin),
      };
  }
  if (runs('catalogue')) loads.push(...(await loadCatalogue(api.origin, hello.origin)));
  if (runs('search')) {
    searchLoads = await measureEach(searchTargets(api.origin, catalogue.catalogueWords));
    searchJourney = await walkSearchJourney(API_PORT);
  }
  if (runs('cart')) loads.push(...(await loadCart(api.origin, shoppers)));
  if (runs('catalogue') || runs('cart')) memory = memoryOf(api);
  if (runs('console')) consoleLoads = await loadConsoleOrders(api.origin, catalogue.consoleOrders, SECONDS);
  if (runs('pages')) pages = await measurePages(api, hello.origin);
  if (runs('pages')) throughNginx = await measureNginxFront(api.origin, SECONDS);
  // A page Lighthouse could not audit at all is reported as such; the other figures still count.
  if (runs('lighthouse'))
    audits = await auditPages(api.origin, [
      ...(await demoPages(api.origin)),
      await signedInCartPage(api.origin),
    ]).catch((error: Error) => {
      lighthouseFailure = error.message;
      return [];
    });
  if (runs('instances') || runs('journeys') || runs('edits') || runs('search')) {
    const second = await startApi(SECOND_API_PORT);
    try {
      if (runs('search')) {
        await untilIndexed(second.origin);
        searchFreshness = await measureEditVisibility(
          [api.origin, second.origin],
          catalogue.consoleOrders.authorization,
          catalogue.productIds.slice(-500),
          renameEdit,
        );
      }
      if (runs('instances')) instanceLoads = await loadInstances([api.origin, second.origin], shoppers);
      if (runs('journeys')) journeys.push(...(await walkJourneys([api.origin, second.origin])));
      // Last: each edit empties the bench shop's cached catalogue replies on both instances.
      if (runs('edits'))
        editVisibility = await measureEditVisibility(
          [api.origin, second.origin],
          catalogue.consoleOrders.authorization,
          catalogue.productIds,
        );
    } finally {
      await second.stop();
    }
  }
} finally {
  await Promise.all([api.stop(), hello.stop()]);
}
// Alone on the machine: each start is timed.
const startup: StartupFigures[] = runs('startup')
  ? await measureStartup({ runs: 3, postgresUrl: ADMIN_URL })
  : [];
const invoices = runs('invoices') ? await measureInvoiceRender() : [];
const csvImport = runs('csv') ? await measureCsvImport() : null;
const photoEncoding = runs('photos') ? await measurePhotoEncoding() : null;

const notificationDrain: DrainFigures[] = runs('notifications')
  ? await measureNotificationDrain({ orders: 2000, postgresUrl: ADMIN_URL })
  : [];

const results = {
  loads,
  consoleLoads,
  audits,
  instanceLoads,
  journeys,
  memory,
  pages,
  throughNginx,
  startup,
  notificationDrain,
  invoices,
  csvImport,
  photoEncoding,
  editVisibility,
  searchFigures,
  searchLoads,
  searchFreshness,
  searchJourney,
};
if (only) {
  console.log(JSON.stringify(results, null, 2));
} else {
  // One section per part of the bench, in the report's order. A part added later is one more
  // measurement in the try block above and one more section here.
  writeReport([
    catalogueSection(loads),
    searchSection(
      searchFigures,
      loads.find((load) => load.name === SEARCH),
      searchLoads,
      loads[0],
      searchFreshness,
      searchJourney,
    ),
    cartSection(loads),
    consoleOrdersSection(consoleLoads, loads[0]!),
    memorySection(memory!),
    pageCpuSection(pages!.cpu),
    ssrPagesSection(pages!.loads, pages!.loadsAt10, pages!.sizes, pages!.baseline, throughNginx),
    overloadSection(pages!.overload),
    pageJsSection(pages!.scripts),
    startupSection(startup),
    notificationDrainSection(notificationDrain),
    invoiceRenderSection(invoices),
    catalogueFilesSection(csvImport, photoEncoding),
    journeysSection(journeys),
    instancesSection(instanceLoads),
    editVisibilitySection(editVisibility),
    lighthouseSection(audits, lighthouseFailure),
  ]);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
  console.log('Wrote bench/REPORT.md');
}

/** Creates the benchmark database on the local PostgreSQL unless BENCH_DATABASE_URL names one. */
async function ensureDatabase(): Promise<string> {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
  if (!rowCount) await admin.query(`create database ${DATABASE_NAME}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE_NAME}`;
  return url.toString();
}

/** Migrates, seeds the demo shops, and (re)writes the bench tenant when it lacks PRODUCTS products. */
async function prepareCatalogue(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await migrateDatabase(database);
  await seedDemoTenants(database.db);
  const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
    database.db,
    sql`select count(*)::int as count from products where customer_id = ${BENCH_TENANT.id}`,
  );
  if (count !== PRODUCTS) {
    console.log(`Writing ${PRODUCTS} products into ${BENCH_TENANT.id} (had ${count})...`);
    await seedLargeCatalog(database.db, PRODUCTS);
  }
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);
  const productIds = (
    await rows<{ id: string }>(sql`select id from products where customer_id = ${BENCH_TENANT.id}`)
  ).map((row) => row.id);
  const categories = await rows<{ categoryId: string; name: string }>(
    sql`select id as "categoryId", name from categories where customer_id = ${BENCH_TENANT.id}`,
  );
  const words = await rows<{ word: string }>(
    sql`select word from catalog_words where customer_id = ${BENCH_TENANT.id}`,
  );
  const shoppers = await prepareShoppers(database, CONNECTIONS);
  const journeyProducts = await rows<{ productId: string; productSKU: string; productName: string }>(
    sql`select id as "productId", sku as "productSKU", name as "productName" from products
        where id = any(${`{${shoppers.productIds.join(',')}}`}::uuid[])`,
  );
  const consoleOrders = await prepareConsoleOrders(database);
  await database.close();
  return {
    consoleOrders,
    /** Every product of the tenant, in an order unrelated to how they were written. */
    productIds: shuffled(productIds),
    categories: shuffled(categories, (category) => category.categoryId),
    searchTerms: searchTermsOf(words.map((row) => row.word)),
    catalogueWords: words.map((row) => row.word),
    shoppers,
    journeyProducts,
  };
}

/**
 * Every catalogue endpoint next to the bare Fastify route. Listings, product details and searches
 * ask for a URL no earlier request asked for (shopper-urls.ts); the endpoints that are one URL for
 * every shopper, and the repeated-URL loads kept for comparison, are cache figures.
 */
async function loadCatalogue(origin: string, helloOrigin: string) {
  const headers = { 'x-customer-id': BENCH_TENANT.id };
  const listings = fresh(
    catalogue.categories.flatMap((category) =>
      PRODUCT_SORTS.flatMap((sort) =>
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(
          (page) => `categoryId=${category.categoryId}&sort=${sort}&page=${page}`,
        ),
      ),
    ),
  );
  const products = fresh(catalogue.productIds);
  const terms = fresh(catalogue.searchTerms);
  const repeatedProduct = rotating(catalogue.productIds.slice(0, 1000));
  const repeatedTerm = rotating(REPEATED_TERMS);
  const path = (value: string) => () => ({ path: value });
  const targets: LoadTarget[] = [
    { name: 'Bare Fastify hello (baseline)', origin: helloOrigin, next: path('/hello') },
    {
      name: 'GET /api/catalog/products/categoryId',
      origin,
      headers,
      urls: listings,
      next: () => ({ path: `/api/catalog/products/categoryId?${listings.next()}` }),
    },
    {
      name: PRODUCT_DETAIL,
      origin,
      headers,
      urls: products,
      next: () => ({ path: `/api/catalog/product/${products.next()}` }),
    },
    {
      name: SEARCH,
      origin,
      headers,
      urls: terms,
      next: () => ({ path: `/api/search/alldata?q=${encodeURIComponent(terms.next())}` }),
    },
    {
      name: `GET /api/catalog/category, ${CACHE_FIGURE}`,
      origin,
      headers,
      next: path('/api/catalog/category'),
    },
    {
      name: `GET /api/catalog/products/recent, ${CACHE_FIGURE}`,
      origin,
      headers,
      next: path('/api/catalog/products/recent'),
    },
    {
      name: `GET /api/catalog/product/section, ${CACHE_FIGURE}`,
      origin,
      headers,
      next: path('/api/catalog/product/section'),
    },
    {
      name: `${PRODUCT_DETAIL}, 1,000 ids repeated, ${CACHE_FIGURE}`,
      origin,
      headers,
      next: () => ({ path: `/api/catalog/product/${repeatedProduct()}` }),
    },
    {
      name: `${SEARCH}, ${REPEATED_TERMS.length} terms repeated, ${CACHE_FIGURE}`,
      origin,
      headers,
      next: () => ({ path: `/api/search/alldata?q=${encodeURIComponent(repeatedTerm())}` }),
    },
  ];
  return measureEach(targets);
}

/**
 * The demo shop's pages as a guest meets them (bench/ssr-pages.ts), next to the bare route measured
 * again just before; the raw HTML size of one page of each kind; the scripts a product page loads.
 */
async function measurePages(server: ServerProcess, helloOrigin: string) {
  const { origin } = server;
  const cpu = await measurePagesCpu(server);
  const baseline = await measure(
    { name: 'Bare Fastify hello (baseline)', origin: helloOrigin, next: () => ({ path: '/hello' }) },
    SECONDS,
  );
  const loads = await measureSsrPages(origin, new URL(origin).host, SECONDS);
  const loadsAt10 = await measureSsrPages(origin, new URL(origin).host, SECONDS, 10);
  const productLoad = loads.find((load) => load.name.startsWith('Product'))!;
  const overload = await measureOverload(origin, productLoad.requestsPerSecond);
  const [home, category, product] = await demoPages(origin);
  const search = {
    page: 'Search',
    path: `/search?q=${encodeURIComponent(product!.page.split(' ').at(-1)!)}`,
  };
  const sizes: PageSize[] = [];
  for (const { page, path } of [home!, category!, product!, search]) {
    const html = await (await fetch(`${origin}${path}`)).text();
    sizes.push({ page: page.split(':')[0]!, htmlBytes: Buffer.byteLength(html) });
  }
  return {
    loads,
    loadsAt10,
    sizes,
    baseline,
    cpu,
    overload,
    scripts: await pageScripts(`${origin}${product!.path}`),
  };
}

/** A shopper of their own, signed in just now (an access token lasts 15 minutes), with a filled cart and an address. */
async function freshShopper(origin: string, number: number) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const shopper = await prepareShoppers(database, 1, number);
  await database.close();
  await giveAddresses(origin, shopper);
  return shopper;
}

/** The bench shop's cart page as its signed-in shopper's browser asks for it (Chromium resolves *.localhost). */
async function signedInCartPage(origin: string) {
  const shopper = await freshShopper(origin, PAGE_CPU_SHOPPER + 1);
  return {
    page: 'Cart (signed in)',
    path: '/cart',
    origin: `http://${BENCH_TENANT.host}:${new URL(origin).port}`,
    cookie: shopper.cookies[0]!,
  };
}

/**
 * Each page kind's server CPU, one page at a time: the guest pages of the demo shop, and a signed-in
 * shopper's cart and checkout in the bench shop. Then the same pages on a second, profiled server
 * (`node --cpu-prof`) for where the time went.
 */
async function measurePagesCpu(server: ServerProcess): Promise<PageCpuFigure[]> {
  // These loads keep no cookie a page sets: the session must stay fresh throughout.
  const shopper = await freshShopper(server.origin, PAGE_CPU_SHOPPER);
  const kindsOf = async (origin: string) => {
    const shop = `${BENCH_TENANT.host}:${new URL(origin).port}`;
    const cookie = shopper.cookies[0]!;
    const signedIn = (page: string, path: string) => ({
      page,
      host: shop,
      cookie,
      paths: Array<string>(PAGE_CPU_PAGES).fill(path),
      everyUrlNew: false,
    });
    return [
      ...(await guestPageKinds(origin, new URL(origin).host)),
      signedIn('Cart (signed in)', '/cart'),
      signedIn('Checkout (signed in)', '/checkout'),
    ];
  };
  const figures = await measurePageCpu(server.origin, server.pid, await kindsOf(server.origin));
  const profileDir = mkdtempSync(join(tmpdir(), 'vitrine-page-profile-'));
  const profiled = await startApi(PROFILED_API_PORT, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  let windows: PageCpu[];
  try {
    windows = await measurePageCpu(profiled.origin, profiled.pid, await kindsOf(profiled.origin));
  } finally {
    await profiled.stop();
  }
  const [profile] = readdirSync(profileDir).filter((file) => file.endsWith('.cpuprofile'));
  return figures.map((figure, index) => ({
    ...figure,
    split: profile ? cpuSplit(join(profileDir, profile), windows[index]!.fromUs, windows[index]!.toUs) : null,
  }));
}

/**
 * Five times the product page's sustainable rate (its requests/s at 50 connections above), for
 * OVERLOAD_SECONDS: whether the process stays up and answers its health check meanwhile, and how soon
 * after the load stops a product page is answered as fast as before it.
 */
async function measureOverload(origin: string, sustainableRate: number): Promise<Overload> {
  const host = new URL(origin).host;
  const [, , product] = await demoPages(origin);
  const pageMs = async () => {
    const started = performance.now();
    const response = await fetch(`${origin}${product!.path}`, { headers: { host } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.ok };
  };
  const idle: number[] = [];
  for (let index = 0; index < 10; index += 1) idle.push((await pageMs()).ms);
  const idleMs = idle.sort((a, b) => a - b)[5]!;
  const rate = Math.max(1, Math.round(5 * sustainableRate));
  const health: number[] = [];
  let healthFailures = 0;
  const load = overloadRun(origin, host, product!.path, rate, OVERLOAD_SECONDS);
  const probe = setInterval(() => {
    const started = performance.now();
    fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => (response.ok ? health.push(performance.now() - started) : (healthFailures += 1)))
      .catch(() => (healthFailures += 1));
  }, 250);
  const loaded = await load;
  clearInterval(probe);
  const stopped = performance.now();
  let recoveredMs: number | null = null;
  while (performance.now() - stopped < 30_000) {
    const page = await pageMs();
    if (page.ok && page.ms <= Math.max(2 * idleMs, idleMs + 20)) {
      recoveredMs = performance.now() - stopped;
      break;
    }
  }
  health.sort((a, b) => a - b);
  return {
    rate,
    seconds: OVERLOAD_SECONDS,
    ...loaded,
    healthChecks: health.length,
    healthFailures,
    healthP99Ms: health[Math.floor(0.99 * (health.length - 1))] ?? null,
    idleMs,
    recoveredMs,
  };
}

/** The API process's resident memory now and at its peak (Linux /proc), after the loads above. */
function memoryOf(server: ServerProcess): MemoryFigure {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const megabytes = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)![1]) / 1024;
  return { peakMb: megabytes('VmHWM'), nowMb: megabytes('VmRSS') };
}

/**
 * The journey load on one instance, then on two of the same build, database and Redis. Its shoppers
 * sign in just before (an access token lasts 15 minutes, and the journeys keep no cookie a page sets).
 */
async function walkJourneys(origins: string[]) {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
  const journeyShoppers = await prepareShoppers(database, JOURNEY_SHOPPERS, CONNECTIONS);
  await database.close();
  await giveAddresses(origins[0]!, journeyShoppers);
  const shoppers = journeyShoppers.cookies.map((cookie) => ({ cookie }));
  const journeyCatalogue: JourneyCatalogue = {
    categories: catalogue.categories,
    products: catalogue.journeyProducts,
    searchTerms: catalogue.searchTerms,
  };
  const results: JourneyResult[] = [];
  for (const count of [1, 2]) {
    process.stdout.write(`Shopper journeys, ${count} instance(s): `);
    const result = await runJourneys(origins.slice(0, count), shoppers, journeyCatalogue, JOURNEY_SECONDS);
    console.log(`${result.journeysPerMinute.toFixed(0)} journeys/min, ${result.errors} errors`);
    results.push(result);
  }
  return results;
}

/**
 * Each load connection is one signed-in shopper who keeps setting quantities on a handful of lines
 * of their own, then fetching the cart.
 */
/** Gives each load connection a shopper of its own, the first time it asks. */
function shopperPerConnection(authorizations: string[]) {
  const shopper = rotating(authorizations.map((authorization, index) => ({ authorization, index })));
  return (connection: Record<string, unknown>) =>
    (connection.shopper ??= { ...shopper(), sent: 0 }) as {
      authorization: string;
      index: number;
      sent: number;
    };
}

async function loadCart(origin: string, shoppers: BenchShoppers) {
  const actAs = shopperPerConnection(shoppers.authorizations);
  const headers = { 'x-customer-id': BENCH_TENANT.id };
  const targets: LoadTarget[] = [
    {
      name: ADD_TO_CART,
      origin,
      headers,
      next: (connection) => {
        const me = actAs(connection);
        me.sent += 1;
        const productId = cartProductOf(shoppers, me.index, me.sent);
        return {
          path: '/api/cart/v2',
          method: 'POST',
          headers: { authorization: me.authorization },
          body: { productId, quantity: 1 + (me.sent % 3) },
        };
      },
    },
    {
      name: FETCH_CART,
      origin,
      headers,
      next: (connection) => ({
        path: '/api/cart/v2',
        headers: { authorization: actAs(connection).authorization },
      }),
    },
  ];
  // This shared machine's speed drifts from minute to minute: each load is measured in several
  // rounds, and the median run reported.
  const rounds: LoadResult[][] = [];
  for (let round = 0; round < CART_RUNS; round += 1) rounds.push(await measureEach(targets));
  return targets.map((_, index) => medianRun(rounds.map((results) => results[index]!)));
}

/**
 * A catalogue read (served from each instance's stored replies) and a cart read (PostgreSQL on every
 * request), first on one instance, then spread over two instances of the same build and database.
 */
async function loadInstances(origins: string[], { authorizations }: BenchShoppers) {
  const headers = { 'x-customer-id': BENCH_TENANT.id };
  const product = rotating(catalogue.productIds.slice(0, 1000));
  const actAs = shopperPerConnection(authorizations);
  const workloads: Array<{ name: string; next: LoadTarget['next'] }> = [
    { name: 'GET /api/catalog/product/{id}', next: () => ({ path: `/api/catalog/product/${product()}` }) },
    {
      name: FETCH_CART,
      next: (connection) => ({
        path: '/api/cart/v2',
        headers: { authorization: actAs(connection).authorization },
      }),
    },
  ];
  const results: LoadResult[] = [];
  for (const workload of workloads) {
    for (const count of [1, 2]) {
      const name = instancesLoadName(workload.name, count);
      process.stdout.write(`${name}: `);
      const targets = origins.slice(0, count).map((origin) => ({ ...workload, origin, headers }));
      const result = await measureSpread(name, targets, SECONDS);
      console.log(`${result.requestsPerSecond.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
      results.push(result);
    }
  }
  return results;
}

async function measureEach(targets: LoadTarget[]) {
  const results: LoadResult[] = [];
  for (const target of targets) {
    process.stdout.write(`${target.name}: `);
    const result = await measure(target, SECONDS);
    console.log(
      `${result.requestsPerSecond.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms`,
    );
    results.push(result);
  }
  return results;
}

/** The demo shop's home, its first category with products, that category's first product, and a search for its first word. */
async function demoPages(origin: string) {
  const get = async <T>(path: string) => (await (await fetch(`${origin}${path}`)).json()) as T;
  const tree = await get<{ data: { categories: Array<{ categoryId: string; name: string }> } }>(
    '/api/catalog/category',
  );
  const category = tree.data.categories[0]!;
  const searchWord = category.name.split(/\s+/)[0]!.toLowerCase();
  const listing = await get<{
    data: { result: Array<{ productId: string; productSKU: string; productName: string }> };
  }>(`/api/catalog/products/categoryId?categoryId=${category.categoryId}`);
  return [
    { page: 'Home', path: '/' },
    { page: `Category: ${category.name}`, path: categoryPath(category) },
    { page: `Product: ${listing.data.result[0]!.productName}`, path: productPath(listing.data.result[0]!) },
    { page: `Search: ${searchWord}`, path: `/search?q=${encodeURIComponent(searchWord)}` },
  ];
}

function writeReport(reportSections: ReportSection[]) {
  const cpu = cpus();
  const lines = [
    '# Benchmark report',
    '',
    `Run on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`; ${cpu.length} × ${cpu[0]?.model.trim()}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL (database ${DATABASE_NAME}), ` +
      `${PRODUCTS.toLocaleString('en-IN')} products in the ${BENCH_TENANT.id} tenant, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after a warm-up. ` +
      'The load generator runs on the same machine as the server, so figures are lower bounds. ' +
      `Load average (1 min) when the run started: ${loadAtStart.toFixed(2)}${loadAtStart > VOID_LOAD ? ` — above ${VOID_LOAD}, so this run is **void**: the machine was not quiet` : ` (a run that starts above ${VOID_LOAD} is void)`}. ` +
      `Load average when the report was written: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(
          ' · ',
        )} (1, 5, 15 min); on a shared machine read each figure next to the bare-Fastify ceiling of the same run.`,
    '',
    ...reportSections.flatMap((section) => [`## ${section.title}`, '', ...section.lines, '']),
  ];
  writeFileSync('bench/REPORT.md', lines.join('\n'));
}
