import { and, eq, sql } from 'drizzle-orm';
import { PROFILE_PICTURE_PATH, type ProfilePictureType } from '@vitrine/contract/profile';
import type { Db } from '../../db/client.ts';
import { userPictures, users } from './auth.tables.ts';

/** Whose profile: a user of one shop. Every query below is filtered on both. */
export interface ProfileOwner {
  customerId: string;
  userId: string;
}

const ownUser = ({ customerId, userId }: ProfileOwner) =>
  and(eq(users.customerId, customerId), eq(users.id, userId));
const ownPicture = ({ customerId, userId }: ProfileOwner) =>
  and(eq(userPictures.customerId, customerId), eq(userPictures.userId, userId));

/** The picture's address with its version, so a browser's cached copy is not shown once it changes. */
const pictureUrl = (updatedAt: Date) => `${PROFILE_PICTURE_PATH}?v=${updatedAt.getTime()}`;

/** The signed-in shopper's own name, email and picture. Each change answers the user row, or null when gone. */
export function createProfileService(db: Db) {
  async function updateDetails(owner: ProfileOwner, details: { name: string; email: string | null }) {
    const [row] = await db
      .update(users)
      .set({ ...details, updatedAt: sql`now()` })
      .where(ownUser(owner))
      .returning();
    return row ?? null;
  }

  /** Stores (or replaces) the picture and points `users.image` at it, in one transaction. */
  async function savePicture(
    owner: ProfileOwner,
    picture: { contentType: ProfilePictureType; bytes: Buffer },
  ) {
    const updatedAt = new Date();
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ image: pictureUrl(updatedAt), updatedAt })
        .where(ownUser(owner))
        .returning();
      if (!row) return null;
      const values = { ...picture, updatedAt };
      await tx
        .insert(userPictures)
        .values({ ...owner, ...values })
        .onConflictDoUpdate({ target: userPictures.userId, set: values });
      return row;
    });
  }

  async function findPicture(owner: ProfileOwner) {
    const [row] = await db
      .select({ contentType: userPictures.contentType, bytes: userPictures.bytes })
      .from(userPictures)
      .where(ownPicture(owner));
    // PGlite answers a bytea as a Uint8Array, node-postgres as a Buffer.
    return row ? { contentType: row.contentType, bytes: Buffer.from(row.bytes) } : null;
  }

  async function deletePicture(owner: ProfileOwner) {
    return db.transaction(async (tx) => {
      await tx.delete(userPictures).where(ownPicture(owner));
      const [row] = await tx
        .update(users)
        .set({ image: null, updatedAt: sql`now()` })
        .where(ownUser(owner))
        .returning();
      return row ?? null;
    });
  }

  return { updateDetails, savePicture, findPicture, deletePicture };
}
export type ProfileService = ReturnType<typeof createProfileService>;
