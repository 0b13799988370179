import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartDeleteReplySchema, cartReplySchema, type Cart } from '@vitrine/contract/cart';
import { buildApp } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { errorOf } from '../../testing/error-of.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const products = kesarHome.catalog.products;
const maxOf = (product: (typeof products)[number]) => product.maxQuantity ?? 10;
const inPlenty = products.find((p) => !p.variants && p.stock > maxOf(p) && maxOf(p) === 10)!;
const another = products.find((p) => !p.variants && p.stock > 3 && p !== inPlenty)!;
const scarce = products.find((p) => !p.variants && p.stock > 0 && p.stock < maxOf(p))!;
const soldOut = products.find((p) => !p.variants && p.stock === 0)!;
const configurable = products.find((p) => p.variants && p.variants.filter((v) => v.stock > 1).length >= 2)!;
const unitOf = (item: { price: number; specialPrice?: number }) => item.specialPrice ?? item.price;

async function idOf(sku: string, customerId = 'kesar-home') {
  const [row] = await queryRows<{ id: string; product_id: string | null }>(
    t.database.db,
    sql`select id, null as product_id from products where customer_id = ${customerId} and sku = ${sku}
        union all
        select id, product_id from product_variants where customer_id = ${customerId} and sku = ${sku}`,
  );
  return row!.id;
}

const getCart = async (shopper: Shopper, app = t.app) =>
  cartReplySchema.parse((await app.inject({ url: '/api/cart/v2', headers: shopper.headers })).json()).data
    .data;
