import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isRowId } from '../../lib/ids.ts';
import { products } from './catalog.tables.ts';

export interface ProductImages {
  productId: string;
  productName: string;
  images: string[];
}

/** A product's pictures in order, the first its cover; null when it is not the shop's. */
export async function productImagesOf(
  executor: Executor,
  customerId: string,
  productId: string,
  { lock = false } = {},
): Promise<ProductImages | null> {
  if (!isRowId(productId)) return null;
  const query = executor
    .select({ productId: products.id, productName: products.name, images: products.images })
    .from(products)
    .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function setProductImages(
  executor: Executor,
  customerId: string,
  productId: string,
  images: string[],
) {
  await executor
    .update(products)
    .set({ images })
    .where(and(eq(products.customerId, customerId), eq(products.id, productId)));
}
