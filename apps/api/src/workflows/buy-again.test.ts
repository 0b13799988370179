import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buyAgainReplySchema, cartReplySchema } from '@vitrine/contract/cart';
import { placeOrderReplySchema } from '@vitrine/contract/orders';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { savedAddress, stockOf } from '../testing/checkout.ts';
import { errorOf } from '../testing/error-of.ts';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const [kept, soldOut] = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 5 && p.availableOnCod !== false,
);
const call = (who: { headers: Record<string, string> }, url: string, payload?: object) =>
  t.app.inject({ method: payload ? 'POST' : 'GET', url, headers: who.headers, ...(payload && { payload }) });
const buyAgainCall = (who: { headers: Record<string, string> }, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/order/${orderId}/buy-again`, headers: who.headers });
const cartOf = async (shopper: Shopper) =>
  cartReplySchema.parse((await call(shopper, '/api/cart/v2')).json()).data.data;

/** A new shopper's cash-on-delivery order, delivered to Pune, of these lines. */
async function pastOrder(lines: (readonly [sku: string, quantity: number])[]) {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper);
  for (const [sku, quantity] of lines) {
    const added = await call(shopper, '/api/cart/v2', { productId: (await stockOf(t, sku)).id, quantity });
    expect(added.statusCode, added.body).toBe(200);
  }
  const placed = await call(shopper, '/api/order/payable/amount/v2', {
    placeOfService: null,
    billTo: { address: { addressIndex } },
    shipTo: { address: { addressIndex } },
    paymentMethod: 'COD',
  });
  expect(placed.statusCode, placed.body).toBe(200);
  expect((await cartOf(shopper)).items).toEqual([]);
  return { shopper, orderId: placeOrderReplySchema.parse(placed.json()).data.order.orderId };
}

describe('POST /api/order/:orderId/buy-again', () => {
  it('puts the lines still sold back in the cart, in the quantity ordered, and says which are not', async () => {
    const { shopper, orderId } = await pastOrder([
      [kept!.sku, 2],
      [soldOut!.sku, 1],
    ]);
    await t.database.db.execute(
      sql`update products set available_stock = 0 where customer_id = 'kesar-home' and sku = ${soldOut!.sku}`,
    );

    const reply = await buyAgainCall(shopper, orderId);
    expect(reply.statusCode, reply.body).toBe(200);
    const result = buyAgainReplySchema.parse(reply.json()).data;
    expect(result.added).toEqual([kept!.name]);
    expect(result.unavailable).toEqual([{ name: soldOut!.name, reason: 'This item is out of stock.' }]);
    expect((await cartOf(shopper)).items.map((item) => [item.productSKU, item.quantity])).toEqual([
      [kept!.sku, 2],
    ]);

    // Again: the cart already holds what was ordered, so nothing doubles.
    const again = buyAgainReplySchema.parse((await buyAgainCall(shopper, orderId)).json()).data;
    expect(again.added).toEqual([kept!.name]);
    expect(again.cart.items.map((item) => item.quantity)).toEqual([2]);
  });

  it("refuses another shopper's order, another shop's, a guest and a made-up id", async () => {
    const { orderId } = await pastOrder([[kept!.sku, 1]]);
    const stranger = await signedUpShopper(t);
    const strangers = await buyAgainCall(stranger, orderId);
    expect(strangers.statusCode).toBe(404);
    expect(errorOf(strangers).message).toBeTruthy();
    expect((await cartOf(stranger)).items).toEqual([]);

    const elsewhere = await signedUpShopper(t, 'veerya-flowtech');
    expect((await buyAgainCall(elsewhere, orderId)).statusCode).toBe(404);
    expect((await buyAgainCall({ headers: { 'x-customer-id': 'kesar-home' } }, orderId)).statusCode).toBe(
      401,
    );
    expect((await buyAgainCall(stranger, 'not-an-order')).statusCode).toBe(404);
  });

  it("is refused while the shop's Buy again switch is off, leaving the cart as it was", async () => {
    const { shopper, orderId } = await pastOrder([[kept!.sku, 1]]);
    const setSwitch = (on: boolean) =>
      t.database.db.execute(
        sql`update customers set shopper_features = shopper_features || jsonb_build_object('buyAgain', ${on}::boolean) where id = 'kesar-home'`,
      );
    await setSwitch(false);
    try {
      const refused = await buyAgainCall(shopper, orderId);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused).message).toBe('This shop does not offer Buy again.');
      expect((await cartOf(shopper)).items).toEqual([]);
    } finally {
      await setSwitch(true);
    }
    expect((await buyAgainCall(shopper, orderId)).statusCode).toBe(200);
  });
});
