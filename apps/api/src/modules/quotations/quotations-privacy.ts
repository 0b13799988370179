import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { quotationRequests } from './quotations.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(quotationRequests.customerId, customerId), eq(quotationRequests.userId, userId));

/** The shopper's quotation requests with the contact they sent (decision 0093). */
export async function quotationDataOf(executor: Executor, shopper: ShopperRef) {
  const rows = await executor
    .select()
    .from(quotationRequests)
    .where(own(shopper))
    .orderBy(asc(quotationRequests.createdAt));
  return rows.map(({ customerId: _c, userId: _u, ...request }) => request);
}

/** The shopper's quotation request ids, for the messages the shop sent about them. */
export async function quotationIdsOf(executor: Executor, shopper: ShopperRef) {
  const rows = await executor
    .select({ id: quotationRequests.id })
    .from(quotationRequests)
    .where(own(shopper));
  return rows.map((row) => row.id);
}

/** A request is a message to the shop, not a tax record: it goes with the account. */
export async function eraseQuotationRequests(tx: Executor, shopper: ShopperRef) {
  await tx.delete(quotationRequests).where(own(shopper));
}
