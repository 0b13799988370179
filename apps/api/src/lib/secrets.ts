import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/**
 * Server keys (token signing, code hashing) made on first start and kept in the database, so every
 * instance on the same database shares them and restarts keep sessions valid.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export async function loadOrCreateSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row!.value, 'base64');
}
