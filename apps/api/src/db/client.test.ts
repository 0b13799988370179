import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from './client.ts';

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL pool', () => {
  it('carries on when the server ends one of its idle connections', async () => {
    const database = await openDatabase({ kind: 'postgres', url: serverUrl!, poolSize: 2 });
    try {
      const [own] = await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
      // Another session ends the pool's now idle connection, as a restart or failover would.
      const killer = await openDatabase({ kind: 'postgres', url: serverUrl!, poolSize: 1 });
      await killer.db.execute(sql`select pg_terminate_backend(${own!.pid})`);
      await killer.close();
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [after] = await queryRows<{ ok: number }>(database.db, sql`select 1 as ok`);
      expect(after!.ok).toBe(1);
    } finally {
      await database.close();
    }
  });

  it('listens on every channel over one connection, reports a dropped one when it drops and when it is back, and hears again', async () => {
    const database = await openDatabase({ kind: 'postgres', url: serverUrl!, poolSize: 2 });
    const heard: string[] = [];
    let gaps = 0;
    const stops = await Promise.all(
      ['test_channel_a', 'test_channel_b'].map((channel) =>
        database.listen(
          channel,
          (payload) => heard.push(`${channel}:${payload}`),
          () => (gaps += 1),
        ),
      ),
    );
    const notify = async () => {
      await database.db.execute(
        sql`select pg_notify('test_channel_a', 'one'), pg_notify('test_channel_b', 'two')`,
      );
    };
    try {
      await notify();
      await expect.poll(() => [...heard].sort()).toEqual(['test_channel_a:one', 'test_channel_b:two']);

      const listeners = await queryRows<{ pid: number }>(
        database.db,
        sql`select pid from pg_stat_activity where query like 'LISTEN "test_channel_%'`,
      );
      expect(listeners).toHaveLength(1);
      await database.db.execute(sql`select pg_terminate_backend(${listeners[0]!.pid})`);
      await expect.poll(() => gaps, { timeout: 3000 }).toBeGreaterThanOrEqual(2);
      // Once it listens again, the gap is reported again: what was read meanwhile may be stale.
      await expect.poll(() => gaps, { timeout: 5000 }).toBe(4);

      heard.length = 0;
      await expect
        .poll(
          async () => {
            await notify();
            return heard.length > 0;
          },
          { timeout: 5000, interval: 200 },
        )
        .toBe(true);
      expect(new Set(heard)).toEqual(new Set(['test_channel_a:one', 'test_channel_b:two']));
    } finally {
      for (const stop of stops) await stop();
      await database.close();
    }
  });
});

describe('an embedded database directory', () => {
  it('is refused to a second opener while its holder runs, and free again once it closes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-lock-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dir });
      await expect(openDatabase({ kind: 'pglite', dir })).rejects.toThrow(
        `The embedded database in ${dir} is in use by process ${process.pid}.`,
      );
      const [row] = await queryRows<{ ok: number }>(first.db, sql`select 1 as ok`);
      expect(row!.ok).toBe(1);
      await first.close();
      const second = await openDatabase({ kind: 'pglite', dir });
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is taken over from a process that ended without closing it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-lock-'));
    try {
      const ended = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
      await writeFile(join(dir, 'vitrine.pid'), ended.stdout.trim());
      const database = await openDatabase({ kind: 'pglite', dir });
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
