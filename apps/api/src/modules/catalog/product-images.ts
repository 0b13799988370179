import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { isRowId } from '../../lib/ids.ts';
import { categories, products } from './catalog.tables.ts';

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

/** A category's picture; null when the category is not the shop's. */
export async function categoryImageOf(
  executor: Executor,
  customerId: string,
  categoryId: string,
  { lock = false } = {},
): Promise<{ categoryId: string; image: string | null } | null> {
  if (!isRowId(categoryId)) return null;
  const query = executor
    .select({ categoryId: categories.id, image: categories.image })
    .from(categories)
    .where(and(eq(categories.customerId, customerId), eq(categories.id, categoryId)));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function setCategoryImage(
  executor: Executor,
  customerId: string,
  categoryId: string,
  image: string,
) {
  await executor
    .update(categories)
    .set({ image })
    .where(and(eq(categories.customerId, customerId), eq(categories.id, categoryId)));
}
