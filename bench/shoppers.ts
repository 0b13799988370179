import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import { loadOrCreateSecret } from '../apps/api/src/lib/secrets.ts';
import { createSessionsService } from '../apps/api/src/modules/auth/sessions.service.ts';
import { createUsersService } from '../apps/api/src/modules/auth/users.service.ts';
import { cartItems, carts } from '../apps/api/src/modules/cart/cart.tables.ts';
import { products } from '../apps/api/src/modules/catalog/catalog.tables.ts';

export interface BenchShoppers {
  /** One bearer header per shopper: each load connection acts as one of them. */
  authorizations: string[];
  /** Simple products with stock enough for any quantity the load sets. */
  productIds: string[];
}

/** How many different lines each bench shopper's cart holds. */
const CART_LINES = 4;

/** The product of a shopper's cart line (0 to CART_LINES - 1): each shopper has lines of their own. */
export const cartProductOf = ({ productIds }: BenchShoppers, shopper: number, line: number) =>
  productIds[(shopper * CART_LINES + (line % CART_LINES)) % productIds.length]!;

/**
 * Signed-in shoppers of the bench tenant: accounts made as sign-up makes them and sessions started
 * as the API starts them (the OTP routes' per-network limit would stop fifty sign-ups from one host).
 */
export async function prepareShoppers(database: Database, count: number): Promise<BenchShoppers> {
  const { db } = database;
  const users = createUsersService(db);
  const sessions = createSessionsService({
    db,
    signingKey: await loadOrCreateSecret(db, 'access-token-signing'),
  });
  const authorizations: string[] = [];
  const userIds: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const mobile = `70000${String(index).padStart(5, '0')}`;
    const user =
      (await users.findByMobile(BENCH_TENANT.id, mobile)) ??
      (await users.createCustomer({
        customerId: BENCH_TENANT.id,
        mobile,
        name: `Bench Shopper ${index + 1}`,
        email: null,
      }))!;
    authorizations.push(`Bearer ${(await sessions.startSession(user)).token}`);
    userIds.push(user.id);
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.customerId, BENCH_TENANT.id),
        eq(products.productType, 'SIMPLE'),
        eq(products.isVisible, true),
        gte(products.availableStock, 10),
        gte(products.maxQuantity, 3),
      ),
    )
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(200);
  const shoppers = { authorizations, productIds: rows.map((row) => row.id) };
  await fillCarts(database, shoppers, userIds);
  return shoppers;
}

/**
 * Gives every shopper their CART_LINES lines, so the load finds carts in the state it keeps them in,
 * then has PostgreSQL count the rows: the bench machine runs without autovacuum, and a plan made
 * while the cart tables looked empty would be kept by every prepared statement.
 */
async function fillCarts(database: Database, shoppers: BenchShoppers, userIds: string[]) {
  const { db } = database;
  await db
    .insert(carts)
    .values(userIds.map((userId) => ({ customerId: BENCH_TENANT.id, userId })))
    .onConflictDoNothing();
  const cartIds = await db
    .select({ id: carts.id, userId: carts.userId })
    .from(carts)
    .where(and(eq(carts.customerId, BENCH_TENANT.id), inArray(carts.userId, userIds)));
  const cartOf = new Map(cartIds.map((cart) => [cart.userId, cart.id]));
  await db
    .insert(cartItems)
    .values(
      userIds.flatMap((userId, shopper) =>
        Array.from({ length: CART_LINES }, (_, line) => {
          const productId = cartProductOf(shoppers, shopper, line);
          return {
            customerId: BENCH_TENANT.id,
            cartId: cartOf.get(userId)!,
            productId,
            lineKey: productId,
            quantity: 1,
          };
        }),
      ),
    )
    .onConflictDoNothing();
  await db.execute(sql`vacuum analyze carts, cart_items`);
}
