import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  favouritesReplySchema,
  markFavouriteReplySchema,
  unmarkFavouriteReplySchema,
} from '@vitrine/contract/favourites';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [first, second, third] = kesarHome.catalog.products;

async function idOf(sku: string, customerId = 'kesar-home') {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from products where customer_id = ${customerId} and sku = ${sku}`,
  );
  return row!.id;
}
const mark = (shopper: Shopper, productId: string) =>
  t.app.inject({ method: 'POST', url: '/api/favourite', headers: shopper.headers, payload: { productId } });
const unmark = (shopper: Shopper, productId: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/favourite/${encodeURIComponent(productId)}`,
    headers: shopper.headers,
  });
const wishlist = async (shopper: Shopper) =>
  favouritesReplySchema.parse(
    (await t.app.inject({ url: '/api/favourite', headers: shopper.headers })).json(),
  ).data.favourite[0]!.items;

describe('the wishlist', () => {
  it('is for signed-in shoppers only', async () => {
    const reply = await t.app.inject({ url: '/api/favourite', headers: { 'x-customer-id': 'kesar-home' } });
    expect(reply.statusCode).toBe(401);
  });

  it('marks products newest first, once each, and unmarks them', async () => {
    const shopper = await signedUpShopper(t);
    expect(await wishlist(shopper)).toEqual([]);
    const [a, b] = [await idOf(first!.sku), await idOf(second!.sku)];
    await mark(shopper, a);
    await mark(shopper, a);
    const marked = markFavouriteReplySchema.parse((await mark(shopper, b)).json()).data.favourite;
    expect(marked.items.map((item) => item.sku)).toEqual([second!.sku, first!.sku]);
    expect(marked.items[1]).toMatchObject({
      productId: a,
      name: first!.name,
      price: first!.specialPrice ?? first!.price,
      sellPrice: first!.price,
      baseImage: expect.stringContaining('/media/kesar-home/products/'),
    });

    const unmarked = unmarkFavouriteReplySchema.parse((await unmark(shopper, b)).json()).data.favouriteItem;
    expect(unmarked.items.map((item) => item.productId)).toEqual([a]);
    expect((await unmark(shopper, b)).statusCode).toBe(200);
    expect((await wishlist(shopper)).map((item) => item.productId)).toEqual([a]);
  });

  it("refuses another shop's product, a malformed id and an empty body, changing nothing", async () => {
    const shopper = await signedUpShopper(t);
    await mark(shopper, await idOf(third!.sku));
    const theirs = await idOf(veeryaFlowtech.catalog.products[0]!.sku, 'veerya-flowtech');
    for (const productId of [theirs, 'not-a-product', "' or 1=1 --"])
      expect((await mark(shopper, productId)).statusCode).toBe(404);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/favourite',
      headers: shopper.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await unmark(shopper, "' or 1=1 --")).statusCode).toBe(200);
    expect((await wishlist(shopper)).map((item) => item.sku)).toEqual([third!.sku]);
  });

  it("is each shopper's own", async () => {
    const [asha, ravi] = [await signedUpShopper(t), await signedUpShopper(t)];
    await mark(asha, await idOf(first!.sku));
    expect(await wishlist(ravi)).toEqual([]);
  });
});
