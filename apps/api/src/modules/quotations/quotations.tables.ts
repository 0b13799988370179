import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables.ts';
import { products, productVariants } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shopper's request for a quotation (SPEC §3 showQuotationRequest). The shopper's contact and the
 * product's name are copied, so the shop owner reads the request as it was sent.
 *
 * The shop answers once (decision 0092): QUOTED with a unit price (paise, as the shop's prices are:
 * tax included or not), a quantity and the instant the quotation lapses, or DECLINED. Whether it was
 * ordered is the orders' to say (`orders.quotation_id`), and whether it lapsed the clock's.
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
    status: text('status', { enum: ['REQUESTED', 'QUOTED', 'DECLINED'] })
      .notNull()
      .default('REQUESTED'),
    unitPrice: integer('unit_price'),
    /**
     * How the unit price stands to GST: INCLUSIVE, GST within it, or PLUS_GST, GST added on top.
     * Null until quoted, and for a shop not registered for GST, which charges none.
     */
    priceBasis: text('price_basis', { enum: ['INCLUSIVE', 'PLUS_GST'] }),
    quotedQuantity: integer('quoted_quantity'),
    /** The product's GST rate when quoted, for reading the quotation; an order taxes at the rate then. */
    gstRate: numeric('gst_rate', { precision: 5, scale: 2, mode: 'number' }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    note: text('note'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('quotation_requests_customer_created_idx').on(table.customerId, table.createdAt),
    index('quotation_requests_customer_user_idx').on(table.customerId, table.userId),
    check(
      'quotation_requests_quote_check',
      sql`${table.status} <> 'QUOTED' or (${table.unitPrice} > 0 and ${table.quotedQuantity} > 0 and ${table.validUntil} is not null)`,
    ),
  ],
);
