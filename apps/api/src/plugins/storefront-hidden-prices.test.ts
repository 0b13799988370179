import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesReplySchema, productSummarySchema } from '@vitrine/contract/catalog';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../db/seed/tenants/veerya-flowtech.ts';
import { stockOf } from '../testing/checkout.ts';
import { pageDataNumbers, pricesAmong, seededPrices } from '../testing/hidden-prices.ts';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The built storefront (npm test builds it before this suite runs).
let t: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp({ STOREFRONT: 'build' });
  shopper = await signedUpShopper(t, 'veerya-flowtech');
});
afterAll(() => t.close());

const page = (host: string, url: string, cookie?: string) =>
  t.app.inject({ url, headers: { host, ...(cookie && { cookie }) } });
/** The shop's first category's page and the product pages of its recent products. */
async function catalogueUrls(customerId: string) {
  const headers = { 'x-customer-id': customerId };
  const categories = categoriesReplySchema.parse(
    (await t.app.inject({ url: '/api/catalog/category', headers })).json(),
  ).data.categories;
  const recent = productSummarySchema
    .array()
    .parse((await t.app.inject({ url: '/api/catalog/products/recent', headers })).json().data);
  return [
    `/category/${categories[0]!.categoryId}/${encodeURIComponent(categories[0]!.name)}`,
    ...recent.slice(0, 3).map((p) => `/products/${p.productSKU}/${p.productId}`),
  ];
}

describe('the pages of a shop that hides prices (Veerya)', () => {
  it('carry no price in their data or text, to a guest or to a shopper with a cart and a wishlist', async () => {
    const prices = seededPrices(veeryaFlowtech.catalog.products);
    const [pump, valve] = veeryaFlowtech.catalog.products.filter((p) => !p.variants && p.stock >= 2);
    for (const [sku, quantity] of [
      [pump!.sku, 2],
      [valve!.sku, 1],
    ] as const) {
      const { id: productId } = await stockOf(t, sku, 'veerya-flowtech');
      const headers = shopper.headers;
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/v2',
        headers,
        payload: { productId, quantity },
      });
      expect(added.statusCode, added.body).toBe(200);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/favourite', headers, payload: { productId } }))
          .statusCode,
      ).toBe(200);
    }
    const cookie = `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}`;
    const urls = ['/', ...(await catalogueUrls('veerya-flowtech')), '/search/pump'];
    const visits = [
      ...urls.map((url) => [url, undefined] as const),
      ...[...urls, '/cart', '/account/wishlist'].map((url) => [url, cookie] as const),
    ];
    for (const [url, session] of visits) {
      const reply = await page('veerya.localhost', url, session);
      const what = `${url}${session ? ' (signed in)' : ''}`;
      expect(reply.statusCode, what).toBe(200);
      expect(pricesAmong(pageDataNumbers(reply.body), prices), what).toEqual([]);
      expect(reply.body, what).not.toContain('₹');
    }
    const cart = await page('veerya.localhost', '/cart', cookie);
    expect(cart.body, 'the cart page lists its lines').toContain(pump!.name.replaceAll('"', '&quot;'));
  });

  it('where the shop shows prices, carry them (the check above finds a price where there is one)', async () => {
    const prices = seededPrices(kesarHome.catalog.products);
    const [, productUrl] = await catalogueUrls('kesar-home');
    const reply = await page('localhost', productUrl!);
    expect(reply.statusCode).toBe(200);
    expect(pricesAmong(pageDataNumbers(reply.body), prices)).not.toEqual([]);
  });
});