const setLine = (shopper: Shopper, payload: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/cart/v2', headers: shopper.headers, payload });
async function setLineOk(shopper: Shopper, payload: object, app = t.app): Promise<Cart> {
  const reply = await setLine(shopper, payload, app);
  expect(reply.statusCode, reply.body).toBe(200);
  return cartReplySchema.parse(reply.json()).data.data;
}

describe('the cart', () => {
  it('is for signed-in shoppers only', async () => {
    const guest = { 'x-customer-id': 'kesar-home' };
    expect((await t.app.inject({ url: '/api/cart/v2', headers: guest })).statusCode).toBe(401);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/v2',
      headers: guest,
      payload: { productId: 'x', quantity: 1 },
    });
    expect(add.statusCode).toBe(401);
  });

  it('starts empty, then holds a line priced by the server with the GST inside it', async () => {
    const shopper = await signedUpShopper(t);
    expect(await getCart(shopper)).toEqual({ cartId: null, userId: shopper.userId, total: 0, items: [] });

    const cart = await setLineOk(shopper, {
      productId: await idOf(inPlenty.sku),
      quantity: 2,
      description: 'gift',
    });
    expect(cart.cartId).toEqual(expect.any(String));
    const [line] = cart.items;
    const total = unitOf(inPlenty) * 2;
    expect(line).toMatchObject({
      productSKU: inPlenty.sku,
      productType: 'SIMPLE',
      productVariantId: null,
      quantity: 2,
      description: 'gift',
      price: unitOf(inPlenty),
      sellPrice: inPlenty.price,
      total,
      maxQuantity: 10,
      availability: { isAvailable: true, availableStock: inPlenty.stock },
    });
    const taxPaise = Math.round((total * 100 * inPlenty.gstRate) / (100 + inPlenty.gstRate));
    expect(Math.round((line!.gst.cgst! + line!.gst.sgst!) * 100)).toBe(taxPaise);
    expect(line!.gst).toMatchObject({ rate: inPlenty.gstRate, igst: 0 });
    expect(cart.total).toBe(total);
  });

  it('sets a line’s quantity rather than adding a second line, and removes it at 0 or below', async () => {
    const shopper = await signedUpShopper(t);
    const productId = await idOf(inPlenty.sku);
    await setLineOk(shopper, { productId, quantity: 1 });
    const cart = await setLineOk(shopper, { productId, quantity: 4 });
    expect(cart.items.map((item) => item.quantity)).toEqual([4]);
    for (const quantity of [0, -3]) {
      await setLineOk(shopper, { productId, quantity: 2 });
      expect((await setLineOk(shopper, { productId, quantity })).items).toEqual([]);
    }
  });

  it('needs a variant of the product itself for a configurable product', async () => {
    const shopper = await signedUpShopper(t);
    const productId = await idOf(configurable.sku);
    const noVariant = await setLine(shopper, { productId, quantity: 1 });
    expect(noVariant.statusCode).toBe(400);
    expect(errorOf(noVariant).code).toBe('VARIANT_REQUIRED');
    const othersVariant = await setLine(shopper, {
      productId,
      productVariantId: await idOf(products.find((p) => p.variants && p !== configurable)!.variants![0]!.sku),
      quantity: 1,
    });
    expect(othersVariant.statusCode).toBe(404);

    const [first, second] = configurable.variants!.filter((v) => v.stock > 1);
    await setLineOk(shopper, { productId, productVariantId: await idOf(first!.sku), quantity: 1 });
    const cart = await setLineOk(shopper, {
      productId,
      productVariantId: await idOf(second!.sku),
      quantity: 2,
    });
    expect(cart.items.map((item) => [item.variantSKU, item.quantity, item.price])).toEqual([
      [first!.sku, 1, unitOf(first!)],
      [second!.sku, 2, unitOf(second!)],
    ]);
    expect(cart.items[1]!.variations).toEqual(
      Object.entries(second!.options).map(([key, value]) => ({ key, value })),
    );
  });

  it('refuses bad quantities, client prices, stock it does not have and products it does not sell, changing nothing', async () => {
    const shopper = await signedUpShopper(t);
    const productId = await idOf(inPlenty.sku);
    const before = await setLineOk(shopper, { productId, quantity: 1 });
    const hidden = products.find((p) => !p.variants && p.stock > 0 && p !== inPlenty)!;
    const hiddenId = await idOf(hidden.sku);
    await t.database.db.execute(sql`update products set is_visible = false where id = ${hiddenId}`);
    const refusals: Array<[object, number, string]> = [
      [{ productId, quantity: 11 }, 400, 'QUANTITY_ABOVE_LIMIT'],
      [{ productId, quantity: 2.5 }, 400, 'VALIDATION_FAILED'],
      [{ productId, quantity: '3' }, 400, 'VALIDATION_FAILED'],
      [{ productId, quantity: 1, price: -500 }, 400, 'VALIDATION_FAILED'],
      [{ productId: await idOf(scarce.sku), quantity: scarce.stock + 1 }, 409, 'OUT_OF_STOCK'],
      [{ productId: await idOf(soldOut.sku), quantity: 1 }, 409, 'OUT_OF_STOCK'],
      [
        { productId: await idOf(veeryaFlowtech.catalog.products[0]!.sku, 'veerya-flowtech'), quantity: 1 },
        404,
        'PRODUCT_NOT_FOUND',
      ],
      [{ productId: hiddenId, quantity: 1 }, 404, 'PRODUCT_NOT_FOUND'],
      [{ productId: "1' or '1'='1", quantity: 1 }, 404, 'PRODUCT_NOT_FOUND'],
      [
        { productId, productVariantId: await idOf(configurable.variants![0]!.sku), quantity: 1 },
        404,
        'VARIANT_NOT_FOUND',
      ],
    ];
    try {
      for (const [payload, status, code] of refusals) {
        const reply = await setLine(shopper, payload);
        expect([reply.statusCode, errorOf(reply).code], JSON.stringify(payload)).toEqual([status, code]);
        expect(errorOf(reply).message.length).toBeGreaterThan(0);
      }
    } finally {
      await t.database.db.execute(sql`update products set is_visible = true where id = ${hiddenId}`);
    }
    expect(await getCart(shopper)).toEqual(before);
  });

  it('deletes a line, answering the cart under data.data.cart', async () => {
    const shopper = await signedUpShopper(t);
    const keep = await idOf(another.sku);
    await setLineOk(shopper, { productId: keep, quantity: 1 });
    await setLineOk(shopper, { productId: await idOf(inPlenty.sku), quantity: 1 });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/cart/v2/delete',
      headers: shopper.headers,
      payload: { productId: await idOf(inPlenty.sku), productVariantId: null },
    });
    const { cart } = cartDeleteReplySchema.parse(reply.json()).data.data;
    expect(cart.items.map((item) => item.productId)).toEqual([keep]);
  });

  it('keeps every line when many are added at once', async () => {
    const shopper = await signedUpShopper(t);
    const many = products.filter((p) => !p.variants && p.stock >= 1).slice(0, 8);
    const ids = await Promise.all(many.map((p) => idOf(p.sku)));
    const replies = await Promise.all(ids.map((productId) => setLine(shopper, { productId, quantity: 1 })));
    expect(replies.map((reply) => reply.statusCode)).toEqual(ids.map(() => 200));
    expect((await getCart(shopper)).items.map((item) => item.productId).sort()).toEqual([...ids].sort());
  });

  it('answers each of many shoppers, of two shops, changing lines at the same moment', async () => {
    const [asha, ravi, kiran] = [
      await signedUpShopper(t),
      await signedUpShopper(t),
      await signedUpShopper(t, 'veerya-flowtech'),
    ];
    const pump = veeryaFlowtech.catalog.products.find((p) => !p.variants && p.stock > 2)!;
    const [plentyId, anotherId, soldOutId, pumpId] = await Promise.all([
      idOf(inPlenty.sku),
      idOf(another.sku),
      idOf(soldOut.sku),
      idOf(pump.sku, 'veerya-flowtech'),
    ]);
    for (const shopper of [asha, ravi]) await setLineOk(shopper, { productId: anotherId, quantity: 1 });
    await setLineOk(kiran, { productId: pumpId, quantity: 1 });

    const replies = await Promise.all([
      setLine(asha, { productId: plentyId, quantity: 2 }),
      setLine(asha, { productId: plentyId, quantity: 5 }),
      setLine(ravi, { productId: plentyId, quantity: 3 }),
      setLine(ravi, { productId: soldOutId, quantity: 1 }),
      setLine(kiran, { productId: pumpId, quantity: 2 }),
      setLine(kiran, { productId: plentyId, quantity: 1 }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 409, 200, 404]);
    const lines = (reply: (typeof replies)[number]) =>
      cartReplySchema.parse(reply.json()).data.data.items.map((item) => [item.productSKU, item.quantity]);
    // Each reply is its own shopper's cart. Requests in flight together have no order: either of
    // Asha's two changes to one line may land last, and a reply shows its own change or a later one.
    const ashaEither = [
      [
        [another.sku, 1],
        [inPlenty.sku, 2],
      ],
      [
        [another.sku, 1],
        [inPlenty.sku, 5],
      ],
    ];
    expect(ashaEither).toContainEqual(lines(replies[0]!));
    expect(ashaEither).toContainEqual(lines(replies[1]!));
    expect(ashaEither).toContainEqual(
      (await getCart(asha)).items.map((item) => [item.productSKU, item.quantity]),
    );
    expect(lines(replies[2]!)).toEqual([
      [another.sku, 1],
      [inPlenty.sku, 3],
    ]);
    expect(lines(replies[4]!)).toEqual([[pump.sku, 2]]);
    expect((await getCart(ravi)).items.map((item) => item.productSKU)).toEqual([another.sku, inPlenty.sku]);
    expect((await getCart(kiran)).items.map((item) => item.quantity)).toEqual([2]);
  });

  it('takes two spellings of one product id as one line, failing no one else’s change', async () => {
    const [asha, ravi] = [await signedUpShopper(t), await signedUpShopper(t)];
    const productId = await idOf(inPlenty.sku);
    for (const shopper of [asha, ravi])
      await setLineOk(shopper, { productId: await idOf(another.sku), quantity: 1 });
    const replies = await Promise.all([
      setLine(asha, { productId, quantity: 2 }),
      setLine(asha, { productId: productId.toUpperCase(), quantity: 3 }),
      setLine(ravi, { productId, quantity: 4 }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    // Requests in flight together have no order (each first looks its session up): either write may be last.
    const ashaLines = (await getCart(asha)).items.map((item) => [item.productSKU, item.quantity]);
    expect(ashaLines.slice(0, 1)).toEqual([[another.sku, 1]]);
    expect([[[inPlenty.sku, 2]], [[inPlenty.sku, 3]]]).toContainEqual(ashaLines.slice(1));
    expect((await getCart(ravi)).items.map((item) => item.quantity)).toEqual([1, 4]);
  });

  it('answers changes made elsewhere (another instance, checkout, the catalogue) on the next read', async () => {
    const shopper = await signedUpShopper(t);
    const productId = await idOf(inPlenty.sku);
    const { cartId } = await setLineOk(shopper, { productId, quantity: 1 });
    expect((await getCart(shopper)).items.map((item) => item.quantity)).toEqual([1]);

    await t.database.db.execute(sql`update cart_items set quantity = 3 where cart_id = ${cartId}`);
    expect((await getCart(shopper)).items.map((item) => item.quantity)).toEqual([3]);

    const price = async () => (await getCart(shopper)).items[0]!.sellPrice!;
    const before = await price();
    await t.database.db.execute(
      sql`update products set sell_price = sell_price + 100 where id = ${productId}`,
    );
    try {
      expect(await price()).toBe(before + 1);
      const written = await setLineOk(shopper, { productId, quantity: 2 });
      expect(written.items[0]!.sellPrice).toBe(before + 1);
    } finally {
      await t.database.db.execute(
        sql`update products set sell_price = sell_price - 100 where id = ${productId}`,
      );
    }

    await t.database.db.execute(sql`delete from cart_items where cart_id = ${cartId}`);
    expect((await getCart(shopper)).items).toEqual([]);
    expect((await setLineOk(shopper, { productId, quantity: 1 })).items[0]!.sellPrice).toBe(before);
  });

  it('is read at once on every instance, with no notification to wait for', async () => {
    // A second instance on the same database: what one acknowledges, the other reads at once.
    const other = await buildApp(t.config, { database: t.database });
    await other.ready();
    try {
      const shopper = await signedUpShopper(t);
      const [plentyId, anotherId] = await Promise.all([idOf(inPlenty.sku), idOf(another.sku)]);
      await setLineOk(shopper, { productId: plentyId, quantity: 1 }, other);
      expect((await getCart(shopper, other)).items.map((item) => item.quantity)).toEqual([1]);

      await setLineOk(shopper, { productId: plentyId, quantity: 4 });
      await setLineOk(shopper, { productId: anotherId, quantity: 1 });
      const quantities = async (app = t.app) =>
        (await getCart(shopper, app)).items.map((item) => item.quantity);
      expect(await quantities(other)).toEqual([4, 1]);

      await setLineOk(shopper, { productId: plentyId, quantity: 2 }, other);
      expect(await quantities()).toEqual([2, 1]);
      const removed = await t.app.inject({
        method: 'POST',
        url: '/api/cart/v2/delete',
        headers: shopper.headers,
        payload: { productId: anotherId },
      });
      expect(removed.statusCode).toBe(200);
      expect(await quantities(other)).toEqual([2]);
    } finally {
      await other.close();
    }
  });

  it('has no triggers on its tables: a cart write notifies no one', async () => {
    const triggers = await queryRows<{ tgname: string }>(
      t.database.db,
      sql`select tgname from pg_trigger
          where tgrelid in ('carts'::regclass, 'cart_items'::regclass) and not tgisinternal`,
    );
    expect(triggers).toEqual([]);
  });

  it('commits every change durably: an acknowledged add survives a crash of the database', async () => {
    const { db } = t.database;
    const [shown] = await queryRows<{ synchronous_commit: string }>(db, sql`show synchronous_commit`);
    expect(shown!.synchronous_commit).toBe('on');
    // What each cart write's own transaction commits with, seen from inside it.
    await db.execute(sql`create table seen_commit_modes (mode text not null)`);
    await db.execute(sql`
      create function note_commit_mode() returns trigger language plpgsql as $$
      begin
        insert into seen_commit_modes values (current_setting('synchronous_commit'));
        return null;
      end $$`);
    await db.execute(sql`
      create trigger cart_items_commit_mode after insert or update on cart_items
        for each row execute function note_commit_mode()`);
    try {
      const shopper = await signedUpShopper(t);
      const productId = await idOf(inPlenty.sku);
      await setLineOk(shopper, { productId, quantity: 1 });
      await setLineOk(shopper, { productId, quantity: 2 });
      const modes = await queryRows<{ mode: string }>(db, sql`select mode from seen_commit_modes`);
      expect(modes.map((row) => row.mode)).toEqual(['on', 'on']);
    } finally {
      await db.execute(sql`drop trigger cart_items_commit_mode on cart_items`);
      await db.execute(sql`drop function note_commit_mode()`);
      await db.execute(sql`drop table seen_commit_modes`);
    }
  });

  it("is each shopper's own, in their own shop, and outlives signing out", async () => {
    const [asha, ravi] = [await signedUpShopper(t), await signedUpShopper(t)];
    await setLineOk(asha, { productId: await idOf(inPlenty.sku), quantity: 3 });
    expect((await getCart(ravi)).items).toEqual([]);
    const elsewhere = await t.app.inject({
      url: '/api/cart/v2',
      headers: { ...asha.headers, 'x-customer-id': 'veerya-flowtech' },
    });
    expect(elsewhere.statusCode).toBe(401);

    const signout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signout',
      headers: asha.headers,
      payload: {},
    });
    expect(signout.statusCode).toBe(200);
    const again = await signedInAgain(t, asha);
    expect((await getCart(again)).items.map((item) => [item.productSKU, item.quantity])).toEqual([
      [inPlenty.sku, 3],
    ]);
  });
});
