import { boolean, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CouponKind } from '@vitrine/contract/coupons';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shop's coupon (decision 0094). The code is kept in capitals and unique per shop, so shoppers
 * type it in any case; `validFrom` and `validUntil` are the first instant it works and the first it
 * no longer does (India days' edges). The uses are the orders placed with it (the orders module's).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    code: text('code').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Whole percent for PERCENT, paise for FLAT. */
    value: integer('value').notNull(),
    /** Paise of goods; null: any order. */
    minimumOrder: integer('minimum_order'),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    perShopperLimit: integer('per_shopper_limit'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_customer_code_idx').on(table.customerId, table.code)],
);
