import type { Database } from '../../db/client.ts';
import { CATALOG_CHANGED, PRODUCT_CHANGED } from '../../db/notify-channels.ts';
import {
  categoryNames,
  searchableProducts,
  shopsShowing,
  visibleProductCount,
} from '../catalog/product-search.ts';
import { ProductIndex } from './product-index.ts';

const BUILD_BATCH = 5000;
const RELOAD_BATCH = 1000;
/** More pending changes than this (or a tenth of the index) and the index is built anew instead. */
const RELOAD_AT_MOST = 100;
/** After an owner's change through this instance, its searches ask PostgreSQL for this long. */
const OWN_CHANGE_MS = 1000;

type Entry =
  | { state: 'small' }
  | { state: 'building'; pending: Set<string>; namesChanged: boolean }
  | {
      state: 'ready';
      index: ProductIndex;
      pending: Set<string>;
      applying: Promise<void> | null;
      namesChanged: boolean;
    };

export interface ProductIndexOptions {
  /** A shop with fewer visible products is searched in PostgreSQL alone. */
  minProducts: number;
  onError: (error: unknown, customerId: string) => void;
}

/**
 * The owner of search's in-memory indexes, one per shop with `minProducts` or more (README.md).
 * One invalidation rule: the `product_changed` notification (migration 0046), which every instance
 * hears at each commit that changes what an index holds of a product, puts that product in its
 * shop's pending set, reloaded from PostgreSQL before the next search reads the index; more changes
 * than that is worth, or too many replaced products, and the index is built anew. A gap in the
 * notifications drops every index. `indexFor` answers null while a shop's index is being built (at
 * start, or on its first search, in the background); the caller then searches PostgreSQL.
 */
export async function createProductIndexes(database: Database, options: ProductIndexOptions) {
  const { db } = database;
  const entries = new Map<string, Entry>();
  const ownChangeUntil = new Map<string, number>();

  const stopListening = await database.listen(
    PRODUCT_CHANGED,
    (payload) => {
      const [customerId = '', productId = ''] = payload.split(' ');
      const entry = entries.get(customerId);
      if (entry?.state === 'small') entries.delete(customerId);
      if (entry?.state !== 'ready' && entry?.state !== 'building') return;
      entry.pending.add(productId);
      // Many changes at once (an import): building anew costs less than reloading one by one.
      if (entry.state === 'ready' && entry.pending.size > Math.max(RELOAD_AT_MOST, entry.index.size / 10))
        void build(customerId);
    },
    () => entries.clear(),
  );
  // Any change to the shop's catalogue (a category renamed, say): its category names are read again.
  const stopHearingCatalog = await database.listen(
    CATALOG_CHANGED,
    (customerId) => {
      const entry = entries.get(customerId);
      if (entry?.state === 'ready' || entry?.state === 'building') entry.namesChanged = true;
    },
    () => entries.clear(),
  );

  async function build(customerId: string) {
    // Changes committed while the batches are read are heard meanwhile and applied after.
    const building: Entry = { state: 'building', pending: new Set(), namesChanged: false };
    entries.set(customerId, building);
    try {
      if ((await visibleProductCount(db, customerId)) < options.minProducts) {
        if (entries.get(customerId) === building) entries.set(customerId, { state: 'small' });
        return;
      }
      const index = new ProductIndex();
      let after: string | null = null;
      for (;;) {
        const batch = await searchableProducts(db, customerId, { after, limit: BUILD_BATCH });
        for (const product of batch) index.add(product);
        if (batch.length < BUILD_BATCH) break;
        after = batch.at(-1)!.id;
      }
      index.categoryNames = await categoryNames(db, customerId);
      // Dropped meanwhile (a gap in the notifications): the next search starts again.
      if (entries.get(customerId) !== building) return;
      entries.set(customerId, {
        state: 'ready',
        index,
        pending: building.pending,
        applying: null,
        namesChanged: building.namesChanged,
      });
    } catch (error) {
      entries.delete(customerId);
      options.onError(error, customerId);
    }
  }

  async function reload(index: ProductIndex, customerId: string, ids: string[]) {
    for (let start = 0; start < ids.length; start += RELOAD_BATCH) {
      const chunk = ids.slice(start, start + RELOAD_BATCH);
      const rows = await searchableProducts(db, customerId, { ids: chunk });
      for (const id of chunk) index.remove(id);
      for (const row of rows) index.add(row);
    }
  }

  /** The shop's index with every change heard so far applied, or null: search PostgreSQL. */
  async function indexFor(customerId: string): Promise<ProductIndex | null> {
    const entry = entries.get(customerId);
    if (!entry) {
      void build(customerId);
      return null;
    }
    if (entry.state !== 'ready') return null;
    if (entry.index.full || entry.index.garbage > entry.index.size) {
      void build(customerId);
      return null;
    }
    const ownChange = ownChangeUntil.get(customerId);
    if (ownChange !== undefined) {
      if (ownChange > Date.now()) return null;
      ownChangeUntil.delete(customerId);
    }
    try {
      if (entry.namesChanged) {
        entry.namesChanged = false;
        entry.index.categoryNames = await categoryNames(db, customerId);
      }
      while (entry.pending.size > 0 || entry.applying) {
        if (!entry.applying) {
          const ids = [...entry.pending];
          entry.pending.clear();
          entry.applying = reload(entry.index, customerId, ids).finally(() => (entry.applying = null));
        }
        await entry.applying;
      }
    } catch (error) {
      // What it could not read again: the index is not trusted, and the next search builds anew.
      if (entries.get(customerId) === entry) entries.delete(customerId);
      options.onError(error, customerId);
      return null;
    }
    return entries.get(customerId) === entry ? entry.index : null;
  }

  /** Builds the index of every shop big enough for one, one after another (at start, not awaited). */
  async function warmAll() {
    for (const customerId of await shopsShowing(db, options.minProducts))
      if (!entries.has(customerId)) await build(customerId);
  }

  return {
    indexFor,
    warmAll,
    /** Read-your-writes for an owner whose change this instance just committed. */
    changedHere: (customerId: string) => ownChangeUntil.set(customerId, Date.now() + OWN_CHANGE_MS),
    /** How many shops are searched in memory now, and how many products their indexes hold. */
    stats() {
      let shops = 0;
      let products = 0;
      for (const entry of entries.values()) {
        if (entry.state !== 'ready') continue;
        shops++;
        products += entry.index.size;
      }
      return { shops, products };
    },
    /** Whether the shop is searched in memory now (tests wait for it). */
    isReady: (customerId: string) => entries.get(customerId)?.state === 'ready',
    close: async () => {
      await stopListening();
      await stopHearingCatalog();
    },
  };
}
export type ProductIndexes = Awaited<ReturnType<typeof createProductIndexes>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Search's in-memory indexes; the app owns them, tests and the bench look at their state. */
    productIndexes: ProductIndexes;
  }
}
