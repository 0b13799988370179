import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, productVariants } from './catalog.tables.ts';

/** A configurable product's stock is its variants' total, read from them (a product row may lag). */
export const stockOfProduct = sql<number>`case when ${products.productType} = 'CONFIGURABLE' then (
    select coalesce(sum(${productVariants.availableStock}), 0)::int from ${productVariants}
    where ${productVariants.customerId} = ${products.customerId} and ${productVariants.productId} = ${products.id}
  ) else ${products.availableStock} end`.mapWith(Number);

/**
 * Shown products at or below their low-stock mark, fewest first: how many, and the first `limit`.
 * Stock is read fresh.
 */
export async function lowStockProducts(executor: Executor, customerId: string, limit: number) {
  const rows = await executor
    .select({ productId: products.id, name: products.name, sku: products.sku, stock: stockOfProduct })
    .from(products)
    .where(
      and(
        eq(products.customerId, customerId),
        eq(products.isVisible, true),
        lte(stockOfProduct, products.lowStock),
      ),
    )
    .orderBy(asc(stockOfProduct), asc(products.name));
  return { count: rows.length, products: rows.slice(0, limit) };
}
