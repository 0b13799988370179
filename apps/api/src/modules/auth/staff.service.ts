import { and, arrayOverlaps, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StaffInvite, StaffMember, StaffRole } from '@vitrine/contract/admin-settings';
import { ERROR_CODES } from '@vitrine/contract/errors';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { refreshTokens, ROLES, users } from './auth.tables.ts';
import { notifyStaffInvited } from '../notifications/outbox.ts';
import type { UserRow } from './users.service.ts';

const STAFF_ROLES: StaffRole[] = [ROLES.ADMIN, ROLES.STAFF];
const isStaffRow = arrayOverlaps(users.roles, STAFF_ROLES);

const refused = (message: string) => new AppError(409, ERROR_CODES.STAFF_CHANGE_REFUSED, message);
const notStaff = () => new AppError(404, ERROR_CODES.NOT_FOUND, 'No one on your staff has this id.');

const toStaffMember = (row: Pick<UserRow, 'id' | 'name' | 'mobile' | 'roles'>): StaffMember => ({
  userId: row.id,
  name: row.name,
  mobile: row.mobile,
  role: row.roles.includes(ROLES.ADMIN) ? ROLES.ADMIN : ROLES.STAFF,
});

/** `roles` without the console's roles, plus `role` when given: a shopper's own account stays theirs. */
const rolesWith = (role: StaffRole | null) => {
  const withoutConsole = sql`array_remove(array_remove(${users.roles}, ${ROLES.ADMIN}), ${ROLES.STAFF})`;
  return role ? sql`array_append(${withoutConsole}, ${role}::text)` : withoutConsole;
};

/**
 * The people who run a shop (decision 0072): the owner (ADMIN) and staff (STAFF). A changed or
 * removed member's sign-ins end at once, so the roles their tokens carry are never used again.
 */
export function createStaffService(db: Db) {
  async function list(customerId: string): Promise<StaffMember[]> {
    const rows = await db
      .select()
      .from(users)
      .where(and(eq(users.customerId, customerId), isStaffRow))
      .orderBy(asc(users.name), asc(users.mobile));
    return rows.map(toStaffMember);
  }

  /**
   * Gives a number a role; a shopper's account keeps its name, a new number gets one. The SMS telling
   * them is queued in the same transaction, so it goes only if the role is given.
   */
  async function invite(customerId: string, invite: StaffInvite): Promise<StaffMember> {
    return db.transaction(async (tx) => {
      const [existing] = await tx
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), eq(users.mobile, invite.mobile)))
        .for('update');
      if (existing && existing.roles.some((role) => STAFF_ROLES.includes(role as StaffRole))) {
        throw refused(`${invite.mobile} is already on your staff. Change their role instead.`);
      }
      const [row] = existing
        ? await tx
            .update(users)
            .set({ roles: rolesWith(invite.role), updatedAt: new Date() })
            .where(eq(users.id, existing.id))
            .returning()
        : await tx
            .insert(users)
            .values({ customerId, mobile: invite.mobile, name: invite.name, roles: [invite.role] })
            .returning();
      await notifyStaffInvited(tx, { customerId, mobile: invite.mobile, role: invite.role });
      return toStaffMember(row!);
    });
  }

  /** Changes a member's role, or removes them (`role` null); the shop always keeps an owner. */
  async function change(
    customerId: string,
    actorId: string,
    userId: string,
    role: StaffRole | null,
  ): Promise<StaffMember | null> {
    return db.transaction(async (tx) => {
      // Every member is locked, so two owners demoting each other at once cannot leave none.
      const staff = await tx
        .select()
        .from(users)
        .where(and(eq(users.customerId, customerId), isStaffRow))
        .for('update');
      const member = staff.find((row) => row.id === userId);
      if (!member) throw notStaff();
      if (role === toStaffMember(member).role) return toStaffMember(member);
      if (role === null && userId === actorId) throw refused('You cannot remove yourself.');
      const owners = staff.filter((row) => row.roles.includes(ROLES.ADMIN));
      if (role !== ROLES.ADMIN && owners.length === 1 && owners[0]!.id === userId) {
        throw refused('The shop needs an owner. Make someone else an owner first.');
      }
      const [row] = await tx
        .update(users)
        .set({ roles: rolesWith(role), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      await endSignInsOf(tx, customerId, userId);
      return role === null ? null : toStaffMember(row!);
    });
  }

  return { list, invite, change };
}
export type StaffService = ReturnType<typeof createStaffService>;

async function endSignInsOf(executor: Executor, customerId: string, userId: string) {
  await executor
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.customerId, customerId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
