import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import type { EncodedFile } from './photo-encoder.ts';
import { mediaFiles } from './media.tables.ts';

export function createMediaService(db: Db) {
  return {
    /** One file of one of the shop's images, or null. */
    async findFile(customerId: string, imageId: string, name: string) {
      const [row] = await db
        .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
        .from(mediaFiles)
        .where(
          and(
            eq(mediaFiles.customerId, customerId),
            eq(mediaFiles.imageId, imageId),
            eq(mediaFiles.name, name),
          ),
        );
      return row ?? null;
    },
  };
}
export type MediaService = ReturnType<typeof createMediaService>;

/** Writes an image's files under a new id, in the caller's transaction; answers the id. */
export async function saveImage(tx: Executor, customerId: string, files: EncodedFile[]): Promise<string> {
  const imageId = randomUUID();
  await tx.insert(mediaFiles).values(files.map((file) => ({ customerId, imageId, ...file })));
  return imageId;
}

/** Removes images' files, in the caller's transaction. */
export async function deleteImages(tx: Executor, customerId: string, imageIds: string[]) {
  if (imageIds.length === 0) return;
  await tx
    .delete(mediaFiles)
    .where(and(eq(mediaFiles.customerId, customerId), inArray(mediaFiles.imageId, imageIds)));
}
