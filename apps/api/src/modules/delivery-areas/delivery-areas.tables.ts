import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryAreaMode } from '@vitrine/contract/delivery-areas';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * Where a shop delivers (decision 0091). No row: all over India, as every shop did before; `LISTED`:
 * only the pincodes in `delivery_pincodes`.
 */
export const deliveryAreaSettings = pgTable('delivery_area_settings', {
  customerId: tenantIdColumn().primaryKey(),
  mode: text('mode').$type<DeliveryAreaMode>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A pincode the shop delivers to: cash on delivery there or not, and the days an order takes. */
export const deliveryPincodes = pgTable(
  'delivery_pincodes',
  {
    customerId: tenantIdColumn(),
    pincode: text('pincode').notNull(),
    cod: boolean('cod').notNull(),
    days: integer('days').notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.pincode] })],
);
