import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  catalogWords,
  categories,
  products,
  productSectionItems,
  productSections,
  productVariants,
} from './catalog.tables.ts';

export interface NewCategory {
  name: string;
  image?: string | null;
  bannerURLs?: string[];
  children?: NewCategory[];
}

type ProductColumns = typeof products.$inferInsert;
type Defaulted = 'id' | 'customerId' | 'productType' | 'sellPrice' | 'specialPrice' | 'availableStock';
export type NewVariant = Omit<typeof productVariants.$inferInsert, 'id' | 'customerId' | 'productId'>;

/** Prices in paise. A product with variants takes its price and stock from them. */
export type NewProduct = Omit<ProductColumns, Defaulted> &
  (
    { sellPrice: number; specialPrice?: number | null; availableStock: number } | { variants: NewVariant[] }
  ) & {
    variants?: NewVariant[];
  };

const BATCH_SIZE = 500;
const effective = (row: { sellPrice: number; specialPrice?: number | null }) =>
  Math.min(row.sellPrice, row.specialPrice ?? row.sellPrice);

/**
 * A product's own columns. One with variants is CONFIGURABLE and takes its prices from its cheapest
 * variant and its stock from their sum; the console's product editor writes through this too.
 */
export function productColumns(product: NewProduct): Omit<ProductColumns, 'customerId'> {
  const { variants, ...columns } = product;
  if (!variants?.length) return { ...columns, productType: 'SIMPLE' } as ProductColumns;
  const cheapest = variants.reduce((best, variant) =>
    effective(variant) < effective(best) ? variant : best,
  );
  return {
    ...columns,
    productType: 'CONFIGURABLE',
    sellPrice: cheapest.sellPrice,
    specialPrice: cheapest.specialPrice ?? null,
    availableStock: variants.reduce((sum, variant) => sum + (variant.availableStock ?? 0), 0),
  };
}

/**
 * Search's spelling dictionary: every word of 3+ letters in the tenant's product names and brands (or,
 * after one product's edit, in that product's).
 */
export async function refreshCatalogWords(db: Executor, customerId: string, productId?: string) {
  await db.execute(sql`
      insert into ${catalogWords} (customer_id, word)
      select distinct ${customerId}, word
      from ${products} p, regexp_split_to_table(lower(p.name || ' ' || p.brand_name), '[^[:alnum:]]+') word
      where p.customer_id = ${customerId} and length(word) >= 3
        ${productId ? sql`and p.id = ${productId}` : sql``}
      on conflict do nothing`);
}

/** Writes catalogues: the demo seed, the benchmark generator and tests use it; shoppers never do. */
export function createCatalogImportService(db: Db) {
  /**
   * Writes a tree of new categories under a parent (or as roots), in the order given, and answers
   * each new category's id by its path of names joined with ' > '.
   */
  async function addCategories(
    customerId: string,
    tree: NewCategory[],
    parent: { id: string; path: string } | null = null,
  ): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (const [position, node] of tree.entries()) {
      const [row] = await db
        .insert(categories)
        .values({
          customerId,
          parentId: parent?.id ?? null,
          name: node.name,
          position,
          image: node.image ?? null,
          bannerUrls: node.bannerURLs ?? [],
        })
        .returning({ id: categories.id });
      const path = parent ? `${parent.path} > ${node.name}` : node.name;
      ids.set(path, row!.id);
      if (node.children?.length)
        for (const [childPath, id] of await addCategories(customerId, node.children, { id: row!.id, path }))
          ids.set(childPath, id);
    }
    return ids;
  }

  /** Writes products with their variants, in batches; answers product ids by SKU. */
  async function addProducts(customerId: string, newProducts: NewProduct[]): Promise<Map<string, string>> {
    const ids = new Map<string, string>();
    for (let start = 0; start < newProducts.length; start += BATCH_SIZE) {
      const batch = newProducts.slice(start, start + BATCH_SIZE);
      await db.transaction(async (tx) => {
        const rows = await tx
          .insert(products)
          .values(batch.map((product) => ({ ...productColumns(product), customerId })))
          .returning({ id: products.id, sku: products.sku });
        for (const row of rows) ids.set(row.sku, row.id);
        const variants = batch.flatMap((product) =>
          (product.variants ?? []).map((variant, position) => ({
            position,
            ...variant,
            customerId,
            productId: ids.get(product.sku)!,
          })),
        );
        if (variants.length > 0) await tx.insert(productVariants).values(variants);
      });
    }
    await refreshCatalogWords(db, customerId);
    return ids;
  }

  /** Home page sections, each listing products by id in order. */
  async function addSections(
    customerId: string,
    sections: Array<{ title: string; text: string; productIds: string[] }>,
  ) {
    for (const [position, section] of sections.entries()) {
      const [row] = await db
        .insert(productSections)
        .values({ customerId, position, title: section.title, text: section.text })
        .returning({ id: productSections.id });
      await db.insert(productSectionItems).values(
        section.productIds.map((productId, itemPosition) => ({
          customerId,
          sectionId: row!.id,
          productId,
          position: itemPosition,
        })),
      );
    }
  }

  return { addCategories, addProducts, addSections };
}
