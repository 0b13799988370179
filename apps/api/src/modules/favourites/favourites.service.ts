import { and, desc, eq } from 'drizzle-orm';
import type { Favourite } from '@vitrine/contract/favourites';
import type { Db } from '../../db/client.ts';
import { productNotFound } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { toRupees } from '../../lib/money.ts';
import { findShownProduct, shownProductsAmong } from '../catalog/product-query.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import { favourites } from './favourites.tables.ts';

export function createFavouritesService(db: Db, tenants: Pick<TenantsService, 'showsPrices'>) {
  /**
   * The shopper's wishlist, newest first; products the shop has since hidden drop out. Every wishlist
   * reply is built here, with no price where the shop hides them (showProductPrice off; decision 0025).
   */
  async function favouriteOf(customerId: string, userId: string): Promise<Favourite> {
    const marked = await db
      .select({ productId: favourites.productId })
      .from(favourites)
      .where(and(eq(favourites.customerId, customerId), eq(favourites.userId, userId)))
      .orderBy(desc(favourites.markedAt));
    const products = await shownProductsAmong(
      db,
      customerId,
      marked.map((row) => row.productId),
    );
    const shown = new Map(products.map((product) => [product.productId, product]));
    const rows = marked.flatMap(({ productId }) => shown.get(productId) ?? []);
    const priced = await tenants.showsPrices(customerId);
    return {
      userId,
      items: rows.map(({ sellPrice, effectivePrice, images, ...row }) => ({
        ...row,
        price: priced ? toRupees(effectivePrice) : null,
        sellPrice: priced ? toRupees(sellPrice) : null,
        baseImage: images[0] ?? '',
        images,
      })),
    };
  }

  async function mark(customerId: string, userId: string, productId: string): Promise<Favourite> {
    if (!(await findShownProduct(db, customerId, productId, null))) throw productNotFound();
    await db.insert(favourites).values({ customerId, userId, productId }).onConflictDoNothing();
    return favouriteOf(customerId, userId);
  }

  /** Unmarking what is not marked changes nothing and is not an error. */
  async function unmark(customerId: string, userId: string, productId: string): Promise<Favourite> {
    if (isRowId(productId)) {
      await db
        .delete(favourites)
        .where(
          and(
            eq(favourites.customerId, customerId),
            eq(favourites.userId, userId),
            eq(favourites.productId, productId),
          ),
        );
    }
    return favouriteOf(customerId, userId);
  }

  return { favouriteOf, mark, unmark };
}
export type FavouritesService = ReturnType<typeof createFavouritesService>;
