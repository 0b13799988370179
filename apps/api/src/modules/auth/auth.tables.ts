import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn } from '../tenants/tenants.tables.ts';

export const ROLES = { CUSTOMER: 'CUSTOMER', ADMIN: 'ADMIN', STAFF: 'STAFF', OPERATOR: 'OPERATOR' } as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

/** A shopper or shop owner of one tenant: the same mobile number is a different user in each tenant. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    mobile: text('mobile').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    image: text('image'),
    roles: text('roles').array().$type<Role[]>().notNull().default([ROLES.CUSTOMER]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The shopper deleted their account (decision 0093): the row stays only because their orders
     * point at it, with no name, contact or number left; the mobile column holds `deleted:<id>`.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('users_customer_mobile_idx').on(table.customerId, table.mobile)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A user's profile picture, served only to that user; `users.image` points at it. */
export const userPictures = pgTable('user_pictures', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: tenantIdColumn(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The `user_id` of what a shopper owns (cart, wishlist, addresses, orders): gone with the user. */
export const shopperIdColumn = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/**
 * The live codes of a number, one for each client that asked: a code is checked only with the nonce
 * given to that client, and only its HMAC and the nonce's hash are kept.
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    nonceHash: text('nonce_hash').primaryKey(),
    customerId: tenantIdColumn(),
    mobile: text('mobile').notNull(),
    codeHmac: text('code_hmac').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('otp_challenges_customer_mobile_idx').on(table.customerId, table.mobile)],
);

/** A number proven by a code but with no account yet: sign-up is allowed until verifiedUntil. */
export const verifiedMobiles = pgTable(
  'verified_mobiles',
  {
    customerId: tenantIdColumn(),
    mobile: text('mobile').notNull(),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.customerId, table.mobile] })],
);

/**
 * A browser or app that signed in with a number's code: it keeps its own one-time-code budgets for
 * that number, which strangers cannot spend (decision 0017). Only the token's hash is kept.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    mobile: text('mobile').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('known_devices_customer_mobile_idx').on(table.customerId, table.mobile)],
);

/** Rotating refresh tokens, stored hashed; a family is one sign-in and all its rotations. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: tenantIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_customer_user_idx').on(table.customerId, table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);
