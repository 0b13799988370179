import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import { loadOrCreateSecret } from '../apps/api/src/lib/secrets.ts';
import { createSessionsService } from '../apps/api/src/modules/auth/sessions.service.ts';
import { createUsersService } from '../apps/api/src/modules/auth/users.service.ts';
import { cartItems, carts } from '../apps/api/src/modules/cart/cart.tables.ts';
import { products } from '../apps/api/src/modules/catalog/catalog.tables.ts';
import { REFRESH_COOKIE, SESSION_COOKIE } from '../apps/storefront/app/lib/api.server.ts';

export interface BenchShoppers {
  /** One bearer header per shopper: each load connection acts as one of them. */
  authorizations: string[];
  /** The same shoppers' Cookie headers, as their browsers send them to the pages. */
  cookies: string[];
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
 * `first` numbers them, so that the cart loads' shoppers and the journeys' are different people.
 */
export async function prepareShoppers(database: Database, count: number, first = 0): Promise<BenchShoppers> {
  const { db } = database;
  const users = createUsersService(db);
  const sessions = createSessionsService({
    db,
    signingKey: await loadOrCreateSecret(db, 'access-token-signing'),
  });
  const authorizations: string[] = [];
  const cookies: string[] = [];
  const userIds: string[] = [];
  for (let index = first; index < first + count; index += 1) {
    const mobile = `70000${String(index).padStart(5, '0')}`;
    const user =
      (await users.findByMobile(BENCH_TENANT.id, mobile)) ??
      (await users.createCustomer({
        customerId: BENCH_TENANT.id,
        mobile,
        name: `Bench Shopper ${index + 1}`,
        email: null,
      }))!;
    const session = await sessions.startSession(user);
    authorizations.push(`Bearer ${session.token}`);
    cookies.push(`${SESSION_COOKIE}=${session.token}; ${REFRESH_COOKIE}=${session.refreshToken}`);
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
  const shoppers = { authorizations, cookies, productIds: rows.map((row) => row.id) };
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

const BENCH_ADDRESS = {
  addressType: 'HOME',
  name: 'Bench Shopper',
  mobile: '9876500000',
  house: '12',
  building: 'Bench House',
  society: 'Load Colony',
  addressLine1: 'Station Road',
  city: 'Nashik',
  state: 'Maharashtra',
  pincode: '422001',
};

/** Saves a delivery address for each shopper through the API, as the address form does, unless they have one. */
export async function giveAddresses(origin: string, { authorizations }: BenchShoppers) {
  for (const authorization of authorizations) {
    const headers = { authorization, 'x-customer-id': BENCH_TENANT.id };
    const listed = await fetch(`${origin}/api/auth/yourAddress`, { headers });
    if (!listed.ok)
      throw new Error(`Listing a bench shopper's addresses: ${listed.status} ${await listed.text()}`);
    const saved = (await listed.json()) as { data: Array<{ addresses: unknown[] }> };
    if (saved.data[0]!.addresses.length > 0) continue;
    const reply = await fetch(`${origin}/api/auth/yourAddress`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ address: BENCH_ADDRESS }),
    });
    if (!reply.ok) throw new Error(`Saving a bench shopper's address: ${reply.status} ${await reply.text()}`);
  }
}
