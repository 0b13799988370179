import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/** Maintenance and troubleshooting guides (SPEC §3 showMaintenanceTroubleshooting); HTML sanitised on write. */
export const maintenanceGuides = pgTable(
  'maintenance_guides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    title: text('title').notNull(),
    /** The products a guide is for, e.g. 'Monoblock pumps'. */
    appliesTo: text('applies_to').notNull(),
    summary: text('summary').notNull(),
    /** HTML. */
    content: text('content').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('maintenance_guides_customer_position_idx').on(table.customerId, table.position)],
);
