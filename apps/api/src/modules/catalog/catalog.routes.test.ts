import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  categoriesReplySchema,
  categoryProductsReplySchema,
  productDetailReplySchema,
  productSectionsReplySchema,
  recentProductsReplySchema,
  type Category,
  type ProductSummary,
} from '@vitrine/contract/catalog';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { queryRows } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { signedUpShopper } from '../../testing/shopper.ts';
import { createCatalogImportService } from './catalog-import.service.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { savedAddress } from '../../testing/checkout.ts';
import { logLines } from '../../testing/log-lines.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, customerId = 'kesar-home', headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { 'x-customer-id': customerId, ...headers } });

async function getOk<T>(url: string, schema: { parse(body: unknown): T }, customerId = 'kesar-home') {
  const reply = await get(url, customerId);
  expect(reply.statusCode, reply.body).toBe(200);
  return schema.parse(reply.json());
}

const tree = async (customerId = 'kesar-home') =>
  (await getOk('/api/catalog/category', categoriesReplySchema, customerId)).data.categories;
const names = (categories: Category[]) => categories.map((category) => category.name);
const depth = (categories: Category[]): number =>
  categories.length === 0 ? 0 : 1 + Math.max(...categories.map((category) => depth(category.children)));
const seedProducts = kesarHome.catalog.products;
const unitPrice = (product: ProductSummary) => (product.specialPrice ?? product.price.sellPrice)!;
const listing = (query: string) =>
  getOk(`/api/catalog/products/categoryId?${query}`, categoryProductsReplySchema).then((reply) => reply.data);

describe('GET /api/catalog/category', () => {
  it("returns the tenant's roots in index order with nested children", async () => {
    const roots = await tree();
    expect(names(roots)).toEqual(kesarHome.categories.map((category) => category.name));
    expect(roots.map((root) => root.index)).toEqual([0, 1, 2, 3]);
    expect(depth(roots)).toBe(3);
  });

  it('gives each category the ids of its ancestors, root first', async () => {
    const [cookware] = await tree();
    const kadais = cookware!.children.find((child) => child.name === 'Kadais & Woks')!;
    const triPly = kadais.children.find((child) => child.name === 'Tri-ply Kadais')!;
    expect(cookware!.ancestors).toEqual([]);
    expect(kadais.ancestors).toEqual([cookware!.categoryId]);
    expect(triPly.ancestors).toEqual([cookware!.categoryId, kadais.categoryId]);
  });

  it("never mixes one tenant's categories into another's", async () => {
    await createCatalogImportService(t.database.db).addCategories('veerya-flowtech', [
      { name: 'Only at Veerya' },
    ]);
    expect(names(await tree('kesar-home'))).not.toContain('Only at Veerya');
    expect(names(await tree('veerya-flowtech'))).toContain('Only at Veerya');
  });
});

