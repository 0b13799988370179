import { randomBytes } from 'node:crypto';
import { createSecretBox } from '../lib/secret-box.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../db/client.ts';
import { createOrdersService, staleUnpaidOrders } from '../modules/orders/orders.service.ts';
import { createPaymentsService } from '../modules/payments/payments.service.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { PAYMENTS_JOB_LOCK, runPaymentsJob } from './reconcile-payments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What one instance's timer sweeps with: its own services on its own connections. */
const sweeperOn = (database: Database) => async () => {
  const done = await runPaymentsJob(
    {
      database,
      db: database.db,
      payments: createPaymentsService(database.db, {
        sandboxBaseUrl: () => 'http://127.0.0.1:9',
        secretBox: createSecretBox(randomBytes(32)),
      }),
      orders: createOrdersService(database.db),
      log: t.app.log,
    },
    10 * 60_000,
  );
  return done && done.expired;
};

describe('the payment-expiry sweep', () => {
  it('finds the unpaid orders out of time through their own index, not by reading every order', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      // The test shop holds too few orders for the planner to prefer any index on its own.
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<Record<string, string>>(tx, sql`explain ${staleUnpaidOrders(tx, new Date(), 50)}`);
    });
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'orders_payment_pending_pay_by_idx',
    );
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'runs on one instance at a time: another finding a sweep under way skips its turn',
    async () => {
      // A second instance: its own pool of connections to the same PostgreSQL database.
      const other = await openDatabase(t.config.database);
      try {
        let endOthersSweep!: () => void;
        const othersSweepUnderWay = new Promise<void>((resolve) => (endOthersSweep = resolve));
        let othersSweepStarted!: () => void;
        const started = new Promise<void>((resolve) => (othersSweepStarted = resolve));
        const othersSweep = other.exclusively(PAYMENTS_JOB_LOCK, async () => {
          othersSweepStarted();
          await othersSweepUnderWay;
          return 0;
        });
        await started;

        const sweepHere = sweeperOn(t.database);
        const sweepThere = sweeperOn(other);
        expect(await sweepHere()).toBeNull();
        expect(await sweepThere()).toBeNull();

        endOthersSweep();
        expect(await othersSweep).toBe(0);
        expect(await sweepHere()).toBe(0);
        // Both at once: at most one sweeps while the other holds the lock, and the lock is freed after.
        const round = await Promise.all([sweepHere(), sweepThere()]);
        expect(round.filter((expired) => expired !== null).length).toBeGreaterThanOrEqual(1);
        expect(await sweepThere()).toBe(0);
      } finally {
        await other.close();
      }
    },
  );

  it.skipIf(process.env.DATABASE_URL)(
    'sweeps on the embedded database, whose one process holds the lock',
    async () => {
      expect(await sweeperOn(t.database)()).toBe(0);
    },
  );
});
