import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shopperIdColumn } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/** A signed-in shopper's one cart in a shop; it outlives sessions, so the next sign-in finds it. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: shopperIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_customer_user_idx').on(table.customerId, table.userId)],
);

/**
 * One line per product, or per variant of a configurable product. `lineKey` is the variant's id when
 * there is one and the product's otherwise, so setting a line's quantity is a single upsert.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    lineKey: uuid('line_key').notNull(),
    quantity: integer('quantity').notNull(),
    description: text('description').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_customer_cart_line_idx').on(table.customerId, table.cartId, table.lineKey),
    index('cart_items_customer_product_idx').on(table.customerId, table.productId),
  ],
);
