import { chmodSync, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { backupDataDir, restoreDataDir, serveBackups } from './backup.ts';
import { openDatabase, queryRows, type Database } from './client.ts';
import { migrateDatabase } from './migrate.ts';

let folder: string;
let live: Database;
let stopServing: () => Promise<void>;
const liveDir = () => join(folder, 'live');

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrine-backup-test-'));
  live = await openDatabase({ kind: 'pglite', dir: liveDir() });
  await migrateDatabase(live);
  await live.db.execute(sql`create table marker (note text)`);
  await live.db.execute(sql`insert into marker values ('backed up')`);
  stopServing = await serveBackups(live, liveDir(), pino({ level: 'silent' }));
});
afterAll(async () => {
  await stopServing();
  await live.close();
  await rm(folder, { recursive: true, force: true });
});

const notes = async (dir: string) => {
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    return (await queryRows<{ note: string }>(database.db, sql`select note from marker`)).map(
      (row) => row.note,
    );
  } finally {
    await database.close();
  }
};

it('takes a backup from the running server, which only its owner can read, and restores it elsewhere', async () => {
  const file = join(folder, 'shop.tar.gz');
  expect(await backupDataDir(liveDir(), file)).toBeGreaterThan(0);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(existsSync(`${file}.partial`)).toBe(false);

  const restored = join(folder, 'restored');
  expect(await restoreDataDir(restored, file)).toEqual({ movedAside: null, orders: 0 });
  expect(await notes(restored)).toEqual(['backed up']);
});

it('refuses to restore over the database a server is running on, and moves a stopped one aside', async () => {
  const file = join(folder, 'again.tar.gz');
  await backupDataDir(liveDir(), file);
  await expect(restoreDataDir(liveDir(), file)).rejects.toThrow(/in use by process/);

  const other = join(folder, 'other');
  await restoreDataDir(other, file);
  const { movedAside } = await restoreDataDir(other, file);
  expect(movedAside).toMatch(/other\.before-restore-/);
  expect(readdirSync(movedAside!)).toContain('PG_VERSION');
  expect(await notes(other)).toEqual(['backed up']);
});

it('listens in a folder only the server’s user can enter, made so before the socket exists', async () => {
  expect(statSync(`${liveDir()}.backup`).mode & 0o777).toBe(0o700);
  expect(statSync(join(`${liveDir()}.backup`, 'socket')).isSocket()).toBe(true);

  // A folder left open to others (made by hand, or by an older release) is closed before listening.
  const other = join(folder, 'other-live');
  mkdirSync(`${other}.backup`, { mode: 0o777 });
  chmodSync(`${other}.backup`, 0o777);
  const database = await openDatabase({ kind: 'pglite', dir: other });
  const stop = await serveBackups(database, other, pino({ level: 'silent' }));
  try {
    expect(statSync(`${other}.backup`).mode & 0o777).toBe(0o700);
  } finally {
    await stop();
    await database.close();
  }
});

it('refuses a folder with no database in it', async () => {
  await expect(backupDataDir(join(folder, 'nothing'), join(folder, 'x.tar.gz'))).rejects.toThrow(
    /no embedded database/,
  );
});
