import type { Cart } from '@vitrine/contract/cart';
import type { Database } from '../../db/client.ts';
import { TenantLoads } from '../../lib/ttl-cache.ts';
import { CART_CHANGED, CATALOG_CHANGED } from '../../db/notify-channels.ts';

const CARTS_PER_TENANT = 10_000;
/** A safety net only: every change to a cart or its tenant's catalogue drops the stored cart at once. */
const STORED_CART_LIFETIME_MS = 60_000;
const SHOPPER_ID_LENGTH = 36;

/**
 * The carts this API instance has read, per tenant and shopper (decision 0012). A change to a cart,
 * by this instance, another one, checkout or by hand in the database, drops it (PostgreSQL NOTIFY,
 * delivered at commit); so does any change to its tenant's catalogue, which prices every cart.
 */
export async function createStoredCarts(database: Database) {
  const carts = new TenantLoads<Cart>(STORED_CART_LIFETIME_MS, CARTS_PER_TENANT);
  const dropAll = () => carts.clear();
  const stopCarts = await database.listen(
    CART_CHANGED,
    (payload) => {
      for (const shopper of payload.split('\n')) {
        forget(shopper.slice(0, -SHOPPER_ID_LENGTH - 1), shopper.slice(-SHOPPER_ID_LENGTH));
      }
    },
    dropAll,
  );
  const stopCatalog = await database.listen(
    CATALOG_CHANGED,
    (customerId) => carts.dropTenant(customerId),
    dropAll,
  );

  /** The stored cart, or the one `load` reads (TenantLoads: a read that races a change is not kept). */
  const read = (customerId: string, userId: string, load: () => Promise<Cart>) =>
    carts.get(customerId, userId, load);

  /** Drops a shopper's cart at once, for the instance that changed it; the others hear it by NOTIFY. */
  function forget(customerId: string, userId: string) {
    carts.drop(customerId, userId);
  }

  return {
    read,
    forget,
    close: async () => void (await Promise.all([stopCarts(), stopCatalog()])),
  };
}
export type StoredCarts = Awaited<ReturnType<typeof createStoredCarts>>;
