import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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

/** Set by Vitest's global setup (database-template.ts): the run's seeded database to copy. */
export const DATABASE_TEMPLATE_VARIABLE = 'VITRINE_TEST_DATABASE_TEMPLATE';

/** Variables with which a test chooses its own database or seeding, and so builds it itself. */
const DATABASE_CHOICES = ['DATABASE_URL', 'PGLITE_DIR', 'SEED_DEMO', 'VITRINE_MODE'];

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default; a new
 * PostgreSQL database (dropped afterwards) when DATABASE_URL names a server. REDIS_URL passes through.
 * Under Vitest it is a copy of the run's template, which is the same database built once.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  deps: Omit<AppDeps, 'database'> = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const template = DATABASE_CHOICES.some((name) => name in env)
    ? undefined
    : process.env[DATABASE_TEMPLATE_VARIABLE];
  const scratch = serverUrl ? await createScratchDatabase(serverUrl, template) : null;
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
  const database = await openDatabase(
    config.database,
    template && !scratch ? { loadDataDir: new Blob([readFileSync(template)]) } : {},
  );
  if (!template) {
    await migrateDatabase(database);
    if (config.seedDemo) await seedDemoTenants(database.db);
  }
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

/**
 * A new database on the PostgreSQL server `serverUrl` names, empty or a copy of `template`;
 * `drop()` removes it.
 */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const name = `vitrine_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${pg.escapeIdentifier(template)}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
