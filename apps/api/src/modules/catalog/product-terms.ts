import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products } from './catalog.tables.ts';

/** Whether a product may be cancelled before dispatch and returned after delivery (SPEC §3). */
export interface ProductTerms {
  cancellable: boolean;
  returnable: boolean;
}

/**
 * The after-sale terms of the shop's products, by id, as they stand now. A product no longer in the
 * catalogue is left out; the caller decides what that means.
 */
export async function productTermsOf(
  executor: Executor,
  customerId: string,
  productIds: readonly string[],
): Promise<Map<string, ProductTerms>> {
  if (productIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: products.id, cancellable: products.cancellable, returnable: products.returnable })
    .from(products)
    .where(and(eq(products.customerId, customerId), inArray(products.id, [...new Set(productIds)])));
  return new Map(rows.map(({ id, ...terms }) => [id, terms]));
}
