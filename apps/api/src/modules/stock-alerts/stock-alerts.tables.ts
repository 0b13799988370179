import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperIdColumn } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * "Notify me when back in stock": one row per shopper and product (or variant) they wait for.
 * `notifiedAt` is set in the transaction that queues the message, so it is sent once; asking again
 * later waits afresh.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: shopperIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id'),
    /** The variant's id, or the product's for a simple product: one wait per line a cart could hold. */
    lineKey: uuid('line_key').notNull(),
    /** Where the message goes: the shopper's mobile when they asked. */
    mobile: text('mobile').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('stock_alerts_shopper_line_idx').on(table.customerId, table.userId, table.lineKey),
    index('stock_alerts_waiting_idx')
      .on(table.customerId, table.lineKey)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
