import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ConsentSource } from '@vitrine/contract/privacy';
import { shopperIdColumn } from '../auth/auth.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A shopper's answers about marketing messages (decision 0093): one row per answer, never edited,
 * with the words they were shown; the newest row is where they stand. No row: never asked or never
 * agreed, so nothing marketing may be sent to them.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: shopperIdColumn(),
    answer: text('answer').$type<'GRANTED' | 'WITHDRAWN'>().notNull(),
    /** The exact text beside the checkbox when they answered. */
    textShown: text('text_shown').notNull(),
    /** Where they answered: the profile page, the privacy page. */
    source: text('source').$type<ConsentSource>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('marketing_consents_customer_user_at_idx').on(table.customerId, table.userId, table.at)],
);
