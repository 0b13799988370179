import type { User } from '@vitrine/contract/auth';

/** Runs the shop's orders: the owner (ADMIN) or one of their staff (STAFF). */
export const isStaff = (user: Pick<User, 'roles'> | null) =>
  Boolean(user?.roles.some((role) => role === 'ADMIN' || role === 'STAFF'));

/** The shop's owner, who alone changes its settings. */
export const isOwner = (user: Pick<User, 'roles'> | null) => Boolean(user?.roles.includes('ADMIN'));

export const CONSOLE_PATH = '/admin';
export const consoleOrderPath = (orderId: string) => `${CONSOLE_PATH}/orders/${encodeURIComponent(orderId)}`;
