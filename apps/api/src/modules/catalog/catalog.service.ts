import { asc, eq } from 'drizzle-orm';
import type { Category } from '@vitrine/contract/catalog';
import type { Db } from '../../db/client.ts';
import { categories } from './catalog.tables.ts';

export interface NewCategory {
  name: string;
  image?: string | null;
  bannerURLs?: string[];
  children?: NewCategory[];
}

export function createCatalogService(db: Db) {
  /** The tenant's whole category tree, built from one ordered read. */
  async function categoryTree(customerId: string): Promise<Category[]> {
    const rows = await db
      .select()
      .from(categories)
      .where(eq(categories.customerId, customerId))
      .orderBy(asc(categories.position), asc(categories.name));
    const childrenOf = new Map<string | null, typeof rows>();
    for (const row of rows) childrenOf.set(row.parentId, [...(childrenOf.get(row.parentId) ?? []), row]);
    const build = (parentId: string | null, ancestors: string[]): Category[] =>
      (childrenOf.get(parentId) ?? []).map((row) => ({
        categoryId: row.id,
        name: row.name,
        index: row.position,
        categoryImage: row.image,
        bannerURLs: row.bannerUrls,
        ancestors,
        children: build(row.id, [...ancestors, row.id]),
      }));
    return build(null, []);
  }

  /** Writes a tree of new categories under a parent (or as roots), in the order given. */
  async function addCategories(customerId: string, tree: NewCategory[], parentId: string | null = null) {
    for (const [position, node] of tree.entries()) {
      const [row] = await db
        .insert(categories)
        .values({
          customerId,
          parentId,
          name: node.name,
          position,
          image: node.image ?? null,
          bannerUrls: node.bannerURLs ?? [],
        })
        .returning({ id: categories.id });
      if (node.children?.length) await addCategories(customerId, node.children, row!.id);
    }
  }

  return { categoryTree, addCategories };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
