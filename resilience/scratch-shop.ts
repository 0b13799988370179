import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedDemoTenants } from '../apps/api/src/db/seed/seed.ts';
import { startApiServer } from '../apps/api/src/testing/server-process.ts';
import { createScratchDatabase } from '../apps/api/src/testing/test-app.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The demo shop the resilience tests buy in. */
export const SHOP = 'kesar-home';

/**
 * A migrated database with the demo shops, of its own: an embedded PGlite directory, or a new
 * database on the PostgreSQL server DATABASE_URL names. `env` points a server at it.
 */
export async function scratchShopDatabase(kind: DatabaseKind) {
  const place = kind === 'pglite' ? await pgliteDirectory() : await postgresDatabase();
  const database = await place.open();
  await migrateDatabase(database);
  await seedDemoTenants(database.db);
  await database.close();
  return place;
}

async function pgliteDirectory() {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-resilience-'));
  return {
    env: { PGLITE_DIR: dir },
    open: () => openDatabase({ kind: 'pglite', dir }),
    drop: () => rm(dir, { recursive: true, force: true }),
  };
}

async function postgresDatabase() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL must name a PostgreSQL server');
  const scratch = await createScratchDatabase(serverUrl);
  return {
    env: { DATABASE_URL: scratch.url },
    open: () => openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 }),
    drop: scratch.drop,
  };
}

/** The demo server's production build on a scratch database: no storefront, codes in the dev outbox, quiet logs. */
export function startShopServer(databaseEnv: NodeJS.ProcessEnv, env: NodeJS.ProcessEnv = {}) {
  return startApiServer({
    NODE_ENV: 'production',
    VITRINE_MODE: 'demo',
    STOREFRONT: 'off',
    LOG_LEVEL: 'warn',
    OTP_SENDS_PER_IP_PER_HOUR: '10000',
    SHUTDOWN_DELAY_MS: '0',
    // Only what the test names: not the PostgreSQL or Redis the test run itself was given.
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    ...databaseEnv,
    ...env,
  });
}

export interface StockedProduct {
  id: string;
  stock: number;
}

/** Simple products of the shop that can be paid for on delivery, most stock first. */
export async function productsInStock(database: Database, count: number): Promise<StockedProduct[]> {
  return queryRows<StockedProduct>(
    database.db,
    sql`select id, available_stock as stock from products
        where customer_id = ${SHOP} and product_type = 'SIMPLE' and is_visible and available_on_cod
          and available_stock >= 5
        order by available_stock desc, id limit ${count}`,
  );
}
