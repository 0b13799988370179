import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { addresses } from './addresses.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(addresses.customerId, customerId), eq(addresses.userId, userId));

/** Every address the shop keeps for the shopper, the ones they removed included (decision 0093). */
export async function addressDataOf(executor: Executor, shopper: ShopperRef) {
  const rows = await executor
    .select()
    .from(addresses)
    .where(own(shopper))
    .orderBy(asc(addresses.addressIndex));
  return rows.map(({ id: _id, customerId: _c, userId: _u, ...address }) => address);
}

export async function eraseAddresses(tx: Executor, shopper: ShopperRef) {
  await tx.delete(addresses).where(own(shopper));
}
