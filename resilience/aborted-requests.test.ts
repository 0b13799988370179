import { request, type IncomingMessage } from 'node:http';
import { randomInt } from 'node:crypto';
import { describe, expect, it, onTestFinished } from 'vitest';
import { scratchShopDatabase, startShopServer } from './scratch-shop.ts';

const ENCODINGS = ['gzip', 'br', 'identity'] as const;
/** Where a client hangs up: as soon as it has sent, after a random few milliseconds, on the headers, mid-body. */
const CUTS = ['after-send', 'random-delay', 'on-headers', 'mid-body'] as const;
const IN_FLIGHT = 24;
const ROUNDS = 6;

type Cut = (typeof CUTS)[number];

describe('clients that hang up at any point', () => {
  it('never end the server: every SSR route and a sample of API routes, gzip, br and identity, under load', async () => {
    const place = await scratchShopDatabase('pglite');
    onTestFinished(place.drop);
    const server = await startShopServer(place.env, { STOREFRONT: 'build' });
    onTestFinished(() => void server.kill());
    const paths = await pathsToAbort(server.origin);

    const tries = paths.flatMap((path) =>
      ENCODINGS.flatMap((encoding) => CUTS.map((cut) => ({ path, encoding, cut }))),
    );
    const all = Array.from({ length: ROUNDS }, () => tries).flat();
    let next = 0;
    const worker = async () => {
      while (next < all.length) {
        const { path, encoding, cut } = all[next++]!;
        await hangUp(server.origin, path, encoding, cut);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    console.info(`${all.length} requests cut short over ${paths.length} paths`);

    expect(server.exited(), 'the server process is still running').toBe(false);
    for (const path of paths) {
      const whole = await fetch(server.origin + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(whole.status, `${path} still answers`).toBeLessThan(500);
      await whole.arrayBuffer();
    }
    expect(await server.stop(), 'exit code after SIGTERM').toBe(0);
  });
});

/**
 * One page of every kind the sitemap lists, the pages it leaves out, a script and a picture the home
 * page names, and a sample of API reads.
 */
async function pathsToAbort(origin: string) {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const oneOfEachKind = new Map(listed.map((path) => [path.split('/')[1], path]));
  const product = [...oneOfEachKind.values()].find((path) => path.startsWith('/products/'))!;
  const productId = product.split('/')[3]!;
  const home = await (await fetch(`${origin}/`)).text();
  const files = ['/assets/', '/media/'].map((prefix) => new RegExp(`"(${prefix}[^"?]+)`).exec(home)![1]!);
  return [
    ...files,
    ...oneOfEachKind.values(),
    '/search/steel',
    '/cart',
    '/checkout',
    '/account/orders',
    '/payment-status',
    '/distributors',
    '/no-such-page',
    '/sitemap.xml',
    '/robots.txt',
    '/api/catalog/category',
    '/api/customer/details',
    '/api/catalog/products/recent',
    `/api/catalog/product/${productId}`,
    '/api/search/alldata?q=steel',
  ];
}

/** One request that the client abandons at the given point; resolves once the socket is gone. */
function hangUp(origin: string, path: string, encoding: string, cut: Cut): Promise<void> {
  return new Promise((resolve) => {
    const outgoing = request(origin + path, { headers: { 'accept-encoding': encoding }, agent: false });
    const abandon = () => outgoing.destroy();
    outgoing.on('error', () => {});
    outgoing.on('close', () => resolve());
    outgoing.on('response', (incoming: IncomingMessage) => {
      incoming.on('error', () => {});
      if (cut === 'on-headers') return abandon();
      incoming.once('data', () => (cut === 'mid-body' ? abandon() : undefined));
      incoming.resume();
    });
    outgoing.end();
    if (cut === 'after-send') setImmediate(abandon);
    if (cut === 'random-delay') setTimeout(abandon, randomInt(0, 30));
  });
}
