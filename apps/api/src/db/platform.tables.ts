// Tables the platform keeps for itself, not for any one domain module: the limits' counters and the
// server's own keys. Here rather than beside their code in lib/, so the schema the database client is
// typed with imports no code that imports the client.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Fixed-window counters behind every limit, when Redis is not configured (lib/counters.ts). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Server keys (token signing, code hashing) made on first start and kept in the database, so every
 * instance on the same database shares them and restarts keep sessions valid (lib/secrets.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
