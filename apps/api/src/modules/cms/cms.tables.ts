import { date, integer, pgTable, primaryKey, text, timestamp, uuid, index } from 'drizzle-orm/pg-core';
import type { PolicyKey } from '@vitrine/contract/content';
import { customers, tenantIdColumn } from '../tenants/tenants.tables.ts';

/** One policy text (HTML, sanitised when served) per tenant and key. */
export const policies = pgTable(
  'policies',
  {
    customerId: tenantIdColumn(),
    key: text('key').$type<PolicyKey>().notNull(),
    content: text('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.key] })],
);

export const aboutUs = pgTable('about_us', {
  customerId: text('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  content: text('content').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userName: text('user_name').notNull(),
    description: text('description').notNull(),
    image: text('image'),
    date: date('date', { mode: 'string' }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('testimonials_customer_position_idx').on(table.customerId, table.position)],
);
