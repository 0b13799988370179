import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchReplySchema, type SearchResult } from '@vitrine/contract/catalog';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { sql } from 'drizzle-orm';
import { indexesReady } from '../../testing/search-indexes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const SHOPS = ['veerya-flowtech', 'kesar-home'];

// The same answers whichever way a shop is searched: PostgreSQL full text (shops under
// SEARCH_INDEX_MIN_PRODUCTS) or the in-memory index (product-index.ts).
describe.each([
  ['PostgreSQL full text', {}],
  ['the in-memory index', { SEARCH_INDEX_MIN_PRODUCTS: '0' }],
])('search through %s', (_way, env: Record<string, string>) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(env);
    // These read Veerya's prices, which it hides; hidden prices: modules/catalog/hidden-prices.test.ts.
    await t.database.db.execute(
      sql`update customers set ui_features = ui_features || '{"showProductPrice": true}' where id = 'veerya-flowtech'`,
    );
    if (env.SEARCH_INDEX_MIN_PRODUCTS) await indexesReady(t.app, SHOPS);
    else expect(SHOPS.some((shop) => t.app.productIndexes.isReady(shop))).toBe(false);
  });
  afterAll(() => t.close());

  async function search(query: string, customerId = 'veerya-flowtech'): Promise<SearchResult> {
    const reply = await t.app.inject({
      url: `/api/search/alldata?${query}`,
      headers: { 'x-customer-id': customerId },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return searchReplySchema.parse(reply.json()).data;
  }
  const q = (term: string) => `q=${encodeURIComponent(term)}`;
  const names = (result: SearchResult) => result.hits.map((hit) => hit.product.productName);
  const seeded = veeryaFlowtech.catalog.products;
  const named = (word: RegExp) => seeded.filter((product) => word.test(product.name));

  describe('GET /api/search/alldata', () => {
    it('finds pumps from the first letters of the word', async () => {
      const result = await search(`${q('pum')}&pageSize=48`);
      expect(result.total).toBeGreaterThanOrEqual(named(/pump/i).length);
      expect(
        names(result)
          .slice(0, 10)
          .every((name) => /pump/i.test(name)),
      ).toBe(true);
    });

    it('finds valves from a misspelt "vlave"', async () => {
      const result = await search(q('vlave'));
      expect(result.searchedFor).toContain('valve');
      expect(result.total).toBeGreaterThanOrEqual(named(/valve/i).length);
      expect(names(result).every((name) => /valve/i.test(name))).toBe(true);
    });

    it('ranks a misspelt word found in the name first, nearest correction first, in stock before out', async () => {
      const result = await search(`${q('cokker')}&pageSize=48`, 'kesar-home');
      expect(result.searchedFor).toEqual(expect.arrayContaining(['cokker', 'cooker', 'copper']));
      const rank = (hit: SearchResult['hits'][number]) => [
        /cooker/i.test(hit.product.productName) ? 0 : /copper/i.test(hit.product.productName) ? 1 : 2,
        hit.product.availableStock > 0 ? 0 : 1,
      ];
      const ranks = result.hits.map(rank);
      // Every cooker (in stock, then sold out), then every copper piece (in stock, then sold out), then the rest.
      expect(ranks).toEqual([...ranks].sort(([a1, b1], [a2, b2]) => a1! - a2! || b1! - b2!));
      const cookers = result.hits.filter((hit) => /cooker/i.test(hit.product.productName));
      expect(cookers.length).toBe(kesarHome.catalog.products.filter((p) => /cooker/i.test(p.name)).length);
      expect(cookers.some((hit) => hit.product.availableStock === 0)).toBe(true);
      expect(result.hits.some((hit) => rank(hit)[0] === 1 && hit.product.availableStock === 0)).toBe(true);
      expect(result.hits[0]!.product.productName).toMatch(/cooker/i);
    });

    it('suggests the nearest catalogue words when nothing is found, and nothing when something is', async () => {
      const none = await search(q('Stainlesssteel'), 'kesar-home');
      expect(none.total).toBe(0);
      expect(none.suggestion).toBe('stainless');
      expect((await search(q(none.suggestion!), 'kesar-home')).total).toBeGreaterThan(0);
      expect((await search(q('cokker'), 'kesar-home')).suggestion).toBeNull();
      expect((await search(q('zzzzqx'), 'kesar-home')).suggestion).toBeNull();
    });

    it('does not second-guess a word the catalogue knows', async () => {
      const result = await search(q('steel'), 'kesar-home');
      expect(result.searchedFor).toEqual(['steel']);
      expect(result.total).toBeGreaterThan(0);
    });

    it('ranks by score and counts categories, brands and the price range of the matches', async () => {
      const result = await search(`${q('valve')}&pageSize=48`);
      const scores = result.hits.map((hit) => hit.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(result.aggregations.category.reduce((sum, facet) => sum + facet.count, 0)).toBe(result.total);
      expect(result.aggregations.brand.reduce((sum, facet) => sum + facet.count, 0)).toBe(result.total);
      expect(result.aggregations.category.every((facet) => facet.label.length > 0)).toBe(true);
      const prices = result.hits.map((hit) => (hit.product.specialPrice ?? hit.product.price.sellPrice)!);
      expect(result.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    });

    it('filters by category, brand and price and sorts by price', async () => {
      const all = await search(`${q('valve')}&pageSize=48`);
      const category = all.aggregations.category[0]!;
      const inCategory = await search(`${q('valve')}&categoryId=${category.key}&pageSize=48`);
      expect(inCategory.total).toBe(category.count);
      expect(inCategory.hits.every((hit) => hit.product.categoryId === category.key)).toBe(true);
      const brand = all.aggregations.brand[0]!;
      const byBrand = await search(`${q('valve')}&brand=${encodeURIComponent(brand.key)}`);
      expect(byBrand.total).toBe(brand.count);
      const { min, max } = all.priceRange!;
      const middle = Math.round((min + max) / 2);
      const cheap = await search(`${q('valve')}&maxPrice=${middle}&sort=price-asc&pageSize=48`);
      const prices = cheap.hits.map((hit) => (hit.product.specialPrice ?? hit.product.price.sellPrice)!);
      expect(prices.every((price) => price <= middle)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const page2 = await search(`${q('valve')}&pageSize=3&page=2`);
      expect(page2.hits.map((hit) => hit.id)).toEqual(all.hits.slice(3, 6).map((hit) => hit.id));
    });

    it("counts each brand's matches as that brand's filter finds them, and pages a filtered total", async () => {
      const all = await search(q('pum'));
      expect(all.aggregations.brand.length).toBeGreaterThan(1);
      for (const brand of all.aggregations.brand) {
        const byBrand = `${q('pum')}&brand=${encodeURIComponent(brand.key)}`;
        const first = await search(`${byBrand}&pageSize=48`);
        expect(first.total).toBe(brand.count);
        expect(first.hits.every((hit) => hit.product.brandName === brand.key)).toBe(true);
        // The facets stay those of the words alone, whatever the filters.
        expect(first.aggregations.brand).toEqual(all.aggregations.brand);
        const second = await search(`${byBrand}&pageSize=2&page=2`);
        expect(second.total).toBe(brand.count);
        expect(second.hits).toEqual(first.hits.slice(2, 4));
      }
    });

    it('finds a product by a Devanagari word or its Latin spelling in its description', async () => {
      const kadai = kesarHome.catalog.products.find((product) => /Deep Kadai/.test(product.name))!;
      await t.database.db.execute(
        sql`update products set description = description || ' पीतल कड़ाही, peetal kadhai.' where customer_id = 'kesar-home' and sku = ${kadai.sku}`,
      );
      for (const term of ['पीतल', 'peetal', 'पीतल कड़ाही'])
        await expect
          .poll(async () => names(await search(`${q(term)}&pageSize=${term.length}`, 'kesar-home')), {
            timeout: 2000,
          })
          .toContain(kadai.name);
    });

    it('takes one letter as a word of its own, and two as the beginning of words', async () => {
      const kesar = (await search(q('ke'), 'kesar-home')).total;
      expect(kesar).toBeGreaterThan(50);
      expect((await search(q('k'), 'kesar-home')).total).toBeLessThan(kesar);
    });

    it("never shows another tenant's products", async () => {
      expect((await search(q('pump'), 'kesar-home')).total).toBe(0);
      expect((await search(q('kadai'), 'veerya-flowtech')).total).toBe(0);
      expect((await search(q('kadai'), 'kesar-home')).total).toBeGreaterThan(0);
    });

    it.each([
      ['a 2,000-character term', `${'borewell pump '.repeat(143)}`.slice(0, 2000)],
      ['SQL metacharacters', '\'; drop table products; -- \\ % _ " ) ('],
      ['tsquery operators', 'pump & | ! :* <-> (valve'],
      ['emoji', '🚰💧 pump 🔧'],
      ['only punctuation', '!!!???'],
      ['an empty term', '   '],
    ])('answers %s with a normal result', async (_case, term) => {
      const result = await search(q(term));
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.hits.length).toBeLessThanOrEqual(result.pageSize);
    });

    it('refuses a term over 5,000 characters and a bad sort with a 400', async () => {
      for (const query of [q('a'.repeat(5001)), `${q('pump')}&sort=random`]) {
        const reply = await t.app.inject({
          url: `/api/search/alldata?${query}`,
          headers: { 'x-customer-id': 'kesar-home' },
        });
        expect(reply.statusCode).toBe(400);
      }
    });
  });
});
