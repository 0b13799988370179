import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { PartnerKind } from '@vitrine/contract/partner-locations';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/** A tenant's distributors and authorised service centres (SPEC §3 showDistributors, showServiceCenters). */
export const partnerLocations = pgTable(
  'partner_locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    kind: text('kind').$type<PartnerKind>().notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    /** What this partner stocks or services, e.g. 'Monoblock and submersible pumps'. */
    coverage: text('coverage').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('partner_locations_customer_kind_city_idx').on(table.customerId, table.kind, table.city)],
);
