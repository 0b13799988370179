import { safeReturnPath } from '../../lib/safe-return-path';
import type { User } from '@vitrine/contract/auth';

/** Runs the shop's orders: the owner (ADMIN) or one of their staff (STAFF). */
export const isStaff = (user: Pick<User, 'roles'> | null) =>
  Boolean(user?.roles.some((role) => role === 'ADMIN' || role === 'STAFF'));

/** The shop's owner, who alone changes its settings. */
export const isOwner = (user: Pick<User, 'roles'> | null) => Boolean(user?.roles.includes('ADMIN'));

export const CONSOLE_PATH = '/admin';
export const CONSOLE_SIGN_IN_PATH = `${CONSOLE_PATH}/sign-in`;

/** The console's sign-in, which goes on to `next` (where the guest was going) once signed in. */
export const consoleSignInPath = (next: string) =>
  next === CONSOLE_PATH ? CONSOLE_SIGN_IN_PATH : `${CONSOLE_SIGN_IN_PATH}?next=${encodeURIComponent(next)}`;

/** A `next` of the console's own, or the dashboard: a sign-in never sends anyone off the console. */
export function consoleNext(next: string | null): string {
  const path = safeReturnPath(next, CONSOLE_PATH);
  const pathname = path.split(/[?#]/)[0]!;
  const ours = /^\/admin(\/|$)/.test(pathname) && pathname !== CONSOLE_SIGN_IN_PATH;
  return ours ? path : CONSOLE_PATH;
}
export const consoleOrderPath = (orderId: string) => `${CONSOLE_PATH}/orders/${encodeURIComponent(orderId)}`;
