import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';

interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Takes each line's quantity off the stock, but only where that much is left: the conditional update
 * takes the row lock, so of many buyers of the last unit exactly one gets a row back. Answers false
 * when any line could not be reserved; the caller's transaction then undoes the rest. Rows are taken
 * in one fixed order so two orders sharing products cannot deadlock.
 */
export async function reserveStock(executor: Executor, customerId: string, lines: readonly StockLine[]) {
  const inLockOrder = [...lines].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));
  for (const line of inLockOrder) {
    const reserved = line.variantId
      ? await executor
          .update(productVariants)
          .set({ availableStock: sql`${productVariants.availableStock} - ${line.quantity}` })
          .where(
            and(
              eq(productVariants.customerId, customerId),
              eq(productVariants.id, line.variantId),
              gte(productVariants.availableStock, line.quantity),
            ),
          )
          .returning({ id: productVariants.id })
      : await executor
          .update(products)
          .set({ availableStock: sql`${products.availableStock} - ${line.quantity}` })
          .where(
            and(
              eq(products.customerId, customerId),
              eq(products.id, line.productId),
              gte(products.availableStock, line.quantity),
            ),
          )
          .returning({ id: products.id });
    if (reserved.length === 0) return false;
  }
  return true;
}

const lockKey = (line: StockLine) => line.variantId ?? line.productId;

/** Puts a failed or cancelled order's quantities back on the shelf. */
export async function releaseStock(executor: Executor, customerId: string, lines: readonly StockLine[]) {
  for (const line of lines) {
    if (line.variantId) {
      await executor
        .update(productVariants)
        .set({ availableStock: sql`${productVariants.availableStock} + ${line.quantity}` })
        .where(and(eq(productVariants.customerId, customerId), eq(productVariants.id, line.variantId)));
    } else {
      await executor
        .update(products)
        .set({ availableStock: sql`${products.availableStock} + ${line.quantity}` })
        .where(and(eq(products.customerId, customerId), eq(products.id, line.productId)));
    }
  }
}
