import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesReplySchema, categoryProductsReplySchema } from '@vitrine/contract/catalog';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: { 'x-customer-id': 'veerya-flowtech' } });

/** Every price Veerya's catalogue holds, in rupees and in paise. */
const seeded = veeryaFlowtech.catalog.products;
const prices = new Set(
  seeded
    .flatMap((p) => [
      p.price,
      p.specialPrice,
      ...(p.variants ?? []).flatMap((v) => [v.price, v.specialPrice]),
    ])
    .filter((price): price is number => typeof price === 'number')
    .flatMap((price) => [price, price * 100]),
);
/** Figures a reply carries that are not amounts: counts, stock, scores, positions and tax rates. */
const NOT_AMOUNTS = new Set([
  'availableStock',
  'lowStock',
  'maxQuantity',
  'total',
  'page',
  'pageSize',
  'count',
  'score',
  'sectionIndex',
  'rate',
]);

/** Each number in the reply with the key it sits under. */
function numbersOf(value: unknown, key = ''): Array<[string, number]> {
  if (typeof value === 'number') return [[key, value]];
  if (Array.isArray(value)) return value.flatMap((item) => numbersOf(item, key));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([inner, item]) => numbersOf(item, inner));
  return [];
}

describe('a shop that hides prices (Veerya, showProductPrice off; issue 27 item 7)', () => {
  it('sends no price in its catalogue and search replies, and ignores a price filter or sort', async () => {
    const categories = categoriesReplySchema.parse((await get('/api/catalog/category')).json()).data
      .categories;
    const listingUrl = `/api/catalog/products/categoryId?categoryId=${categories[0]!.categoryId}&pageSize=48`;
    const listing = categoryProductsReplySchema.parse((await get(listingUrl)).json()).data;
    expect(listing.result.length).toBeGreaterThan(0);
    const configurable = seeded.find((p) => p.variants?.length);
    const productIds = listing.result.map((p) => p.productId);
    const urls = [
      listingUrl,
      `${listingUrl}&minPrice=1&maxPrice=2`,
      `${listingUrl}&sort=price-desc`,
      ...productIds.map((id) => `/api/catalog/product/${id}`),
      '/api/catalog/products/recent',
      '/api/catalog/product/section',
      '/api/search/alldata?q=pump&pageSize=48',
      '/api/search/alldata?q=valve&minPrice=1&maxPrice=2',
      '/api/catalog/sitemap',
    ];
    for (const url of urls) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      const amounts = numbersOf(reply.json()).filter(([key, n]) => !NOT_AMOUNTS.has(key) && prices.has(n));
      expect(amounts, url).toEqual([]);
      expect(reply.body, url).not.toMatch(/"(sellPrice|specialPrice)":\d/);
    }
    // A price filter answers as if it were not asked, so bisecting with it finds nothing out.
    const filtered = categoryProductsReplySchema.parse(
      (await get(`${listingUrl}&minPrice=1&maxPrice=2`)).json(),
    );
    expect(filtered.data.total).toBe(listing.total);
    expect(listing.priceRange).toBeNull();
    expect(configurable, 'Veerya has a configurable product').toBeDefined();
  });
});
