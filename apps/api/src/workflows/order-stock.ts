import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';

interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

/**
 * Moves a line's stock by `change` (negative to take it), only where the stock would not go below
 * zero; answers whether it moved. A configurable product's stock is its variant's.
 */
async function moveStock(executor: Executor, customerId: string, line: StockLine, change: number) {
  const table = line.variantId ? productVariants : products;
  const id = line.variantId ?? line.productId;
  const moved = await executor
    .update(table)
    .set({ availableStock: sql`${table.availableStock} + ${change}` })
    .where(and(eq(table.customerId, customerId), eq(table.id, id), gte(table.availableStock, -change)))
    .returning({ id: table.id });
  return moved.length > 0;
}

const lockKey = (line: StockLine) => line.variantId ?? line.productId;
const inLockOrder = (lines: readonly StockLine[]) =>
  [...lines].sort((a, b) => lockKey(a).localeCompare(lockKey(b)));

/**
 * Takes each line's quantity off the stock, but only where that much is left: the conditional update
 * takes the row lock, so of many buyers of the last unit exactly one gets a row back. Answers false
 * when any line could not be reserved; the caller's transaction then undoes the rest. Rows are taken
 * in one fixed order so two orders sharing products cannot deadlock.
 */
export async function reserveStock(executor: Executor, customerId: string, lines: readonly StockLine[]) {
  for (const line of inLockOrder(lines)) {
    if (!(await moveStock(executor, customerId, line, -line.quantity))) return false;
  }
  return true;
}

/** Puts a failed or cancelled order's quantities back on the shelf. */
export async function releaseStock(executor: Executor, customerId: string, lines: readonly StockLine[]) {
  for (const line of inLockOrder(lines)) await moveStock(executor, customerId, line, line.quantity);
}
