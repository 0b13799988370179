import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productVariants } from './catalog.tables.ts';

/** A product card or product (`productId`) or a variant (`productVariantId`) in a reply. */
interface StockHolder {
  availableStock: number;
  productId?: string;
  productVariantId?: string;
}

function stockHoldersIn(value: unknown, found: StockHolder[] = []): StockHolder[] {
  if (Array.isArray(value)) for (const item of value) stockHoldersIn(item, found);
  else if (value !== null && typeof value === 'object') {
    if ('availableStock' in value) found.push(value as StockHolder);
    for (const child of Object.values(value)) stockHoldersIn(child, found);
  }
  return found;
}

/** A copy of `value`, each stock holder's figure replaced by `stockOf`'s where it has one. */
function withStock(value: unknown, stockOf: (holder: StockHolder) => number | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withStock(item, stockOf));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withStock(child, stockOf);
  if ('availableStock' in value) copy.availableStock = stockOf(value as StockHolder) ?? value.availableStock;
  return copy;
}

/**
 * Stock changes with every order, so a stored catalogue reply keeps everything but its stock: this
 * answers `data` with the stock the database holds now in every product card, product and variant
 * it carries (two primary-key reads at most), and those figures in order, for the reply's ETag.
 */
export async function withCurrentStock<T>(
  db: Db,
  customerId: string,
  data: T,
): Promise<{ data: T; stock: number[] }> {
  const holders = stockHoldersIn(data);
  if (holders.length === 0) return { data, stock: [] };
  const productIds = holders.flatMap((holder) => (holder.productVariantId ? [] : [holder.productId!]));
  const variantIds = holders.flatMap((holder) => (holder.productVariantId ? [holder.productVariantId] : []));
  const [productRows, variantRows] = await Promise.all([
    db
      .select({ id: products.id, stock: products.availableStock })
      .from(products)
      .where(and(eq(products.customerId, customerId), inArray(products.id, productIds))),
    variantIds.length === 0
      ? []
      : db
          .select({ id: productVariants.id, stock: productVariants.availableStock })
          .from(productVariants)
          .where(and(eq(productVariants.customerId, customerId), inArray(productVariants.id, variantIds))),
  ]);
  const stockById = new Map([...productRows, ...variantRows].map((row) => [row.id, row.stock]));
  const stockOf = (holder: StockHolder) => stockById.get(holder.productVariantId ?? holder.productId!);
  return {
    data: withStock(data, stockOf) as T,
    stock: holders.map((holder) => stockOf(holder) ?? holder.availableStock),
  };
}
