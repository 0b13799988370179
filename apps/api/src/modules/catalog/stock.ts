import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from './catalog.tables.ts';

export interface StockLine {
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

/** The stock row a line draws on: a configurable product's variant, else the product. */
export const stockKeyOf = (line: Omit<StockLine, 'quantity'>) => line.variantId ?? line.productId;

/**
 * Puts `release` back on the shelf and takes `reserve` off it, as one net change per stock row, but
 * takes only where that much is left: the conditional update takes the row lock, so of many buyers of
 * the last unit exactly one gets a row back. Answers false when any line could not be reserved; the
 * caller's transaction then undoes the rest. Rows are taken in one fixed order so two orders sharing
 * products cannot deadlock.
 */
export async function exchangeStock(
  executor: Executor,
  customerId: string,
  { release = [], reserve = [] }: { release?: readonly StockLine[]; reserve?: readonly StockLine[] },
) {
  const changes = new Map<string, { line: StockLine; change: number }>();
  const add = (line: StockLine, change: number) => {
    const entry = changes.get(stockKeyOf(line)) ?? { line, change: 0 };
    changes.set(stockKeyOf(line), { ...entry, change: entry.change + change });
  };
  for (const line of release) add(line, line.quantity);
  for (const line of reserve) add(line, -line.quantity);
  const inLockOrder = [...changes.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [, { line, change }] of inLockOrder) {
    if (change !== 0 && !(await moveStock(executor, customerId, line, change))) return false;
  }
  return true;
}

/** Puts a failed or cancelled order's quantities back on the shelf. */
export async function releaseStock(executor: Executor, customerId: string, lines: readonly StockLine[]) {
  await exchangeStock(executor, customerId, { release: lines });
}