describe('GET /api/catalog/products/categoryId', () => {
  it('lists the products of a category and of every category below it', async () => {
    const [cookware] = await tree();
    const page = await listing(`categoryId=${cookware!.categoryId}&pageSize=48`);
    const expected = seedProducts.filter((product) => product.category.startsWith('Cookware'));
    expect(page.total).toBe(expected.length);
    expect(page.result.map((product) => product.productSKU).sort()).toEqual(
      expected.map((product) => product.sku).sort(),
    );
    expect(page.aggregations.brand.reduce((sum, facet) => sum + facet.count, 0)).toBe(expected.length);
    const prices = page.result.map(unitPrice);
    expect(page.priceRange).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
  });

  it('pages and sorts by the price a shopper pays', async () => {
    const [cookware] = await tree();
    const first = await listing(`categoryId=${cookware!.categoryId}&pageSize=5&sort=price-asc`);
    const second = await listing(`categoryId=${cookware!.categoryId}&pageSize=5&page=2&sort=price-asc`);
    const prices = [...first.result, ...second.result].map(unitPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.result.map((p) => p.productId)).not.toContain(second.result[0]!.productId);
    const descending = await listing(`categoryId=${cookware!.categoryId}&pageSize=5&sort=price-desc`);
    expect(unitPrice(descending.result[0]!)).toBe(first.total > 0 ? descending.priceRange!.max : 0);
  });

  it('filters by brand and price range', async () => {
    const [cookware] = await tree();
    const all = await listing(`categoryId=${cookware!.categoryId}&pageSize=48`);
    const brand = all.aggregations.brand[0]!;
    const byBrand = await listing(
      `categoryId=${cookware!.categoryId}&brand=${encodeURIComponent(brand.key)}`,
    );
    expect(byBrand.total).toBe(brand.count);
    expect(new Set(byBrand.result.map((product) => product.brandName))).toEqual(new Set([brand.key]));
    const cheap = await listing(`categoryId=${cookware!.categoryId}&maxPrice=1000&minPrice=500&pageSize=48`);
    expect(cheap.result.every((product) => unitPrice(product) >= 500 && unitPrice(product) <= 1000)).toBe(
      true,
    );
    expect(cheap.total).toBe(all.result.filter((p) => unitPrice(p) >= 500 && unitPrice(p) <= 1000).length);
  });

  it.each([
    ['an unknown id', randomUUID()],
    ['a malformed id', "1' or '1'='1"],
  ])('answers 404 for %s', async (_case, categoryId) => {
    const reply = await get(`/api/catalog/products/categoryId?categoryId=${encodeURIComponent(categoryId)}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('CATEGORY_NOT_FOUND');
  });

  it("answers 404 for another tenant's category", async () => {
    const [pumps] = await tree('veerya-flowtech');
    const reply = await get(`/api/catalog/products/categoryId?categoryId=${pumps!.categoryId}`);
    expect(reply.statusCode).toBe(404);
  });

  // Found by the fuzz suite (issue #8): ₹1e9 is 1e11 paise, past the integer column, and answered 500.
  it('takes price bounds up to the contract’s ₹1,000,000,000 though prices are integer paise', async () => {
    const [cookware] = await tree();
    const all = await listing(`categoryId=${cookware!.categoryId}&pageSize=48`);
    const unbounded = await listing(`categoryId=${cookware!.categoryId}&pageSize=48&maxPrice=1000000000`);
    expect(unbounded.total).toBe(all.total);
    const none = await listing(`categoryId=${cookware!.categoryId}&minPrice=999999999.99`);
    expect(none.total).toBe(0);
  });

  it.each(['pageSize=1000', 'sort=cheapest', 'page=0', 'minPrice=-5'])(
    'refuses %s with a 400',
    async (query) => {
      const [cookware] = await tree();
      const reply = await get(`/api/catalog/products/categoryId?categoryId=${cookware!.categoryId}&${query}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.code).toBe('VALIDATION_FAILED');
    },
  );
});

