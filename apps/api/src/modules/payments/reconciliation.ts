import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentOrders } from './payments.tables.ts';

export interface ReconcilePolicy {
  /** A pending attempt is asked about once it is this old: its callback should have come by then. */
  pendingAfterMs: number;
  /** A cancelled attempt is asked about for this long after we cancelled it. */
  cancelledForMs: number;
  limit: number;
}

/**
 * Attempts the gateway should be asked about now, each stamped `status_checked_at` in the same
 * statement, so a second run (another instance, or an overlapping timer) skips them: rows another
 * run is claiming are skipped, not waited for. Pending ones open long enough, and ones we cancelled
 * lately (the shopper may have paid on a page left open). An attempt asked about before is asked again
 * once the time since is a quarter of its age, and at least `pendingAfterMs`: a back-off that
 * grows with age and needs no counter.
 */
export function claimAttemptsToReconcile(executor: Executor, now: Date, policy: ReconcilePolicy) {
  const pendingSince = new Date(now.getTime() - policy.pendingAfterMs);
  const cancelledSince = new Date(now.getTime() - policy.cancelledForMs);
  const at = now.toISOString();
  const due = executor
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        or(
          and(eq(paymentOrders.status, 'PENDING'), lte(paymentOrders.createdAt, pendingSince)),
          and(eq(paymentOrders.status, 'CANCELLED'), gte(paymentOrders.updatedAt, cancelledSince)),
        ),
        or(
          isNull(paymentOrders.statusCheckedAt),
          sql`${paymentOrders.statusCheckedAt} <= ${at}::timestamptz - greatest(
            ${policy.pendingAfterMs} * interval '1 millisecond',
            (${at}::timestamptz - ${paymentOrders.createdAt}) / 4)`,
        ),
      ),
    )
    .limit(policy.limit)
    .for('update', { skipLocked: true });
  return executor
    .update(paymentOrders)
    .set({ statusCheckedAt: now })
    .where(inArray(paymentOrders.id, due))
    .returning({ id: paymentOrders.id, customerId: paymentOrders.customerId });
}
