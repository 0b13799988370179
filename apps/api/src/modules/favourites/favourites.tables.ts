import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopperIdColumn } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/** A shopper's wishlist: one row per product they marked. */
export const favourites = pgTable(
  'favourites',
  {
    customerId: tenantIdColumn(),
    userId: shopperIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.userId, table.productId] })],
);
