import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  adminCategoriesReplySchema,
  adminProductReplySchema,
  adminProductsReplySchema,
  type AdminCategory,
  type ProductInput,
} from '@vitrine/contract/admin-catalog';
import { productDetailReplySchema, searchReplySchema } from '@vitrine/contract/catalog';
import { queryRows } from '../../db/client.ts';
import { consoleProductFilter } from './catalog-admin.service.ts';
import { products } from './catalog.tables.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let shopper: Shopper;
let otherOwner: Shopper;
const guest = { headers: { 'x-customer-id': 'kesar-home' } };
beforeAll(async () => {
  t = await createTestApp();
  const signIn = (mobile: string, customerId: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  owner = await signIn(kesarHome.owner.mobile, 'kesar-home');
  staff = await signIn(kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
  shopper = await signedUpShopper(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (who: { headers: Record<string, string> }, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const tree = async (who = owner) =>
  adminCategoriesReplySchema.parse((await call(who, 'GET', '/api/admin/catalog/categories')).json()).data
    .categories;
const flat = (nodes: AdminCategory[]): AdminCategory[] =>
  nodes.flatMap((node) => [node, ...flat(node.children)]);
const find = async (name: string, who = owner) => flat(await tree(who)).find((node) => node.name === name)!;

async function newCategory(name: string, parentId: string | null = null) {
  const reply = await call(owner, 'POST', '/api/admin/catalog/categories', { name, parentId });
  expect(reply.statusCode, reply.body).toBe(201);
  return (await find(name)).categoryId;
}

const simple = (categoryId: string, overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: 'Brass Diya Stand',
  header: 'Hand-polished, 6 inch',
  description: 'A small brass stand for one diya.',
  brandName: 'Kesar',
  categoryId,
  sku: `DIYA-${randomUUID().slice(0, 8)}`,
  sellPrice: 499,
  specialPrice: 449,
  stock: 12,
  gstRate: 12,
  hsnCode: '7418',
  ...overrides,
});

async function created(input: ProductInput) {
  const reply = await call(owner, 'POST', '/api/admin/catalog/products', input);
  expect(reply.statusCode, reply.body).toBe(201);
  return adminProductReplySchema.parse(reply.json()).data.product;
}

async function productCount() {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from products where customer_id = 'kesar-home'`,
  );
  return row!.n;
}

describe('who may use the catalogue routes', () => {
  const routes: Array<[Method, string, object?]> = [
    ['GET', '/api/admin/catalog/categories'],
    ['POST', '/api/admin/catalog/categories', { name: 'Nope' }],
    ['PATCH', `/api/admin/catalog/categories/${randomUUID()}`, { name: 'Nope' }],
    ['POST', `/api/admin/catalog/categories/${randomUUID()}/move`, { direction: 'up' }],
    ['DELETE', `/api/admin/catalog/categories/${randomUUID()}`],
    ['GET', '/api/admin/catalog/products'],
    ['POST', '/api/admin/catalog/products', simple(randomUUID())],
    ['GET', `/api/admin/catalog/products/${randomUUID()}`],
    ['PUT', `/api/admin/catalog/products/${randomUUID()}`, simple(randomUUID())],
    ['PUT', `/api/admin/catalog/products/${randomUUID()}/stock`, { stock: 1 }],
  ];

  it('refuses the shop’s staff (403), shoppers (403) and guests (401)', async () => {
    for (const [method, url, payload] of routes) {
      for (const [who, status] of [
        [staff, 403],
        [shopper, 403],
        [guest, 401],
      ] as const) {
        const reply = await call(who, method, url, payload);
        expect(reply.statusCode, `${method} ${url}`).toBe(status);
        expect(errorOf(reply).code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      }
    }
  });
});

describe('the category tree', () => {
  it('adds roots and subcategories last among their siblings, with product counts', async () => {
    const rootsBefore = (await tree()).length;
    const festive = await newCategory('Festive Decor');
    await newCategory('Diyas', festive);
    await newCategory('Rangoli', festive);
    const roots = await tree();
    expect(roots).toHaveLength(rootsBefore + 1);
    expect(roots.at(-1)).toMatchObject({ name: 'Festive Decor', productCount: 0 });
    expect(roots.at(-1)!.children.map((child) => child.name)).toEqual(['Diyas', 'Rangoli']);
    const seeded = roots[0]!;
    expect(flat([seeded]).reduce((sum, node) => sum + node.productCount, 0)).toBeGreaterThan(0);
  });

  it('renames, sets an image and reorders with up and down', async () => {
    const rangoli = (await find('Rangoli')).categoryId;
    const renamed = await call(owner, 'PATCH', `/api/admin/catalog/categories/${rangoli}`, {
      name: 'Rangoli Colours',
      image: '/media/kesar-home/rangoli.svg',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await find('Rangoli Colours')).toMatchObject({ categoryImage: '/media/kesar-home/rangoli.svg' });
    const up = await call(owner, 'POST', `/api/admin/catalog/categories/${rangoli}/move`, {
      direction: 'up',
    });
    expect(up.statusCode).toBe(200);
    expect((await find('Festive Decor')).children.map((child) => child.name)).toEqual([
      'Rangoli Colours',
      'Diyas',
    ]);
    // Already first: nothing moves.
    await call(owner, 'POST', `/api/admin/catalog/categories/${rangoli}/move`, { direction: 'up' });
    expect((await find('Festive Decor')).children.map((child) => child.index)).toEqual([0, 1]);
  });

  it('moves a category under another, and never under itself or its own subcategory', async () => {
    const festive = (await find('Festive Decor')).categoryId;
    const diyas = (await find('Diyas')).categoryId;
    for (const parentId of [festive, diyas]) {
      const refused = await call(owner, 'PATCH', `/api/admin/catalog/categories/${festive}`, { parentId });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).code).toBe('CATEGORY_MOVE_INVALID');
    }
    const rangoli = (await find('Rangoli Colours')).categoryId;
    const moved = await call(owner, 'PATCH', `/api/admin/catalog/categories/${rangoli}`, { parentId: diyas });
    expect(moved.statusCode).toBe(200);
    expect((await find('Diyas')).children.map((child) => child.name)).toEqual(['Rangoli Colours']);
    await call(owner, 'PATCH', `/api/admin/catalog/categories/${rangoli}`, { parentId: null });
    expect((await tree()).at(-1)!.name).toBe('Rangoli Colours');
  });

  it('deletes only an empty category, saying why not otherwise', async () => {
    const festive = (await find('Festive Decor')).categoryId;
    const withChild = await call(owner, 'DELETE', `/api/admin/catalog/categories/${festive}`);
    expect(withChild.statusCode).toBe(409);
    expect(errorOf(withChild)).toMatchObject({
      code: 'CATEGORY_NOT_EMPTY',
      message: 'This category still has subcategories: move or delete them first.',
    });
    const seededLeaf = flat(await tree()).find(
      (node) => node.children.length === 0 && node.productCount > 0,
    )!;
    const withProducts = await call(
      owner,
      'DELETE',
      `/api/admin/catalog/categories/${seededLeaf.categoryId}`,
    );
    expect(errorOf(withProducts).message).toBe(
      'This category still has products: move or delete them first.',
    );
    const rangoli = (await find('Rangoli Colours')).categoryId;
    expect((await call(owner, 'DELETE', `/api/admin/catalog/categories/${rangoli}`)).statusCode).toBe(200);
    expect(await find('Rangoli Colours')).toBeUndefined();
  });

  it('refuses bad input with the error envelope', async () => {
    const festive = (await find('Festive Decor')).categoryId;
    for (const body of [
      { name: '' },
      { name: '<img src=x onerror=alert(1)>' },
      { name: 'x'.repeat(500) },
      { name: 'Fine', image: 'javascript:alert(1)' },
      { name: 'Fine', parentId: 42 },
    ]) {
      const reply = await call(owner, 'POST', '/api/admin/catalog/categories', body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(reply).code).toBe('VALIDATION_FAILED');
    }
    const move = await call(owner, 'POST', `/api/admin/catalog/categories/${festive}/move`, {
      direction: 'left',
    });
    expect(move.statusCode).toBe(400);
    const nothing = await call(owner, 'PATCH', `/api/admin/catalog/categories/${festive}`, {});
    expect(nothing.statusCode).toBe(400);
  });

  it('keeps each shop’s tree its own: another shop’s ids are not found and nothing changes', async () => {
    const festive = await find('Festive Decor');
    const theirs = flat(await tree(otherOwner));
    expect(theirs.map((node) => node.categoryId)).not.toContain(festive.categoryId);
    const attempts: Array<[Method, string, object?]> = [
      ['PATCH', `/api/admin/catalog/categories/${festive.categoryId}`, { name: 'Taken over' }],
      ['POST', `/api/admin/catalog/categories/${festive.categoryId}/move`, { direction: 'up' }],
      ['DELETE', `/api/admin/catalog/categories/${festive.children[0]!.categoryId}`],
      ['POST', '/api/admin/catalog/categories', { name: 'Child', parentId: festive.categoryId }],
      ['PATCH', `/api/admin/catalog/categories/${theirs[0]!.categoryId}`, { parentId: festive.categoryId }],
    ];
    for (const [method, url, payload] of attempts) {
      const reply = await call(otherOwner, method, url, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(reply).code).toBe('CATEGORY_NOT_FOUND');
    }
    expect(await find('Festive Decor')).toEqual(festive);
    expect(flat(await tree(otherOwner))).toEqual(theirs);
  });
});

describe('products', () => {
  it('refuses a save made from a copy someone else has saved since, and keeps theirs', async () => {
    const product = await created(simple(await newCategory(`Conflicts ${randomUUID().slice(0, 6)}`)));
    const read = async () =>
      adminProductReplySchema.parse(
        (await call(owner, 'GET', `/api/admin/catalog/products/${product.productId}`)).json(),
      ).data.product;
    const opened = await read();
    // Newest first, as quick add reads the shop's usual GST rate.
    const newest = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?sort=newest&pageSize=1')).json(),
    ).data.result;
    expect(newest.map((row) => row.productId)).toEqual([product.productId]);
    const save = (body: object) =>
      call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}`, body);
    // Two people opened the product; the first saves.
    expect((await save({ ...opened, name: 'Brass Diya Stand, Large' })).statusCode).toBe(200);
    const second = await save({ ...opened, name: 'Brass Diya Stand, Small' });
    expect([second.statusCode, errorOf(second).code]).toEqual([409, 'EDIT_CONFLICT']);
    expect(errorOf(second).message).toMatch(/^Someone else saved this product after you opened it/);
    expect((await read()).name).toBe('Brass Diya Stand, Large');
    // Opened again, it saves; a client that sends no version (an app) saves as before.
    expect((await save({ ...(await read()), name: 'Brass Diya Stand, Small' })).statusCode).toBe(200);
    const { editVersion: _version, ...unversioned } = await read();
    expect((await save({ ...unversioned, name: 'Brass Diya Stand' })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ name: 'Brass Diya Stand', editVersion: opened.editVersion + 3 });
  });

  it("searches the console's products by name, SKU or brand through their trigram index", async () => {
    const found = async (q: string) =>
      adminProductsReplySchema
        .parse((await call(owner, 'GET', `/api/admin/catalog/products?q=${q}`)).json())
        .data.result.map((row) => row.name);
    const [anyProduct] = await found('');
    expect(anyProduct).toBeDefined();
    expect(await found(encodeURIComponent(anyProduct!.slice(1, 6).toUpperCase()))).toContain(anyProduct);
    expect(await found('no-such-thing-anywhere')).toEqual([]);
    expect(await found('%25')).toEqual([]);

    // The test shop holds too few products for the planner to prefer the trigram index to the shop's
    // own: without those (dropped in a transaction that is rolled back) it must still find the
    // expression's index rather than read the table.
    let plan = '';
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const name of [
          'products_customer_created_idx',
          'products_customer_sku_idx',
          'products_customer_category_price_idx',
        ])
          await tx.execute(sql`drop index ${sql.identifier(name)}`);
        const rows = await queryRows<Record<string, string>>(
          tx,
          sql`explain select ${products.id} from ${products} where ${consoleProductFilter('kesar-home', 'brass')}`,
        );
        plan = rows.map((row) => Object.values(row)[0]).join('\n');
        tx.rollback();
      })
      .catch(() => undefined);
    expect(plan).toContain('products_console_lookup_idx');
  });

  it('creates a simple product that shoppers see and find at once, words and all', async () => {
    const categoryId = await newCategory('Pooja Essentials');
    // The storefront has built (and cached) its answers before the write.
    const before = await call(guest, 'GET', '/api/search/alldata?q=diya');
    expect(before.statusCode).toBe(200);
    const product = await created(simple(categoryId, { name: 'Zephyrine Brass Diya Stand' }));
    expect(product).toMatchObject({
      sellPrice: 499,
      specialPrice: 449,
      stock: 12,
      gstRate: 12,
      hsnCode: '7418',
    });

    const detail = await call(guest, 'GET', `/api/catalog/product/${product.productId}`);
    expect(productDetailReplySchema.parse(detail.json()).data.product).toMatchObject({
      productName: 'Zephyrine Brass Diya Stand',
      price: { sellPrice: 499 },
      specialPrice: 449,
      categoryNames: ['Pooja Essentials'],
    });
    const search = searchReplySchema.parse(
      (await call(guest, 'GET', '/api/search/alldata?q=diya')).json(),
    ).data;
    expect(search.hits.map((hit) => hit.id)).toContain(product.productId);
    // The new word is in search's spelling dictionary: a misspelling finds it.
    const words = await queryRows<{ word: string }>(
      t.database.db,
      sql`select word from catalog_words where customer_id = 'kesar-home' and word = 'zephyrine'`,
    );
    expect(words).toHaveLength(1);
    const misspelt = searchReplySchema.parse(
      (await call(guest, 'GET', '/api/search/alldata?q=zephyrene')).json(),
    );
    expect(misspelt.data.hits.map((hit) => hit.id)).toContain(product.productId);
  });

  it('creates a product with options whose price and stock come from its variants', async () => {
    const categoryId = (await find('Pooja Essentials')).categoryId;
    const product = await created(
      simple(categoryId, {
        name: 'Cotton Aarti Cloth',
        sku: 'AARTI-CLOTH',
        sellPrice: undefined,
        specialPrice: null,
        stock: undefined,
        options: ['Size', 'Colour'],
        variants: [
          { sku: 'AARTI-S-RED', values: ['Small', 'Red'], sellPrice: 199, specialPrice: 179, stock: 4 },
          { sku: 'AARTI-L-RED', values: ['Large', 'Red'], sellPrice: 149, stock: 6 },
        ],
      }),
    );
    expect(product).toMatchObject({
      sellPrice: 149,
      specialPrice: null,
      stock: 10,
      options: ['Size', 'Colour'],
    });
    const detail = productDetailReplySchema.parse(
      (await call(guest, 'GET', `/api/catalog/product/${product.productId}`)).json(),
    ).data;
    expect(detail.product.productType).toBe('CONFIGURABLE');
    expect(detail.variationsGrouping).toEqual([
      { key: 'Size', values: ['Small', 'Large'] },
      { key: 'Colour', values: ['Red'] },
    ]);
    expect(detail.product.variants.map((variant) => variant.variantName)).toEqual([
      'Small / Red',
      'Large / Red',
    ]);
  });

  it('edits a product and its variants: kept ones change, new ones come, missing ones go', async () => {
    const { data: page } = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?q=aarti-cloth')).json(),
    );
    expect(page.result).toHaveLength(1);
    const product = adminProductReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/catalog/products/${page.result[0]!.productId}`)).json(),
    ).data.product;
    const [small] = product.variants;
    const reply = await call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}`, {
      ...product,
      name: 'Cotton Aarti Cloth, Hand-Woven',
      variants: [
        { ...small, sellPrice: 99, specialPrice: null, stock: 2 },
        { sku: 'AARTI-S-GOLD', values: ['Small', 'Gold'], sellPrice: 129, specialPrice: null, stock: 3 },
      ],
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const saved = adminProductReplySchema.parse(reply.json()).data.product;
    expect(saved.variants.map((variant) => [variant.sku, variant.sellPrice, variant.stock])).toEqual([
      ['AARTI-S-RED', 99, 2],
      ['AARTI-S-GOLD', 129, 3],
    ]);
    expect(saved.variants[0]!.variantId).toBe(small!.variantId);
    expect(saved).toMatchObject({ sellPrice: 99, specialPrice: null, stock: 5 });
    const shown = productDetailReplySchema.parse(
      (await call(guest, 'GET', `/api/catalog/product/${product.productId}`)).json(),
    ).data.product;
    expect(shown.productName).toBe('Cotton Aarti Cloth, Hand-Woven');
    expect(shown.variants).toHaveLength(2);
  });

  it('hides a product from shoppers and lists it for the owner', async () => {
    const { data: page } = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?q=Zephyrine')).json(),
    );
    const product = adminProductReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/catalog/products/${page.result[0]!.productId}`)).json(),
    ).data.product;
    await call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}`, {
      ...product,
      isVisible: false,
    });
    expect((await call(guest, 'GET', `/api/catalog/product/${product.productId}`)).statusCode).toBe(404);
    const listed = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?q=Zephyrine')).json(),
    ).data.result;
    expect(listed).toMatchObject([{ isVisible: false, categoryName: 'Pooja Essentials' }]);
  });

  it('pages the list', async () => {
    const first = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?pageSize=5')).json(),
    ).data;
    const second = adminProductsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/catalog/products?pageSize=5&page=2')).json(),
    ).data;
    expect(first.total).toBe(await productCount());
    expect(first.result).toHaveLength(5);
    expect(second.result.map((row) => row.productId)).not.toContain(first.result[0]!.productId);
  });

  it('refuses a SKU the shop already uses, on a product or on a variant', async () => {
    const categoryId = (await find('Pooja Essentials')).categoryId;
    const seededSku = kesarHome.catalog.products[0]!.sku;
    const count = await productCount();
    for (const input of [
      simple(categoryId, { sku: seededSku }),
      simple(categoryId, { sku: 'AARTI-S-GOLD' }),
      simple(categoryId, {
        options: ['Size'],
        variants: [{ sku: seededSku, values: ['One'], sellPrice: 10, stock: 1 }],
      }),
    ]) {
      const reply = await call(owner, 'POST', '/api/admin/catalog/products', input);
      expect(reply.statusCode).toBe(409);
      expect(errorOf(reply).code).toBe('SKU_TAKEN');
    }
    expect(await productCount()).toBe(count);
  });

  it('refuses bad products field by field, writing nothing', async () => {
    const categoryId = (await find('Pooja Essentials')).categoryId;
    const count = await productCount();
    const cases: Array<[Partial<ProductInput>, string]> = [
      [{ hsnCode: '12345' }, 'hsnCode'],
      [{ gstRate: 7 }, 'gstRate'],
      [{ name: '<script>alert(1)</script>' }, 'name'],
      [{ description: 'x'.repeat(6000) }, 'description'],
      [{ sellPrice: -1 }, 'sellPrice'],
      [{ sellPrice: 10.123 }, 'sellPrice'],
      [{ specialPrice: 600 }, 'specialPrice'],
      [{ sku: 'has spaces' }, 'sku'],
      [{ stock: 1.5 }, 'stock'],
      [{ stock: undefined }, 'stock'],
      [{ weightGrams: -5 }, 'weightGrams'],
      [{ weightGrams: 12.5 }, 'weightGrams'],
      [{ weightGrams: 2_000_000 }, 'weightGrams'],
      [
        {
          options: ['Size'],
          variants: [{ sku: 'V-1', values: ['S'], sellPrice: 1, stock: 1, weightGrams: -1 }],
        },
        'variants.0.weightGrams',
      ],
      [{ options: ['Size'], variants: [] }, 'variants'],
      [
        { options: ['Size', 'Colour'], variants: [{ sku: 'V-1', values: ['S'], sellPrice: 1, stock: 1 }] },
        'variants.0.values',
      ],
      [
        {
          options: ['Size'],
          variants: [
            { sku: 'V-1', values: ['S'], sellPrice: 1, stock: 1 },
            { sku: 'V-2', values: ['s'], sellPrice: 1, stock: 1 },
          ],
        },
        'variants.1.values',
      ],
    ];
    for (const [overrides, path] of cases) {
      const reply = await call(owner, 'POST', '/api/admin/catalog/products', simple(categoryId, overrides));
      expect(reply.statusCode, path).toBe(400);
      expect(errorOf(reply).fields?.map((field) => field.path)).toContain(`body.${path}`);
    }
    const tooMany = await call(
      owner,
      'POST',
      '/api/admin/catalog/products',
      simple(categoryId, {
        options: ['Size'],
        variants: Array.from({ length: 500 }, (_, i) => ({
          sku: `V-${i}`,
          values: [`${i}`],
          sellPrice: 1,
          stock: 1,
        })),
      }),
    );
    expect(tooMany.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/products',
      headers: { ...owner.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(simple(categoryId, { description: 'x'.repeat(3_000_000) })),
    });
    expect(huge.statusCode).toBe(413);
    expect(await productCount()).toBe(count);
  });

  it('keeps a weight in grams for the product and for each variant, optional and changeable', async () => {
    const categoryId = (await find('Pooja Essentials')).categoryId;
    const product = await created(
      simple(categoryId, {
        name: 'Brass Kalash',
        sellPrice: undefined,
        specialPrice: null,
        stock: undefined,
        weightGrams: 900,
        options: ['Size'],
        variants: [
          {
            sku: `KALASH-S-${randomUUID().slice(0, 6)}`,
            values: ['Small'],
            sellPrice: 599,
            stock: 2,
            weightGrams: 650,
          },
          { sku: `KALASH-L-${randomUUID().slice(0, 6)}`, values: ['Large'], sellPrice: 899, stock: 2 },
        ],
      }),
    );
    expect(product.weightGrams).toBe(900);
    expect(product.variants.map((variant) => variant.weightGrams)).toEqual([650, null]);
    const reply = await call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}`, {
      ...product,
      weightGrams: null,
      variants: product.variants.map((variant) => ({ ...variant, weightGrams: 0 })),
    });
    const saved = adminProductReplySchema.parse(reply.json()).data.product;
    expect(saved.weightGrams).toBeNull();
    expect(saved.variants.map((variant) => variant.weightGrams)).toEqual([0, 0]);
    const plain = await created(simple(categoryId, { name: 'Brass Bell' }));
    expect(plain.weightGrams).toBeNull();
  });

  it('sets stock for a product or for each of its variants', async () => {
    const [simpleRow, configurable] = await Promise.all(
      ['Zephyrine', 'aarti'].map(
        async (q) =>
          adminProductsReplySchema.parse(
            (await call(owner, 'GET', `/api/admin/catalog/products?q=${q}`)).json(),
          ).data.result[0]!,
      ),
    );
    const own = await call(owner, 'PUT', `/api/admin/catalog/products/${simpleRow!.productId}/stock`, {
      stock: 40,
    });
    expect(adminProductReplySchema.parse(own.json()).data.product.stock).toBe(40);
    const product = adminProductReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/catalog/products/${configurable!.productId}`)).json(),
    ).data.product;
    const wrongShape = await call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}/stock`, {
      stock: 3,
    });
    expect(wrongShape.statusCode).toBe(400);
    const variants = await call(owner, 'PUT', `/api/admin/catalog/products/${product.productId}/stock`, {
      variants: product.variants.map((variant) => ({ variantId: variant.variantId, stock: 7 })),
    });
    expect(adminProductReplySchema.parse(variants.json()).data.product.stock).toBe(14);
    const detail = productDetailReplySchema.parse(
      (await call(guest, 'GET', `/api/catalog/product/${product.productId}`)).json(),
    ).data.product;
    expect(detail.variants.map((variant) => variant.availableStock)).toEqual([7, 7]);
  });

  it('keeps each shop’s products its own: another shop’s ids are not found and nothing changes', async () => {
    const product = adminProductReplySchema.parse(
      (
        await call(
          owner,
          'GET',
          `/api/admin/catalog/products/${adminProductsReplySchema.parse((await call(owner, 'GET', '/api/admin/catalog/products?q=aarti')).json()).data.result[0]!.productId}`,
        )
      ).json(),
    ).data.product;
    const theirCategory = flat(await tree(otherOwner))[0]!.categoryId;
    const attempts: Array<[Method, string, object?]> = [
      ['GET', `/api/admin/catalog/products/${product.productId}`],
      [
        'PUT',
        `/api/admin/catalog/products/${product.productId}`,
        { ...product, categoryId: theirCategory, name: 'Mine' },
      ],
      ['PUT', `/api/admin/catalog/products/${product.productId}/stock`, { variants: [] }],
    ];
    for (const [method, url, payload] of attempts) {
      const reply = await call(otherOwner, method, url, payload);
      expect(reply.statusCode, `${method} ${url}`).toBe(404);
    }
    // Their own product may not be filed in, or take a variant from, this shop.
    const { data: theirs } = adminProductsReplySchema.parse(
      (await call(otherOwner, 'GET', '/api/admin/catalog/products?pageSize=1')).json(),
    );
    const theirProduct = adminProductReplySchema.parse(
      (await call(otherOwner, 'GET', `/api/admin/catalog/products/${theirs.result[0]!.productId}`)).json(),
    ).data.product;
    const intoOurs = await call(otherOwner, 'PUT', `/api/admin/catalog/products/${theirProduct.productId}`, {
      ...theirProduct,
      categoryId: product.categoryId,
    });
    expect(errorOf(intoOurs).code).toBe('CATEGORY_NOT_FOUND');
    const ourVariant = await call(
      otherOwner,
      'PUT',
      `/api/admin/catalog/products/${theirProduct.productId}`,
      {
        ...theirProduct,
        options: ['Size'],
        variants: [{ ...product.variants[0]!, values: ['One'] }],
      },
    );
    expect(errorOf(ourVariant).code).toBe('VARIANT_NOT_FOUND');
    const after = adminProductReplySchema.parse(
      (await call(owner, 'GET', `/api/admin/catalog/products/${product.productId}`)).json(),
    ).data.product;
    expect(after).toEqual(product);
    expect(
      adminProductsReplySchema.parse(
        (await call(otherOwner, 'GET', '/api/admin/catalog/products?q=aarti')).json(),
      ).data.total,
    ).toBe(0);
  });
});
