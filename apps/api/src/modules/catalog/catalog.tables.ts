import { type AnyPgColumn, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { customers } from '../tenants/tenants.tables.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Order among siblings (SPEC's `index`). */
    position: integer('position').notNull().default(0),
    image: text('image'),
    bannerUrls: jsonb('banner_urls').$type<string[]>().notNull().default([]),
  },
  (table) => [index('categories_customer_parent_idx').on(table.customerId, table.parentId, table.position)],
);
