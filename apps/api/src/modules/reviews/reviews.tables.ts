import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '@vitrine/contract/reviews';
import { users } from '../auth/auth.tables.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

/**
 * A product's reviews (issue 26). A shopper's is written once they have received the product and
 * edited in place (one per product per buyer); a row without a user is a demo shop's seeded review,
 * labelled as such. Only VISIBLE rows count in the product's rating.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The buyer who wrote it; null for a demo shop's seeded review. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('VISIBLE'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** The buyer's photos' addresses (at most REVIEW_LIMITS.photos), their files in the media module. */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The owner's last hide or show: who and when. */
    moderatedBy: uuid('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('product_reviews_customer_product_idx').on(table.customerId, table.productId),
    uniqueIndex('product_reviews_customer_product_user_idx')
      .on(table.customerId, table.productId, table.userId)
      .where(sql`${table.userId} is not null`),
    index('product_reviews_customer_created_idx').on(table.customerId, table.createdAt),
  ],
);

/** "Helpful": one vote per shopper per review. */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    customerId: tenantIdColumn(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/** The shop's reviews switch; a shop without a row has reviews on. */
export const reviewSettings = pgTable('review_settings', {
  customerId: tenantIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
