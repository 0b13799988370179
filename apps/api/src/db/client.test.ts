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
});
