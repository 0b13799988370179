import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { cartItems, carts } from './cart.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SHOP = 'kesar-home';
const SHOPPERS = 70;

it('names every shopper whose cart one statement changed, 64 to a notification', async () => {
  const { db } = t.database;
  const shoppers = await db
    .insert(users)
    .values(
      Array.from({ length: SHOPPERS }, (_, index) => ({
        customerId: SHOP,
        mobile: `80000${String(index).padStart(5, '0')}`,
        name: `Shopper ${index + 1}`,
      })),
    )
    .returning({ id: users.id });
  const shopperCarts = await db
    .insert(carts)
    .values(shoppers.map((shopper) => ({ customerId: SHOP, userId: shopper.id })))
    .returning({ id: carts.id });
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.customerId, SHOP))
    .limit(1);
  await db.insert(cartItems).values(
    shopperCarts.map((cart) => ({
      customerId: SHOP,
      cartId: cart.id,
      productId: product!.id,
      lineKey: product!.id,
      quantity: 1,
    })),
  );

  const payloads: string[] = [];
  const stop = await t.database.listen(
    'cart_changed',
    (payload) => payloads.push(payload),
    () => {},
  );
  try {
    // Notifications arrive in commit order: once this one has, the inserts' have too.
    await db.execute(sql`select pg_notify('cart_changed', 'marker')`);
    await expect.poll(() => payloads.includes('marker')).toBe(true);
    payloads.length = 0;

    const cartIds = shopperCarts.map((cart) => cart.id);
    await db
      .update(cartItems)
      .set({ quantity: 2 })
      .where(and(eq(cartItems.customerId, SHOP), inArray(cartItems.cartId, cartIds)));
    const named = () => payloads.flatMap((payload) => payload.split('\n'));
    await expect.poll(() => named().length).toBe(SHOPPERS);
    expect(new Set(named())).toEqual(new Set(shoppers.map((shopper) => `${SHOP} ${shopper.id}`)));
    expect(payloads).toHaveLength(Math.ceil(SHOPPERS / 64));

    payloads.length = 0;
    await db.delete(cartItems).where(eq(cartItems.cartId, cartIds[0]!));
    await expect.poll(() => payloads).toEqual([`${SHOP} ${shoppers[0]!.id}`]);
  } finally {
    await stop();
  }
});
