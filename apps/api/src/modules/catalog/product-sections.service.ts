import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AdminProductSections, ProductSectionEdit } from '@vitrine/contract/admin-content';
import type { Db } from '../../db/client.ts';
import { productNotFound } from '../../lib/app-error.ts';
import { products, productSectionItems, productSections } from './catalog.tables.ts';

/**
 * The home page's product sections as the owner edits them. A write goes through the tables'
 * `catalog_changed` trigger, so every instance drops the tenant's cached catalogue replies at once.
 */
export function createProductSectionsService(db: Db) {
  async function sectionsOf(customerId: string): Promise<AdminProductSections> {
    const [sections, items] = await Promise.all([
      db
        .select()
        .from(productSections)
        .where(eq(productSections.customerId, customerId))
        .orderBy(asc(productSections.position)),
      db
        .select({
          sectionId: productSectionItems.sectionId,
          productId: products.id,
          productName: products.name,
          productSKU: products.sku,
        })
        .from(productSectionItems)
        .innerJoin(products, eq(products.id, productSectionItems.productId))
        .where(eq(productSectionItems.customerId, customerId))
        .orderBy(asc(productSectionItems.position)),
    ]);
    return sections.map((section) => ({
      title: section.title,
      text: section.text,
      products: items
        .filter((item) => item.sectionId === section.id)
        .map(({ productId, productName, productSKU }) => ({ productId, productName, productSKU })),
    }));
  }

  /** Replaces every section in one transaction; a product id this shop does not have refuses it all. */
  async function replaceSections(customerId: string, sections: readonly ProductSectionEdit[]): Promise<void> {
    const wanted = [...new Set(sections.flatMap((section) => section.productIds))];
    await db.transaction(async (tx) => {
      if (wanted.length > 0) {
        const found = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.customerId, customerId), inArray(products.id, wanted)));
        if (found.length !== wanted.length) throw productNotFound();
      }
      await tx.delete(productSections).where(eq(productSections.customerId, customerId));
      for (const [position, section] of sections.entries()) {
        const [row] = await tx
          .insert(productSections)
          .values({ customerId, position, title: section.title, text: section.text })
          .returning({ id: productSections.id });
        const productIds = [...new Set(section.productIds)];
        if (productIds.length === 0) continue;
        await tx
          .insert(productSectionItems)
          .values(
            productIds.map((productId, at) => ({ customerId, sectionId: row!.id, productId, position: at })),
          );
      }
    });
  }

  return { sectionsOf, replaceSections };
}
export type ProductSectionsService = ReturnType<typeof createProductSectionsService>;
