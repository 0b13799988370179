import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { MAX_ADDRESSES, type Address, type AddressFields } from '@vitrine/contract/addresses';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addresses } from './addresses.tables.ts';

type AddressRow = typeof addresses.$inferSelect;

/** The first key of the two-key advisory locks that serialise one shopper's address adds. */
const ADDRESS_LOCK_SPACE = 20_001;

const toAddress = ({
  id: _id,
  customerId: _c,
  userId: _u,
  createdAt: _t,
  deletedAt: _d,
  ...address
}: AddressRow): Address => ({
  ...address,
  gps: address.gps ?? null,
});

export const addressNotFound = () =>
  new AppError(404, ERROR_CODES.ADDRESS_NOT_FOUND, 'This address is not among your saved addresses.');

/** A shopper's saved addresses; every query is scoped to the tenant and the shopper. */
export function createAddressesService(db: Db) {
  const owned = (customerId: string, userId: string) =>
    and(eq(addresses.customerId, customerId), eq(addresses.userId, userId), isNull(addresses.deletedAt));

  async function addressesOf(customerId: string, userId: string): Promise<Address[]> {
    const rows = await db
      .select()
      .from(addresses)
      .where(owned(customerId, userId))
      .orderBy(asc(addresses.addressIndex));
    return rows.map(toAddress);
  }

  async function addressOf(customerId: string, userId: string, addressIndex: number): Promise<Address> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(owned(customerId, userId), eq(addresses.addressIndex, addressIndex)));
    if (!row) throw addressNotFound();
    return toAddress(row);
  }

  /**
   * The next index is one past every index the shopper ever had. One add per shopper at a time (a
   * lock held to the end of the transaction), so many adds at once can neither pass the limit nor
   * hand out one index twice.
   */
  async function add(customerId: string, userId: string, fields: AddressFields): Promise<Address[]> {
    await db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, hashtext(${customerId} || ':' || ${userId}))`,
      );
      const [saved] = await tx.select({ count: count() }).from(addresses).where(owned(customerId, userId));
      if (saved!.count >= MAX_ADDRESSES) {
        throw new AppError(
          409,
          ERROR_CODES.ADDRESS_LIMIT_REACHED,
          `You can keep at most ${MAX_ADDRESSES} addresses. Delete one to add another.`,
        );
      }
      await tx.insert(addresses).values({
        customerId,
        userId,
        ...fields,
        gps: fields.gps ?? null,
        addressIndex: sql`(select coalesce(max(${addresses.addressIndex}), 0) + 1 from ${addresses}
          where ${addresses.customerId} = ${customerId} and ${addresses.userId} = ${userId})`,
      });
    });
    return addressesOf(customerId, userId);
  }

  async function update(customerId: string, userId: string, addressIndex: number, fields: AddressFields) {
    const updated = await db
      .update(addresses)
      .set({ ...fields, gps: fields.gps ?? null })
      .where(and(owned(customerId, userId), eq(addresses.addressIndex, addressIndex)))
      .returning({ id: addresses.id });
    if (updated.length === 0) throw addressNotFound();
    return addressesOf(customerId, userId);
  }

  async function remove(customerId: string, userId: string, addressIndex: number) {
    const removed = await db
      .update(addresses)
      .set({ deletedAt: new Date() })
      .where(and(owned(customerId, userId), eq(addresses.addressIndex, addressIndex)))
      .returning({ id: addresses.id });
    if (removed.length === 0) throw addressNotFound();
    return addressesOf(customerId, userId);
  }

  return { addressesOf, addressOf, add, update, remove };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
