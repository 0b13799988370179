import { integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AddressType } from '@vitrine/contract/addresses';
import { shopperIdColumn } from '../auth/auth.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shopper's saved address. `addressIndex` numbers a shopper's addresses 1, 2, 3…; a deleted address
 * keeps its row (marked deleted) so its index is never handed out again to a different address.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: shopperIdColumn(),
    addressIndex: integer('address_index').notNull(),
    addressType: text('address_type').$type<AddressType>().notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    house: text('house').notNull(),
    building: text('building').notNull(),
    society: text('society').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    pinCode: text('pin_code').notNull(),
    gps: jsonb('gps').$type<{ lat: number; lng: number }>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('addresses_customer_user_index_idx').on(table.customerId, table.userId, table.addressIndex),
  ],
);
