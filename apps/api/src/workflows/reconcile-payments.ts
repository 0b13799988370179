import { followUpPendingRefunds } from './refund-payment.ts';
import type { Database } from '../db/client.ts';
import { merchantTransactionIdOf } from '../modules/payments/gateways/payment-gateway.ts';
import { claimAttemptsToReconcile, type ReconcilePolicy } from '../modules/payments/reconciliation.ts';
import { applyPaymentResult } from './confirm-payment.ts';
import { expireStalePayments, type ExpiryDeps } from './expire-stale-payments.ts';

/** The lock one instance at a time holds while it runs the payments job. */
export const PAYMENTS_JOB_LOCK = 'payments-job';
/** The shopper may pay on a page left open after we gave up on it: we keep asking for a day. */
export const CANCELLED_CHECKED_FOR_MS = 24 * 60 * 60_000;
const BATCH = 50;

/**
 * Every instance calls this on its timer; one runs it at a time, under a database lock, so N
 * instances do not ask the gateway about the same payments N times. First every payment whose
 * callback is overdue is settled with the gateway's answer, then orders still unpaid past their
 * time to pay are cancelled, then refunds still pending are asked about. Null when another instance was running it.
 */
export async function runPaymentsJob(
  deps: ExpiryDeps & { database: Pick<Database, 'exclusively'> },
  pendingAfterMs: number,
) {
  const done = await deps.database.exclusively(PAYMENTS_JOB_LOCK, async () => ({
    reconciled: await reconcilePayments(deps, { pendingAfterMs }),
    expired: await expireStalePayments(deps),
    refundsFollowedUp: await followUpPendingRefunds(deps),
  }));
  deps.log.debug({ done }, done === null ? 'payments job: another instance runs it' : 'payments job done');
  return done;
}

/**
 * Asks each shop's gateway how its overdue payments stand and applies each answer as the gateway's
 * callback would have (confirm-payment): a capture places the order, or, when the order was
 * cancelled or expired meanwhile, is kept and marked refund due. A shop whose gateway fails is left
 * for the next run (its payments wait out their back-off); the other shops go on.
 */
export async function reconcilePayments(
  deps: ExpiryDeps,
  { pendingAfterMs }: Pick<ReconcilePolicy, 'pendingAfterMs'>,
  now = new Date(),
) {
  const claimed = await claimAttemptsToReconcile(deps.db, now, {
    pendingAfterMs,
    cancelledForMs: CANCELLED_CHECKED_FOR_MS,
    limit: BATCH,
  });
  const failedShops = new Set<string>();
  let answered = 0;
  for (const attempt of claimed) {
    if (failedShops.has(attempt.customerId)) continue;
    try {
      const gateway = await deps.payments.gatewayFor(attempt.customerId);
      if (!gateway) continue;
      const status = await gateway.checkStatus(merchantTransactionIdOf(attempt.id));
      await applyPaymentResult(deps, attempt.customerId, attempt.id, status);
      answered += 1;
    } catch (error) {
      failedShops.add(attempt.customerId);
      deps.log.warn(
        { err: error, customerId: attempt.customerId, paymentOrderId: attempt.id },
        'payment reconciliation: the gateway did not answer; the shop is asked again later',
      );
    }
  }
  return { claimed: claimed.map((attempt) => attempt.id), answered, failedShops: failedShops.size };
}
