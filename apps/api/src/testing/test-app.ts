import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoTenants } from '../db/seed/seed.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default; a new
 * PostgreSQL database (dropped afterwards) when DATABASE_URL names a server. REDIS_URL passes through.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DIR: 'memory://',
    STOREFRONT: 'off',
    // The notification worker passes only in a test that asks (one that snapshots tables would see it).
    NOTIFY_POLL_MS: '3600000',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(process.env.REDIS_URL
      ? { REDIS_URL: process.env.REDIS_URL, REDIS_KEY_PREFIX: `test-${randomBytes(4).toString('hex')}:` }
      : {}),
    ...env,
  });
  const database = await openDatabase(config.database);
  await migrateDatabase(database);
  if (config.seedDemo) await seedDemoTenants(database.db);
  const app = await buildApp(config, { ...deps, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server `serverUrl` names; `drop()` removes it. */
export async function createScratchDatabase(serverUrl: string) {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
