import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shopper's request for a quotation (SPEC §3 showQuotationRequest). The shopper's contact and the
 * product's name are copied, so the shop owner reads the request as it was sent.
 */
export const quotationRequests = pgTable(
  'quotation_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productVariantId: uuid('product_variant_id').references(() => productVariants.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    productSku: text('product_sku').notNull(),
    quantity: integer('quantity').notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    company: text('company'),
    city: text('city'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quotation_requests_customer_created_idx').on(table.customerId, table.createdAt)],
);
