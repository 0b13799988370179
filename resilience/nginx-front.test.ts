import { describe, expect, it } from 'vitest';
import { get, startNginxFront, type NginxFront, type Reply } from './nginx-front.ts';
import { productsInStock, scratchShopDatabase, SHOP, startShopServer } from './scratch-shop.ts';
import { callOk, signUpOverHttp, type HttpShopper } from './shop-client.ts';

/** The cookies a signed-in shopper's browser holds (plugins/auth.ts). */
const cookiesOf = (shopper: HttpShopper) =>
  `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}; vitrine_refresh=${shopper.refreshToken}`;
const cacheStatus = (reply: Reply) => reply.headers['x-cache-status'];
const languageOf = (reply: Reply) => /<html lang="([^"]+)"/.exec(reply.body)?.[1];
/** Whether the page holds the text: a yes or no, so that a failure names the text, not the whole page. */
const shows = (reply: Reply, text: string | RegExp) =>
  typeof text === 'string' ? reply.body.includes(text) : text.test(reply.body);
/** The cart button's label on a signed-in page ("Cart, 2 items"); a guest's says "Cart". */
const CART_BADGE = /Cart, \d+ items?/;

/**
 * Two requests in a row, until the second comes from the cache: a HIT whose body is the first's byte
 * for byte (each render has a new script nonce). A few tries, in case the five seconds a guest page
 * is kept ran out between the two.
 */
async function storedAndServed(
  send: () => Promise<Reply>,
  sendAgain: () => Promise<Reply> = send,
): Promise<[Reply, Reply]> {
  let pair: [Reply, Reply] = [await send(), await sendAgain()];
  for (
    let tries = 1;
    tries < 3 && !(cacheStatus(pair[1]) === 'HIT' && pair[1].body === pair[0].body);
    tries++
  )
    pair = [await send(), await sendAgain()];
  return pair;
}

