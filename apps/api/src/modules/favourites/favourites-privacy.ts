import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { favourites } from './favourites.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(favourites.customerId, customerId), eq(favourites.userId, userId));

/** The shopper's wishlist as stored: which products, since when (decision 0093). */
export function wishlistDataOf(executor: Executor, shopper: ShopperRef) {
  return executor
    .select({ productId: favourites.productId, markedAt: favourites.markedAt })
    .from(favourites)
    .where(own(shopper))
    .orderBy(asc(favourites.markedAt));
}

export async function eraseWishlist(tx: Executor, shopper: ShopperRef) {
  await tx.delete(favourites).where(own(shopper));
}
