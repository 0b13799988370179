import { customType, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * The files of an uploaded image, each width in each format (decision 0067): kept in the database
 * so every instance serves them and an upload is written in one transaction with what names it.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    customerId: tenantIdColumn(),
    imageId: uuid('image_id').notNull(),
    /** `<width>.<format>`, e.g. `640.avif`. */
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.imageId, table.name] })],
);
