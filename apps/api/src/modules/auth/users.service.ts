import { and, eq, notInArray } from 'drizzle-orm';
import type { User } from '@vitrine/contract/auth';
import type { Db, Executor } from '../../db/client.ts';
import { ROLES, users } from './auth.tables.ts';

export type UserRow = typeof users.$inferSelect;

export const toUser = (row: UserRow): User => ({
  userId: row.id,
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  image: row.image,
  roles: row.roles,
});

/** A new shop's owner (ADMIN), who signs in with the one-time code and lands in the console. */
export async function insertOwner(tx: Executor, owner: { customerId: string; mobile: string; name: string }) {
  await tx.insert(users).values({ ...owner, roles: [ROLES.ADMIN] });
}

/**
 * The platform's operators are exactly these numbers (OPERATOR_MOBILES): each is a user of the
 * operators' realm with the OPERATOR role, and any number taken off the list is removed, sessions and all.
 */
export async function syncOperators(executor: Executor, realmId: string, mobiles: string[]) {
  await executor
    .delete(users)
    .where(
      and(eq(users.customerId, realmId), ...(mobiles.length ? [notInArray(users.mobile, mobiles)] : [])),
    );
  if (!mobiles.length) return;
  await executor
    .insert(users)
    .values(
      mobiles.map((mobile) => ({ customerId: realmId, mobile, name: 'Operator', roles: [ROLES.OPERATOR] })),
    )
    .onConflictDoNothing();
}

export function createUsersService(db: Db) {
  async function findByMobile(customerId: string, mobile: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.mobile, mobile)));
    return row ?? null;
  }

  async function findById(customerId: string, userId: string): Promise<UserRow | null> {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), eq(users.id, userId)));
    return row ?? null;
  }

  /** A new shopper; null when the number already has an account in this shop. */
  async function createCustomer(input: {
    customerId: string;
    mobile: string;
    name: string;
    email: string | null;
  }) {
    const [row] = await db
      .insert(users)
      .values({ ...input, roles: [ROLES.CUSTOMER] })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }

  return { findByMobile, findById, createCustomer };
}
export type UsersService = ReturnType<typeof createUsersService>;
