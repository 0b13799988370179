import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orderItems, orders } from './orders.tables.ts';

export type OrderItemRow = typeof orderItems.$inferSelect;

/** An order of this shop with every line as it was bought (for its tax documents). */
export async function orderWithLines(executor: Executor, customerId: string, orderId: string) {
  const [order] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.id, orderId)));
  if (!order) return null;
  const items = await executor
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.customerId, customerId), eq(orderItems.orderId, orderId)))
    .orderBy(asc(orderItems.productName), asc(orderItems.id));
  return { order, items };
}
