import { and, eq, sql } from 'drizzle-orm';
import { DELETED_CUSTOMER_NAME } from '@vitrine/contract/privacy';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import {
  knownDevices,
  otpChallenges,
  refreshTokens,
  userPictures,
  users,
  verifiedMobiles,
} from './auth.tables.ts';

const own = ({ customerId, userId }: ShopperRef) =>
  and(eq(users.customerId, customerId), eq(users.id, userId));

/** The account as the shop holds it, for the shopper's copy of their data (decision 0093). */
export async function accountDataOf(executor: Executor, shopper: ShopperRef) {
  const [row] = await executor
    .select({
      name: users.name,
      mobile: users.mobile,
      email: users.email,
      roles: users.roles,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      hasPicture: sql<boolean>`${users.image} is not null`,
    })
    .from(users)
    .where(and(own(shopper), sql`${users.deletedAt} is null`));
  return row ?? null;
}

/** The account, locked until the transaction ends so a second deletion waits and then finds it gone. */
export async function lockAccount(tx: Executor, shopper: ShopperRef) {
  const [row] = await tx.select().from(users).where(own(shopper)).for('update');
  return row ?? null;
}

/**
 * Deletes what the account itself holds: name, contact, picture, sessions, the number's sign-in state.
 * The row stays, named "Deleted customer" and with `deleted:<id>` for a mobile, only because the
 * shop's orders point at it; the number is free, so signing in with it again makes a new account.
 */
export async function eraseAccount(
  tx: Executor,
  account: { customerId: string; id: string; mobile: string },
) {
  const { customerId, id: userId, mobile } = account;
  await tx
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.customerId, customerId), eq(refreshTokens.userId, userId)));
  await tx
    .delete(userPictures)
    .where(and(eq(userPictures.customerId, customerId), eq(userPictures.userId, userId)));
  await tx
    .delete(knownDevices)
    .where(and(eq(knownDevices.customerId, customerId), eq(knownDevices.mobile, mobile)));
  await tx
    .delete(otpChallenges)
    .where(and(eq(otpChallenges.customerId, customerId), eq(otpChallenges.mobile, mobile)));
  await tx
    .delete(verifiedMobiles)
    .where(and(eq(verifiedMobiles.customerId, customerId), eq(verifiedMobiles.mobile, mobile)));
  await tx
    .update(users)
    .set({
      mobile: `deleted:${userId}`,
      name: DELETED_CUSTOMER_NAME,
      email: null,
      image: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(own({ customerId, userId }));
}
