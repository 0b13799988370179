/**
 * The shopper-journey load: virtual shoppers, each signed in with cookies as a browser is, walking
 * home → category → product → search → add to cart → cart and, one journey in ten, a cash-on-delivery
 * checkout, against the server-rendered pages and the forms they post. Each next step starts when
 * the previous one has answered, as a shopper waits for a page; there is no think time.
 */
import { Agent, request } from 'node:http';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import { categoryPath, productPath } from '../apps/storefront/app/features/catalog/catalog-paths.ts';
import { fresh } from './shopper-urls.ts';

export const JOURNEY_STEPS = [
  'home',
  'category',
  'product',
  'search',
  'add to cart',
  'cart',
  'checkout (COD)',
] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

/** One journey in this many ends with a checkout. */
const CHECKOUT_EVERY = 10;

export interface JourneyShopper {
  /** The Cookie header of a signed-in browser: the session and refresh cookies. */
  cookie: string;
}

export interface JourneyCatalogue {
  categories: Array<{ categoryId: string; name: string }>;
  /** Products a shopper may add and check out: in stock, simple. */
  products: Array<{ productId: string; productSKU: string; productName: string }>;
  searchTerms: string[];
}

export interface JourneyResult {
  instances: number;
  shoppers: number;
  seconds: number;
  journeys: number;
  journeysPerMinute: number;
  errors: number;
  /** The first few failures: step, path and status. */
  errorSamples: string[];
  steps: Array<{ step: JourneyStep; requests: number; p50: number; p95: number; errors: number }>;
}

interface Answer {
  status: number;
  body: string;
}

/** Runs `shoppers.length` journeys side by side for `seconds`, the shoppers shared out over `origins`. */
export async function runJourneys(
  origins: string[],
  shoppers: JourneyShopper[],
  catalogue: JourneyCatalogue,
  seconds: number,
): Promise<JourneyResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: shoppers.length });
  const category = fresh(catalogue.categories);
  const product = fresh(catalogue.products);
  const term = fresh(catalogue.searchTerms);
  const timings = new Map<JourneyStep, number[]>(JOURNEY_STEPS.map((step) => [step, []]));
  const stepErrors = new Map<JourneyStep, number>();
  const errorSamples: string[] = [];
  let journeys = 0;
  const until = Date.now() + seconds * 1000;

  /** Shopper `index` checks out on its journeys (10 - index % 10), 20 - …: the checkouts spread over the run. */
  async function walk(shopper: JourneyShopper, origin: string, index: number) {
    const port = new URL(origin).port;
    const host = `${BENCH_TENANT.host}:${port}`;
    const send = (path: string, form?: Record<string, string>) =>
      new Promise<Answer>((resolve, reject) => {
        const body = form ? new URLSearchParams(form).toString() : undefined;
        const outgoing = request(
          `${origin}${path}`,
          {
            agent,
            method: form ? 'POST' : 'GET',
            headers: {
              host,
              cookie: shopper.cookie,
              'accept-encoding': 'gzip',
              ...(body
                ? { origin: `http://${host}`, 'content-type': 'application/x-www-form-urlencoded' }
                : {}),
            },
          },
          (incoming) => {
            const chunks: Buffer[] = [];
            incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
            incoming.on('end', () =>
              resolve({ status: incoming.statusCode ?? 0, body: Buffer.concat(chunks).toString('latin1') }),
            );
            incoming.on('error', reject);
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    /** Pages and the add form answer 200; a checkout redirects to its confirmation. */
    const step = async (name: JourneyStep, path: string, form?: Record<string, string>, expected = 200) => {
      const started = performance.now();
      const answer = await send(path, form).catch((error: Error) => ({ status: 0, body: error.message }));
      timings.get(name)!.push(performance.now() - started);
      if (answer.status !== expected) {
        stepErrors.set(name, (stepErrors.get(name) ?? 0) + 1);
        if (errorSamples.length < 5)
          errorSamples.push(`${name} ${path}: ${answer.status}${alertOf(answer.body)}`);
      }
    };
    for (let own = 1 + (index % CHECKOUT_EVERY); Date.now() < until; own += 1) {
      const chosen = product.next();
      await step('home', '/');
      await step('category', categoryPath(category.next()));
      await step('product', productPath(chosen));
      await step('search', `/search?q=${encodeURIComponent(term.next())}`);
      await step('add to cart', '/cart-line', {
        intent: 'add',
        productId: chosen.productId,
        quantity: '1',
        description: '',
      });
      await step('cart', '/cart');
      if (own % CHECKOUT_EVERY === 0)
        await step('checkout (COD)', '/checkout', { address: '1', paymentMethod: 'COD' }, 302);
      journeys += 1;
    }
  }

  const started = performance.now();
  await Promise.all(shoppers.map((shopper, index) => walk(shopper, origins[index % origins.length]!, index)));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const quantile = (sorted: number[], q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const errors = [...stepErrors.values()].reduce((sum, count) => sum + count, 0);
  return {
    instances: origins.length,
    shoppers: shoppers.length,
    seconds: elapsed,
    journeys,
    journeysPerMinute: (journeys * 60) / elapsed,
    errors,
    errorSamples,
    steps: JOURNEY_STEPS.map((name) => {
      const sorted = timings.get(name)!.sort((a, b) => a - b);
      return {
        step: name,
        requests: sorted.length,
        p50: quantile(sorted, 0.5),
        p95: quantile(sorted, 0.95),
        errors: stepErrors.get(name) ?? 0,
      };
    }),
  };
}

/** The message a page shows in its alert (an error notice), to say why a step failed. */
function alertOf(html: string) {
  const alert = /role="alert"[^>]*>([^<]+)</.exec(html)?.[1];
  return alert ? ` (${alert.trim()})` : '';
}
