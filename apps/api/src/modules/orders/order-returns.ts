import { and, desc, eq } from 'drizzle-orm';
import type { OrderReturn, ReturnStatus } from '@vitrine/contract/order-returns';
import type { Executor } from '../../db/client.ts';
import { orderReturns, orderStatusHistory } from './orders.tables.ts';

export type ReturnRow = typeof orderReturns.$inferSelect;
type Scope = { customerId: string; id: string };

export const toOrderReturn = (row: ReturnRow): OrderReturn => ({
  status: row.status,
  reason: row.reason,
  lines: row.lines,
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  note: row.note,
  photos: row.photos,
});

export async function setReturnPhotos(executor: Executor, returnId: string, photos: string[]) {
  await executor.update(orderReturns).set({ photos }).where(eq(orderReturns.id, returnId));
}

/** The order's return request, if the shopper asked for one; `lock` keeps it for the transaction. */
export async function returnOf(executor: Executor, order: Scope, { lock = false } = {}) {
  const query = executor
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.customerId, order.customerId), eq(orderReturns.orderId, order.id)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * Records the shopper's request, once per order: a second request answers the first (two taps, or
 * two tabs, ask once). Answers the request as it stands and whether this call made it.
 */
export async function openReturn(
  executor: Executor,
  order: Scope & { userId: string },
  request: Pick<ReturnRow, 'reason' | 'lines'>,
) {
  const [created] = await executor
    .insert(orderReturns)
    .values({
      customerId: order.customerId,
      orderId: order.id,
      userId: order.userId,
      status: 'REQUESTED',
      ...request,
    })
    .onConflictDoNothing()
    .returning();
  return { request: created ?? (await returnOf(executor, order))!, created: Boolean(created) };
}

/** The shop's decision on a request still open, inside the caller's transaction. */
export async function decideReturn(
  executor: Executor,
  order: Scope,
  decision: { status: Exclude<ReturnStatus, 'REQUESTED'>; decidedBy: string; note: string | null },
) {
  const [row] = await executor
    .update(orderReturns)
    .set({ ...decision, decidedAt: new Date() })
    .where(
      and(
        eq(orderReturns.customerId, order.customerId),
        eq(orderReturns.orderId, order.id),
        eq(orderReturns.status, 'REQUESTED'),
      ),
    )
    .returning();
  return row ?? null;
}

/** When the order was delivered (or picked up): the return window runs from then. */
export async function deliveredAt(executor: Executor, order: Scope): Promise<Date | null> {
  const [row] = await executor
    .select({ at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(
      and(
        eq(orderStatusHistory.customerId, order.customerId),
        eq(orderStatusHistory.orderId, order.id),
        eq(orderStatusHistory.status, 'DELIVERED'),
      ),
    )
    .orderBy(desc(orderStatusHistory.at))
    .limit(1);
  return row?.at ?? null;
}