describe('guest pages behind nginx (ops/nginx/vitrine.conf)', () => {
  it('come from the micro-cache by host and language, and a signed-in page or a cart badge never reaches another shopper', async () => {
    const place = await scratchShopDatabase('pglite');
    const database = await place.open();
    const products = await productsInStock(database, 2);
    await database.close();
    // nginx reaches the app from 127.0.0.1: the one address the app takes X-Forwarded-* from.
    const server = await startShopServer(place.env, { STOREFRONT: 'build', TRUST_PROXY: '127.0.0.1' });
    let front: NginxFront | undefined;
    try {
      front = await startNginxFront(server.origin, { tls: true });
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const page = new URL(new RegExp(`<loc>([^<]*/${products[0]!.id}/[^<]*)</loc>`).exec(sitemap)![1]!)
        .pathname;
      const shopperA = await signUpOverHttp([server.origin], SHOP);
      const shopperB = await signUpOverHttp([server.origin], SHOP);
      for (const product of products)
        await callOk(server.origin, '/api/cart/v2', {
          body: { productId: product.id, quantity: 1 },
          headers: shopperA.headers,
        });
      const asGuest =
        (path = page, headers: Record<string, string> = {}) =>
        () =>
          get(front!, path, { headers });
      const as = (shopper: HttpShopper, path = page) =>
        get(front!, path, { headers: { cookie: cookiesOf(shopper) } });

      // A guest's page is stored, and a second guest gets that very copy.
      const [stored, served] = await storedAndServed(asGuest());
      expect(stored.status).toBe(200);
      expect(stored.headers['cache-control']).toBe('public, max-age=0, s-maxage=5');
      expect(cacheStatus(served)).toBe('HIT');
      expect(served.body === stored.body, 'the second guest gets the bytes stored').toBe(true);
      expect(shows(served, CART_BADGE), 'a guest page has no cart badge').toBe(false);
      // The app took the scheme from nginx's X-Forwarded-Proto: the page's own address is https.
      expect(
        shows(stored, `<link rel="canonical" href="https://localhost${page}"/>`),
        'https canonical',
      ).toBe(true);
      // A guest whose browser holds other cookies (an analytics script's) shares the copy.
      const [guest, withOtherCookies] = await storedAndServed(
        asGuest(),
        asGuest(page, { cookie: '_ga=GA1.1.123.456; _ga_X=GS1.1' }),
      );
      expect(cacheStatus(withOtherCookies)).toBe('HIT');
      expect(withOtherCookies.body === guest.body, 'the guests’ copy').toBe(true);

      // Shopper A, signed in with two lines in the cart, gets their own page, past the cache.
      const pageOfA = await as(shopperA);
      expect(shows(pageOfA, 'Cart, 2 items'), "A's page shows A's badge").toBe(true);
      expect(shows(pageOfA, shopperA.mobile), "A's page shows A's number").toBe(true);
      expect(pageOfA.headers['cache-control']).toBe('private, no-store');
      expect(cacheStatus(pageOfA)).toBe('BYPASS');

      // A guest then gets the same URL with no badge and nothing of A's.
      const guestAfterA = await asGuest()();
      expect(shows(guestAfterA, CART_BADGE), 'a cart badge on the guest page after A').toBe(false);
      expect(shows(guestAfterA, shopperA.mobile), "A's number on the guest page after A").toBe(false);

      // A page A asked for first was not stored: the next guest's request renders a guest page.
      const firstAskedByA = '/?from=shopper-a';
      expect(cacheStatus(await as(shopperA, firstAskedByA))).toBe('BYPASS');
      const guestAfterAFirst = await asGuest(firstAskedByA)();
      expect(cacheStatus(guestAfterAFirst)).toBe('MISS');
      expect(shows(guestAfterAFirst, CART_BADGE), 'a cart badge on a page A asked for first').toBe(false);
      expect(shows(guestAfterAFirst, shopperA.mobile), "A's number on a page A asked for first").toBe(false);

      // Shopper B, signed in too, gets B's page: B's empty cart, never A's page or badge.
      const pageOfB = await as(shopperB);
      expect(cacheStatus(pageOfB)).toBe('BYPASS');
      expect(shows(pageOfB, shopperB.mobile), "B's page shows B's number").toBe(true);
      expect(shows(pageOfB, 'Cart, 0 items'), "B's page shows B's empty cart").toBe(true);
      expect(shows(pageOfB, 'Cart, 2 items'), "A's badge on B's page").toBe(false);
      expect(shows(pageOfB, shopperA.mobile), "A's number on B's page").toBe(false);

      // Hindi and English on the same host are two entries; the language cookie picks between them.
      const [hindi, hindiAgain] = await storedAndServed(asGuest(page, { cookie: 'vitrine_lang=hi' }));
      expect(languageOf(hindi)).toBe('hi-IN');
      expect(cacheStatus(hindiAgain)).toBe('HIT');
      expect(languageOf(hindiAgain)).toBe('hi-IN');
      expect(languageOf(await asGuest(page, { cookie: 'vitrine_lang=en' })())).toBe('en-IN');
      expect(languageOf(await asGuest()())).toBe('en-IN');
      expect(languageOf(await asGuest(page, { cookie: '_ga=1; vitrine_lang=hi' })())).toBe('hi-IN');
      // A Cookie header nginx and the app could read two ways (the app takes the last of two names and
      // trims spaces) stores no Hindi page where English ones are kept.
      for (const [path, cookie] of [
        ['/?twice', 'vitrine_lang=en; vitrine_lang=hi'],
        ['/?spaced', 'vitrine_lang =hi'],
      ] as const) {
        await asGuest(path, { cookie })();
        expect(languageOf(await asGuest(path)()), cookie).toBe('en-IN');
        expect(languageOf(await asGuest(path, { cookie: 'vitrine_lang=en' })()), cookie).toBe('en-IN');
      }

      // Each host is its own shop, and each encoding its own copy.
      const [kesar, veerya] = [await asGuest('/')(), await get(front, '/', { host: 'briefcase.localhost' })];
      expect(shows(kesar, 'Kesar Home'), 'Kesar on localhost').toBe(true);
      expect(shows(veerya, 'Veerya Flowtech'), 'Veerya on briefcase.localhost').toBe(true);
      expect(shows(veerya, 'Kesar Home'), 'Kesar on briefcase.localhost').toBe(false);
      const [brotli] = await storedAndServed(asGuest('/', { 'accept-encoding': 'br' }));
      expect(brotli.headers['content-encoding']).toBe('br');
      const identity = await asGuest('/')();
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(shows(identity, /^<!DOCTYPE html>/i), 'uncompressed HTML for a client without br').toBe(true);

      // The API passes through, never cached.
      const cart = await get(front, '/api/cart/v2', { headers: shopperA.headers });
      expect(cart.status).toBe(200);
      expect(cacheStatus(cart)).toBeUndefined();
    } finally {
      await front?.stop();
      await server.stop();
      await place.drop();
    }
  });
});
