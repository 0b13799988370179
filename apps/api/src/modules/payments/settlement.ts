import { and, count, eq, gte, lt, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { indiaDaySql, type DayTotal } from '../../lib/india-time.ts';
import { paymentOrders, paymentRefunds } from './payments.tables.ts';

/** The instants a report covers: from `start`, up to but not including `end`. */
export interface Span {
  start: Date;
  end: Date;
}

/**
 * The shop's online takings per India day, by the day the gateway took the money (`completed_at`),
 * whatever became of the order: money kept for a cancelled order shows here and, once given back,
 * among the refunds.
 */
export function paidOnlineByDay(executor: Executor, customerId: string, span: Span): Promise<DayTotal[]> {
  const day = indiaDaySql(paymentOrders.completedAt);
  return executor
    .select({ day, count: count(), paise: sum(paymentOrders.amount).mapWith(Number) })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, customerId),
        eq(paymentOrders.status, 'COMPLETED'),
        gte(paymentOrders.completedAt, span.start),
        lt(paymentOrders.completedAt, span.end),
      ),
    )
    .groupBy(day);
}

/** The shop's refunds the gateway carried out, per India day they were processed. */
export function refundedByDay(executor: Executor, customerId: string, span: Span): Promise<DayTotal[]> {
  const day = indiaDaySql(paymentRefunds.processedAt);
  return executor
    .select({ day, count: count(), paise: sum(paymentRefunds.amount).mapWith(Number) })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.customerId, customerId),
        eq(paymentRefunds.status, 'PROCESSED'),
        gte(paymentRefunds.processedAt, span.start),
        lt(paymentRefunds.processedAt, span.end),
      ),
    )
    .groupBy(day);
}
