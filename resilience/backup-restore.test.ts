import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createScratchDatabase } from '../apps/api/src/testing/test-app.ts';
import { checkoutLoad, expectOrdersKept, newBuyer, withDatabase } from './checkout-load.ts';
import { sql } from 'drizzle-orm';
import {
  productsInStock,
  scratchShopDatabase,
  SHOP,
  startShopServer,
  type DatabaseKind,
} from './scratch-shop.ts';

const KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const SHOPPERS = 8;
const ACKNOWLEDGED_BEFORE_BACKUP = 30;

const run = promisify(execFile);

/** A database a server can be started on. */
interface Place {
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** Only what a command is given: not the PostgreSQL the test run may have been given. */
const embedded = (PGLITE_DIR: string) => ({ ...process.env, DATABASE_URL: undefined, PGLITE_DIR });

/**
 * Backs up the database a server is running on, and restores a backup into a fresh database, as
 * docs/operations.md tells an operator to. `restore` answers the restored database.
 */
const OPERATOR: Record<
  DatabaseKind,
  {
    backup(from: Place, file: string): Promise<unknown>;
    restore(file: string, folder: string): Promise<Place>;
  }
> = {
  pglite: {
    backup: (from, file) =>
      run('npm', ['run', '--silent', 'backup', '--', file], { env: embedded(from.env.PGLITE_DIR!) }),
    async restore(file, folder) {
      const dir = join(folder, 'restored');
      await run('npm', ['run', '--silent', 'restore', '--', file], { env: embedded(dir) });
      return {
        env: { PGLITE_DIR: dir },
        drop: () => rm(dir, { recursive: true, force: true }),
      };
    },
  },
  postgres: {
    backup: (from, file) => run('pg_dump', ['--format=custom', `--file=${file}`, from.env.DATABASE_URL!]),
    async restore(file) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
      await run('pg_restore', ['--no-owner', `--dbname=${scratch.url}`, file]);
      return {
        env: { DATABASE_URL: scratch.url },
        drop: scratch.drop,
      };
    },
  },
};

describe.each(KINDS)('a backup taken under a checkout load, on %s', (kind) => {
  it('restores into a fresh database where a server finds every order acknowledged before it began', async () => {
    const place = await scratchShopDatabase(kind);
    onTestFinished(place.drop);
    const folder = await mkdtemp(join(tmpdir(), 'vitrine-backup-'));
    onTestFinished(() => rm(folder, { recursive: true, force: true }));
    // The load runs for as long as the backup takes: enough stock that no checkout finds it sold out.
    const stocked = await withDatabase(place, async (database) => {
      await database.db.execute(
        sql`update products set available_stock = 1000000 where customer_id = ${SHOP}`,
      );
      return productsInStock(database, 8);
    });

    const live = await startShopServer(place.env);
    onTestFinished(() => void live.kill());
    const buyers = await Promise.all(Array.from({ length: SHOPPERS }, () => newBuyer(live.origin)));
    const load = checkoutLoad(live, buyers, stocked);
    await load.untilAcknowledged(ACKNOWLEDGED_BEFORE_BACKUP);
    const before = load.acknowledged();
    const file = join(folder, 'shop.backup');
    await OPERATOR[kind].backup(place, file);
    const { acknowledged } = await load.stop();
    const during = acknowledged.length - before.length;
    expect(during, 'orders acknowledged while the backup was taken').toBeGreaterThan(0);

    // Restored and started while the live shop still runs, as a monthly restore test would be.
    const restored = await OPERATOR[kind].restore(file, folder);
    onTestFinished(restored.drop);
    const second = await startShopServer(restored.env);
    onTestFinished(() => void second.kill());
    const listed = await expectOrdersKept(second, buyers, before, stocked);
    expect(await second.stop(), 'exit code after SIGTERM').toBe(0);
    expect(await live.stop(), 'the live server’s exit code after SIGTERM').toBe(0);

    console.log(
      `backup on ${kind}: ${before.length} orders acknowledged before the backup, all found after the ` +
        `restore; ${during} more acknowledged while it was taken, ` +
        `${acknowledged.filter((order) => listed.has(order.orderId)).length - before.length} of them in it`,
    );
  });
});
