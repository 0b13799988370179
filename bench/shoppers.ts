import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import { loadOrCreateSecret } from '../apps/api/src/lib/secrets.ts';
import { createSessionsService } from '../apps/api/src/modules/auth/sessions.service.ts';
import { createUsersService } from '../apps/api/src/modules/auth/users.service.ts';
import { products } from '../apps/api/src/modules/catalog/catalog.tables.ts';

export interface BenchShoppers {
  /** One bearer header per shopper: each load connection acts as one of them. */
  authorizations: string[];
  /** Simple products with stock enough for any quantity the load sets. */
  productIds: string[];
}

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
  }
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.customerId, BENCH_TENANT.id),
        eq(products.productType, 'simple'),
        eq(products.isVisible, true),
        gte(products.availableStock, 10),
        gte(products.maxQuantity, 3),
      ),
    )
    .orderBy(sql`md5(${products.id}::text)`)
    .limit(200);
  return { authorizations, productIds: rows.map((row) => row.id) };
}
