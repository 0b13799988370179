import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { uploadedPhotoId } from '@vitrine/contract/product-photos';
import type { Executor } from '../../db/client.ts';
import type { ShopperRef } from '../../lib/shopper.ts';
import { productReviews, reviewHelpfulVotes } from './reviews.tables.ts';

/** The reviews the shopper wrote and the ones they found helpful (decision 0093). */
export async function reviewDataOf(executor: Executor, { customerId, userId }: ShopperRef) {
  const [written, helpful] = await Promise.all([
    executor
      .select({
        productId: productReviews.productId,
        author: productReviews.author,
        rating: productReviews.rating,
        title: productReviews.title,
        body: productReviews.body,
        status: productReviews.status,
        photos: productReviews.photos,
        createdAt: productReviews.createdAt,
        updatedAt: productReviews.updatedAt,
      })
      .from(productReviews)
      .where(and(eq(productReviews.customerId, customerId), eq(productReviews.userId, userId)))
      .orderBy(asc(productReviews.createdAt)),
    executor
      .select({ reviewId: reviewHelpfulVotes.reviewId, at: reviewHelpfulVotes.at })
      .from(reviewHelpfulVotes)
      .where(and(eq(reviewHelpfulVotes.customerId, customerId), eq(reviewHelpfulVotes.userId, userId)))
      .orderBy(asc(reviewHelpfulVotes.at)),
  ]);
  return { written, helpfulVotes: helpful };
}

/**
 * Deletes the shopper's reviews (their words and name; the rating is computed, so it follows) and
 * their "helpful" votes, taking each back from the count it added to. Answers the image ids of the
 * reviews' photos, whose files the media module deletes.
 */
export async function eraseReviews(tx: Executor, { customerId, userId }: ShopperRef): Promise<string[]> {
  const erased = await tx
    .delete(productReviews)
    .where(and(eq(productReviews.customerId, customerId), eq(productReviews.userId, userId)))
    .returning({ photos: productReviews.photos });
  const photoIds = erased.flatMap((review) => review.photos.map(uploadedPhotoId)).filter((id) => id !== null);
  const votes = await tx
    .delete(reviewHelpfulVotes)
    .where(and(eq(reviewHelpfulVotes.customerId, customerId), eq(reviewHelpfulVotes.userId, userId)))
    .returning({ reviewId: reviewHelpfulVotes.reviewId });
  if (votes.length === 0) return photoIds;
  await tx
    .update(productReviews)
    .set({ helpfulCount: sql`greatest(${productReviews.helpfulCount} - 1, 0)` })
    .where(
      and(
        eq(productReviews.customerId, customerId),
        inArray(
          productReviews.id,
          votes.map((vote) => vote.reviewId),
        ),
      ),
    );
  return photoIds;
}