async function productIdOf(sku: string, customerId = 'kesar-home') {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from products where customer_id = ${customerId} and sku = ${sku}`,
  );
  return row!.id;
}

describe('GET /api/catalog/product/{productId}', () => {
  const configurable = seedProducts.find((product) => product.variants && product.variants.length >= 3)!;

  it('returns a configurable product with its variants, option groups and category path', async () => {
    const id = await productIdOf(configurable.sku);
    const { data } = await getOk(`/api/catalog/product/${id}`, productDetailReplySchema);
    expect(data.product).toMatchObject({
      productId: id,
      productSKU: configurable.sku,
      productType: 'CONFIGURABLE',
    });
    expect(data.product.categoryNames.join(' > ')).toBe(configurable.category);
    expect(data.product.variants.map((variant) => variant.variantSKU)).toEqual(
      configurable.variants!.map((variant) => variant.sku),
    );
    const optionKeys = Object.keys(configurable.variants![0]!.options);
    expect(data.variationsGrouping.map((group) => group.key)).toEqual(optionKeys);
    for (const group of data.variationsGrouping)
      expect(new Set(group.values)).toEqual(new Set(configurable.variants!.map((v) => v.options[group.key])));
    const cheapest = Math.min(...configurable.variants!.map((v) => v.specialPrice ?? v.price));
    expect(unitPrice(data.product)).toBe(cheapest);
    expect(data.product.availableStock).toBe(configurable.variants!.reduce((sum, v) => sum + v.stock, 0));
  });

  it('shows a special price with the sell price it undercuts', async () => {
    const onOffer = seedProducts.find((product) => !product.variants && product.specialPrice !== undefined)!;
    const { data } = await getOk(
      `/api/catalog/product/${await productIdOf(onOffer.sku)}`,
      productDetailReplySchema,
    );
    expect(data.product).toMatchObject({
      price: { sellPrice: onOffer.price },
      specialPrice: onOffer.specialPrice,
      isOnSale: true,
      gst: { rate: onOffer.gstRate },
      variants: [],
    });
  });

  it("answers 404 for another tenant's product, an unknown id and a malformed id", async () => {
    const theirs = await productIdOf(await firstSku('veerya-flowtech'), 'veerya-flowtech');
    for (const id of [theirs, randomUUID(), 'not-a-product', '%27%3B%20drop%20table%20products'])
      expect((await get(`/api/catalog/product/${id}`)).statusCode).toBe(404);
    expect((await get(`/api/catalog/product/${theirs}`, 'veerya-flowtech')).statusCode).toBe(200);
  });

  it('hides a product the shop has made invisible, everywhere, even from replies built before', async () => {
    const hidden = seedProducts.find((product) => product.isRecent)!;
    const id = await productIdOf(hidden.sku);
    const recentIds = async () =>
      (await getOk('/api/catalog/products/recent', recentProductsReplySchema)).data.map(
        (product) => product.productId,
      );
    expect((await get(`/api/catalog/product/${id}`)).statusCode).toBe(200);
    expect(await recentIds()).toContain(id);

    await t.database.db.execute(sql`update products set is_visible = false where id = ${id}`);
    // The database's change notice reaches the API a moment after the update commits.
    await expect.poll(async () => (await get(`/api/catalog/product/${id}`)).statusCode).toBe(404);
    await expect.poll(recentIds).not.toContain(id);

    await t.database.db.execute(sql`update products set is_visible = true where id = ${id}`);
    await expect.poll(async () => (await get(`/api/catalog/product/${id}`)).statusCode).toBe(200);
  });

  it('answers with a price changed in the database after its reply was built', async () => {
    const id = await productIdOf(seedProducts[0]!.sku);
    const price = async () =>
      productDetailReplySchema.parse((await get(`/api/catalog/product/${id}`)).json()).data.product.price
        .sellPrice!;
    const before = await price();
    await t.database.db.execute(sql`update products set sell_price = sell_price + 100 where id = ${id}`);
    await expect.poll(price).toBe(before + 1);
    await t.database.db.execute(sql`update products set sell_price = sell_price - 100 where id = ${id}`);
    await expect.poll(price).toBe(before);
  });
});

async function firstSku(customerId: string) {
  const [row] = await queryRows<{ sku: string }>(
    t.database.db,
    sql`select sku from products where customer_id = ${customerId} order by sku limit 1`,
  );
  return row!.sku;
}

describe('recent products and sections', () => {
  it('lists recent products newest first', async () => {
    const { data } = await getOk('/api/catalog/products/recent', recentProductsReplySchema);
    const recentSkus = seedProducts.filter((product) => product.isRecent).map((product) => product.sku);
    expect(data.length).toBe(Math.min(12, recentSkus.length));
    expect(data.map((product) => product.productSKU)).toEqual(recentSkus.slice(0, 12));
  });

  it('lists the seeded home sections with their products in order', async () => {
    const { data } = await getOk('/api/catalog/product/section', productSectionsReplySchema);
    expect(data.productSections.map((section) => section.sectionTitle)).toEqual(
      kesarHome.catalog.sections.map((section) => section.title),
    );
    expect(data.productSections[0]!.products.map((product) => product.productSKU)).toEqual(
      kesarHome.catalog.sections[0]!.skus,
    );
  });
});

describe('HTTP caching', () => {
  it('answers a revalidation with an unchanged ETag with a bodyless 304', async () => {
    const first = await get('/api/catalog/product/section');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/api/catalog/product/section', 'kesar-home', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/catalog/product/section', 'kesar-home', { 'if-none-match': '"old"' });
    expect(stale.statusCode).toBe(200);
  });

  it("never lets one tenant's tag validate another tenant's reply", async () => {
    const kesar = await get('/api/catalog/category');
    const veerya = await get('/api/catalog/category', 'veerya-flowtech', {
      'if-none-match': kesar.headers.etag as string,
    });
    expect(veerya.statusCode).toBe(200);
    expect(veerya.headers.etag).not.toBe(kesar.headers.etag);
  });
});

describe('stored replies and stock', () => {
  it('keeps its stored replies through an order, showing the stock it left on the next read, on every instance', async () => {
    // A second instance with its own connections (PGlite has one process: it shares the database).
    const otherDatabase = process.env.DATABASE_URL ? await openDatabase(t.config.database) : t.database;
    const log = logLines();
    const other = await buildApp(
      { ...t.config, logLevel: 'debug' },
      { database: otherDatabase, logStream: log.stream },
    );
    try {
      const product = seedProducts.find(
        (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false && p.isRecent,
      )!;
      const id = await productIdOf(product.sku);
      const veeryaId = await productIdOf(await firstSku('veerya-flowtech'), 'veerya-flowtech');
      const fromOther = (url: string, customerId = 'kesar-home') =>
        other.inject({ url, headers: { 'x-customer-id': customerId } });
      const detailUrl = `/api/catalog/product/${id}`;
      /** The Kesar replies the second instance has built, sorted: they are asked for at once. */
      const builds = () =>
        log.lines
          .filter((line) => line.msg === 'catalogue reply built' && line.customerId !== 'veerya-flowtech')
          .map((line) => line.url)
          .sort();
      const shown = async () => {
        const [detail, recent] = await Promise.all([
          fromOther(detailUrl),
          fromOther('/api/catalog/products/recent'),
        ]);
        return {
          detail: productDetailReplySchema.parse(detail.json()).data.product.availableStock,
          recent: recentProductsReplySchema.parse(recent.json()).data.find((p) => p.productId === id)!
            .availableStock,
        };
      };
      // Veerya hides its prices, so its catalogue change is to a product's header.
      const veeryaHeader = async () =>
        productDetailReplySchema.parse(
          (await fromOther(`/api/catalog/product/${veeryaId}`, 'veerya-flowtech')).json(),
        ).data.product.header;
      const veeryaBefore = await veeryaHeader();
      const before = await shown();
      expect(builds()).toEqual([detailUrl, '/api/catalog/products/recent'].sort());
      const etagBefore = (await fromOther(detailUrl)).headers.etag;

      const shopper = await signedUpShopper(t);
      const addressIndex = await savedAddress(t, shopper);
      const asShopper = { ...shopper.headers };
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/cart/v2',
        headers: asShopper,
        payload: { productId: id, quantity: 2 },
      });
      expect(added.statusCode, added.body).toBe(200);
      const address = { address: { addressIndex } };
      const order = await t.app.inject({
        method: 'POST',
        url: '/api/order/payable/amount/v2',
        headers: asShopper,
        payload: { placeOfService: null, billTo: address, shipTo: address, paymentMethod: 'COD' },
      });
      expect(order.statusCode, order.body).toBe(200);
      // A catalogue change committed after the order: once the second instance has heard of it, it
      // has heard of anything the order would have sent before.
      await t.database.db.execute(sql`update products set header = header || '!' where id = ${veeryaId}`);
      await expect.poll(veeryaHeader).not.toBe(veeryaBefore);

      expect(await shown()).toEqual({ detail: before.detail - 2, recent: before.recent - 2 });
      expect(builds()).toEqual([detailUrl, '/api/catalog/products/recent'].sort());
      const after = await fromOther(detailUrl, 'kesar-home');
      expect(after.headers.etag).not.toBe(etagBefore);
      const revalidated = await other.inject({
        url: detailUrl,
        headers: { 'x-customer-id': 'kesar-home', 'if-none-match': after.headers.etag as string },
      });
      expect(revalidated.statusCode).toBe(304);
      await t.database.db.execute(sql`update products set header = ${veeryaBefore} where id = ${veeryaId}`);
    } finally {
      await other.close();
      if (otherDatabase !== t.database) await otherDatabase.close();
    }
  });
});

describe('productType', () => {
  /** Read from the raw body: the contract's schemas accept either case and would hide the API's. */
  const typesIn = (body: string) => [...body.matchAll(/"productType":"([^"]*)"/g)].map((match) => match[1]);

  it("answers SPEC's CONFIGURABLE or SIMPLE in every reply that carries it, the cart and wishlist included", async () => {
    const configurable = seedProducts.find((product) => product.variants)!;
    const simple = seedProducts.find((product) => !product.variants && product.stock > 0)!;
    const [configurableId, simpleId] = [await productIdOf(configurable.sku), await productIdOf(simple.sku)];
    const shopper = await signedUpShopper(t);
    const asShopper = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: shopper.headers, ...(payload ? { payload } : {}) });
    const [root] = await tree();
    const bodies = [
      (await get(`/api/catalog/product/${configurableId}`)).body,
      (await get(`/api/catalog/product/${simpleId}`)).body,
      (await get(`/api/catalog/products/categoryId?categoryId=${root!.categoryId}&pageSize=48`)).body,
      (await get('/api/search/alldata?q=cooker')).body,
      (await get('/api/catalog/products/recent')).body,
      (await get('/api/catalog/product/section')).body,
      (await asShopper('POST', '/api/cart/v2', { productId: simpleId, quantity: 1 })).body,
      (await asShopper('POST', '/api/favourite', { productId: configurableId })).body,
    ];
    const types = bodies.flatMap(typesIn);
    expect(new Set(types)).toEqual(new Set(['CONFIGURABLE', 'SIMPLE']));
    for (const body of bodies) expect(typesIn(body).length, body.slice(0, 200)).toBeGreaterThan(0);
  });
});
