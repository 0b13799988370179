import type { ProductRemoval } from '@vitrine/contract/admin-catalog';
import type { Db } from '../db/client.ts';
import { isRowId } from '../lib/ids.ts';
import { removeProductFromCarts } from '../modules/cart/cart.service.ts';
import type { CatalogAdminService } from '../modules/catalog/catalog-admin.service.ts';
import { ordersWithProduct } from '../modules/orders/admin-orders.service.ts';

/**
 * The owner's "Delete product" (decision 0087): a product no order names is deleted; one that orders
 * name is hidden instead, so those orders, invoices and reorders keep pointing at it, and it leaves
 * every cart (wishlists already leave hidden products out).
 */
export async function removeProduct(
  deps: { db: Db; catalogAdmin: CatalogAdminService },
  customerId: string,
  productId: string,
): Promise<ProductRemoval> {
  const orderCount = isRowId(productId) ? await ordersWithProduct(deps.db, customerId, productId) : 0;
  if (orderCount === 0) {
    await deps.catalogAdmin.deleteProduct(customerId, productId);
    return { outcome: 'DELETED', orderCount };
  }
  await deps.catalogAdmin.hideProduct(customerId, productId);
  await removeProductFromCarts(deps.db, customerId, productId);
  return { outcome: 'HIDDEN', orderCount };
}
