import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDemoTenants } from '../db/seed/seed.ts';
import { createScratchDatabase, DATABASE_TEMPLATE_VARIABLE } from './test-app.ts';

/**
 * Vitest's global setup: the demo database, migrated and seeded, is built once per run, and each
 * test app starts from a copy of it (createTestApp) instead of migrating and seeding its own: on
 * PostgreSQL a database to use as CREATE DATABASE's template, on PGlite a tarball of the data
 * directory. Removed when the run ends.
 */
export default async function setUpDatabaseTemplate(): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createScratchDatabase(serverUrl);
    await migrateAndSeed({ kind: 'postgres', url: template.url, poolSize: 2 });
    process.env[DATABASE_TEMPLATE_VARIABLE] = template.name;
    return () => template.drop();
  }
  const folder = mkdtempSync(join(tmpdir(), 'vitrine-template-'));
  const tarball = join(folder, 'data.tar.gz');
  writeFileSync(tarball, (await migrateAndSeed({ kind: 'pglite', dir: join(folder, 'data') }))!);
  process.env[DATABASE_TEMPLATE_VARIABLE] = tarball;
  return async () => rmSync(folder, { recursive: true, force: true });
}

/** Answers the embedded database's backup, taken once it is seeded. */
async function migrateAndSeed(config: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoTenants(database.db);
    return await database.backup?.();
  } finally {
    await database.close();
  }
}
