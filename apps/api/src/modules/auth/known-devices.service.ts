import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { knownDevices } from './auth.tables.ts';
import { OTP_LIMITS } from './otp-limits.ts';

export const DEVICE_TOKEN_SECONDS = 365 * 24 * 60 * 60;

interface Who {
  customerId: string;
  mobile: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * Device tokens (decision 0017): a random token given to the client of every sign-in, kept hashed with
 * the shop and number it signed in to, for a year. It opens nothing by itself; it only lets its holder
 * ask for and check that number's codes within budgets of its own.
 */
export function createKnownDevicesService(deps: { db: Db }) {
  const { db } = deps;
  const ofToken = (who: Who, token: string) =>
    and(
      eq(knownDevices.tokenHash, sha256(token)),
      eq(knownDevices.customerId, who.customerId),
      eq(knownDevices.mobile, who.mobile),
      gt(knownDevices.expiresAt, new Date()),
    );

  /** The device the token names, if it signed in to this very number of this shop and has not expired. */
  async function recognise(who: Who, token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const [device] = await db.select({ id: knownDevices.id }).from(knownDevices).where(ofToken(who, token));
    return device?.id;
  }

  /**
   * After a sign-in: the client's token of this number, renewed for a year, or else a new one. A
   * number keeps its few most recently used tokens; the rest (and the expired) are ended.
   */
  async function remember(who: Who, presented: string | undefined): Promise<string> {
    const expiresAt = new Date(Date.now() + DEVICE_TOKEN_SECONDS * 1000);
    if (presented) {
      const renewed = await db
        .update(knownDevices)
        .set({ expiresAt })
        .where(ofToken(who, presented))
        .returning({ id: knownDevices.id });
      if (renewed.length > 0) return presented;
    }
    const token = randomBytes(32).toString('base64url');
    const ofNumber = and(eq(knownDevices.customerId, who.customerId), eq(knownDevices.mobile, who.mobile));
    const kept = db
      .select({ id: knownDevices.id })
      .from(knownDevices)
      .where(and(ofNumber, gt(knownDevices.expiresAt, new Date())))
      .orderBy(desc(knownDevices.expiresAt))
      .limit(OTP_LIMITS.devicesPerNumber - 1);
    await db.delete(knownDevices).where(and(ofNumber, notInArray(knownDevices.id, kept)));
    await db
      .insert(knownDevices)
      .values({ customerId: who.customerId, mobile: who.mobile, tokenHash: sha256(token), expiresAt });
    return token;
  }

  return { recognise, remember };
}
export type KnownDevicesService = ReturnType<typeof createKnownDevicesService>;
