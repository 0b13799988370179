import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { stockAlerts } from './stock-alerts.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(stockAlerts.customerId, customerId), eq(stockAlerts.userId, userId));

/** "Notify me when back in stock" requests, waiting or told (decision 0093). */
export function stockAlertDataOf(executor: Executor, shopper: ShopperRef) {
  return executor
    .select({
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      mobile: stockAlerts.mobile,
      requestedAt: stockAlerts.createdAt,
      notifiedAt: stockAlerts.notifiedAt,
    })
    .from(stockAlerts)
    .where(own(shopper))
    .orderBy(asc(stockAlerts.createdAt));
}

export async function eraseStockAlerts(tx: Executor, shopper: ShopperRef) {
  await tx.delete(stockAlerts).where(own(shopper));
}
