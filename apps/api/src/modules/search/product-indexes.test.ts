import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminProductReplySchema, type ProductInput } from '@vitrine/contract/admin-catalog';
import { searchReplySchema } from '@vitrine/contract/catalog';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { signedInStaff } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { indexesReady } from '../../testing/search-indexes.ts';

const SHOP = 'kesar-home';
const FRESH_WITHIN_MS = 1000;

let t: TestApp;
/** A second instance with its own connections (PGlite is one process: it shares the database). */
let other: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  t = await createTestApp({ SEARCH_INDEX_MIN_PRODUCTS: '0' });
  const database = process.env.DATABASE_URL ? await openDatabase(t.config.database) : t.database;
  other = { app: await buildApp(t.config, { database }), database };
  await other.app.ready();
  await indexesReady(t.app, [SHOP]);
  await indexesReady(other.app, [SHOP]);
  owner = await signedInStaff(t, kesarHome.owner.mobile, SHOP);
});
afterAll(async () => {
  await other.app.close();
  if (other.database !== t.database) await other.database.close();
  await t.close();
});

let asked = 0;
async function searchOn(app: TestApp['app'], term: string) {
  // A page size of its own each time: a URL the instance has no stored reply for (http-cache.ts).
  const pageSize = 48 - (asked++ % 24);
  const reply = await app.inject({
    url: `/api/search/alldata?q=${encodeURIComponent(term)}&pageSize=${pageSize}`,
    headers: { 'x-customer-id': SHOP },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return searchReplySchema.parse(reply.json()).data;
}

/**
 * How long until `found` holds of the other instance's search for `term`; unless told otherwise,
 * its index is ready before and after, so the index heard the change (not PostgreSQL answering).
 */
async function untilOtherFinds(term: string, found: (names: string[]) => boolean, fromIndex = true) {
  if (fromIndex) expect(other.app.productIndexes.isReady(SHOP)).toBe(true);
  const started = performance.now();
  for (;;) {
    const names = (await searchOn(other.app, term)).hits.map((hit) => hit.product.productName);
    if (found(names)) break;
    if (performance.now() - started > 5 * FRESH_WITHIN_MS) throw new Error(`not found: ${term}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (fromIndex) expect(other.app.productIndexes.isReady(SHOP)).toBe(true);
  return performance.now() - started;
}

const productWith = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ id: string; name: string; category_id: string }>(
      t.database.db,
      sql`select id, name, category_id from products where customer_id = ${SHOP} and ${where} limit 1`,
    )
  )[0]!;

describe('search in memory stays fresh', () => {
  it('tells the operator how many shops and products it holds', async () => {
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from products where is_visible`,
    );
    const body = (await t.app.inject({ url: '/metrics' })).body;
    expect(body).toMatch(/^search_index_shops 2$/m);
    expect(body).toContain(`\nsearch_index_products ${count}\n`);
  });

  it('finds a product the owner adds, at once here and within a second on another instance', async () => {
    const { category_id: categoryId } = await productWith(sql`is_visible`);
    const input: ProductInput = {
      name: 'Zarkonite Lantern',
      header: 'Hand-beaten',
      description: 'A lantern for the veranda.',
      brandName: 'Kesar',
      categoryId,
      sku: 'ZARK-1',
      sellPrice: 899,
      specialPrice: null,
      stock: 4,
      gstRate: 12,
      hsnCode: '9405',
    };
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/products',
      headers: owner.headers,
      payload: input,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const { productId } = adminProductReplySchema.parse(reply.json()).data.product;
    expect((await searchOn(t.app, 'zarkonite')).hits.map((hit) => hit.id)).toEqual([productId]);
    expect(await untilOtherFinds('zarkon', (names) => names.includes(input.name))).toBeLessThan(
      FRESH_WITHIN_MS,
    );
  });

  it('drops a product hidden in the database by hand, and puts a sold-out one after those in stock', async () => {
    const hidden = await productWith(sql`is_visible and name ilike '%cooker%'`);
    await t.database.db.execute(sql`update products set is_visible = false where id = ${hidden.id}`);
    expect(await untilOtherFinds('cooker', (names) => !names.includes(hidden.name))).toBeLessThan(
      FRESH_WITHIN_MS,
    );

    const before = await searchOn(other.app, 'cooker');
    const first = before.hits[0]!;
    expect(first.product.availableStock).toBeGreaterThan(0);
    await t.database.db.execute(sql`update products set available_stock = 0 where id = ${first.id}`);
    const elapsed = await untilOtherFinds('cooker', (names) => names[0] !== first.product.productName);
    expect(elapsed).toBeLessThan(FRESH_WITHIN_MS);
    const after = await searchOn(other.app, 'cooker');
    const soldOutAt = after.hits.findIndex((hit) => hit.id === first.id);
    const cookersInStock = after.hits.filter(
      (hit) => /cooker/i.test(hit.product.productName) && hit.product.availableStock > 0,
    );
    expect(soldOutAt).toBeGreaterThanOrEqual(cookersInStock.length);
  });

  it('counts under a category by its new name once it is renamed', async () => {
    const { category_id: categoryId } = await productWith(sql`is_visible and name ilike '%cooker%'`);
    await t.database.db.execute(
      sql`update categories set name = 'Pressure Vessels' where id = ${categoryId}`,
    );
    const started = performance.now();
    for (;;) {
      const { aggregations } = await searchOn(other.app, 'cooker');
      if (
        aggregations.category.some((facet) => facet.key === categoryId && facet.label === 'Pressure Vessels')
      )
        break;
      if (performance.now() - started > 5 * FRESH_WITHIN_MS) throw new Error('the old name stayed');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(performance.now() - started).toBeLessThan(FRESH_WITHIN_MS);
    expect(other.app.productIndexes.isReady(SHOP)).toBe(true);
  });

  it('finds a change to every product of the shop, while its index is built anew and after', async () => {
    await t.database.db.execute(
      sql`update products set description = description || ' Quillowbrook.' where customer_id = ${SHOP} and is_visible`,
    );
    const [{ count } = { count: 0 }] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from products where customer_id = ${SHOP} and is_visible`,
    );
    expect(await untilOtherFinds('quillowbrook', (names) => names.length > 0, false)).toBeLessThan(
      FRESH_WITHIN_MS,
    );
    expect((await searchOn(other.app, 'quillowbrook')).total).toBe(count);
    await indexesReady(other.app, [SHOP]);
    expect((await searchOn(other.app, 'quillowbrook')).total).toBe(count);
  });
});
