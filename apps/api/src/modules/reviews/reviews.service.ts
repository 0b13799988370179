import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  REVIEW_LIMITS,
  type AdminReview,
  type ProductReviews,
  type RatingSummary,
  type ReviewBody,
  type ReviewSort,
  type ReviewStatus,
  type ShopperReview,
} from '@vitrine/contract/reviews';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isRowId } from '../../lib/ids.ts';
import { indiaDayOf } from '../../lib/india-time.ts';
import { toPlainText } from '../../lib/sanitize.ts';
import { productReviews, reviewHelpfulVotes, reviewSettings } from './reviews.tables.ts';

type ReviewRow = typeof productReviews.$inferSelect;

/** A demo shop's seeded review: no buyer, labelled "Demo review" where it shows. */
export interface DemoReview {
  productId: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  reviewedOn: string;
}

export const reviewNotFound = () =>
  new AppError(404, ERROR_CODES.REVIEW_NOT_FOUND, 'This review is not available in this shop.');
export const reviewsOff = () => new AppError(404, ERROR_CODES.NOT_FOUND, 'This shop does not take reviews.');

const toShopperReview = (row: ReviewRow): ShopperReview => ({
  reviewId: row.id,
  author: row.author,
  rating: row.rating,
  title: row.title,
  body: row.body,
  date: row.reviewedOn,
  helpfulCount: row.helpfulCount,
  verifiedBuyer: row.userId !== null,
  demo: row.userId === null,
  photos: row.photos,
});

const EMPTY_SUMMARY: RatingSummary = { average: 0, count: 0, stars: [0, 0, 0, 0, 0] };

/** Inserts a demo shop's seeded reviews (the seed and the bench's large catalogue). */
export async function insertDemoReviews(executor: Executor, customerId: string, reviews: DemoReview[]) {
  for (let start = 0; start < reviews.length; start += 1_000) {
    const batch = reviews.slice(start, start + 1_000).map((review) => ({ ...review, customerId }));
    await executor.insert(productReviews).values(batch);
  }
}

const ownReviewQuery = (executor: Executor, customerId: string, userId: string, productId: string) =>
  executor
    .select({ id: productReviews.id, photos: productReviews.photos })
    .from(productReviews)
    .where(
      and(
        eq(productReviews.customerId, customerId),
        eq(productReviews.productId, productId),
        eq(productReviews.userId, userId),
      ),
    );

/** The buyer's own review of the product and its photos, or null. */
export async function ownReview(executor: Executor, customerId: string, userId: string, productId: string) {
  const [row] = await ownReviewQuery(executor, customerId, userId, productId);
  return row ?? null;
}

/** The buyer's own review of the product, locked until the transaction ends (their photos change). */
export async function lockOwnReview(tx: Executor, customerId: string, userId: string, productId: string) {
  const [row] = await ownReviewQuery(tx, customerId, userId, productId).for('update');
  return row ?? null;
}

export async function setReviewPhotos(tx: Executor, reviewId: string, photos: string[]) {
  await tx
    .update(productReviews)
    .set({ photos, updatedAt: new Date() })
    .where(eq(productReviews.id, reviewId));
}

/** The author's name as the product page shows it: first name and the last name's initial. */
export function authorNameOf(fullName: string) {
  const [first, ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return (last ? `${first} ${last[0]!.toUpperCase()}.` : first) || 'A buyer';
}

/** The stored text of a review: plain text whatever was sent, then the contract's limits again. */
function cleanBody(input: ReviewBody) {
  const title = toPlainText(input.title);
  const body = toPlainText(input.body);
  if (body.length < REVIEW_LIMITS.bodyMin) {
    throw new AppError(
      400,
      ERROR_CODES.VALIDATION_FAILED,
      `Write at least ${REVIEW_LIMITS.bodyMin} characters of plain text`,
    );
  }
  return { rating: input.rating, title, body };
}

export function createReviewsService(db: Db) {
  async function isEnabled(customerId: string) {
    const [row] = await db
      .select({ enabled: reviewSettings.enabled })
      .from(reviewSettings)
      .where(eq(reviewSettings.customerId, customerId));
    return row?.enabled ?? true;
  }

  async function setEnabled(customerId: string, enabled: boolean) {
    await db
      .insert(reviewSettings)
      .values({ customerId, enabled })
      .onConflictDoUpdate({ target: reviewSettings.customerId, set: { enabled, updatedAt: new Date() } });
    return enabled;
  }

  async function summaryOf(customerId: string, productId: string): Promise<RatingSummary> {
    const rows = await db
      .select({ rating: productReviews.rating, count: sql<number>`count(*)::int` })
      .from(productReviews)
      .where(visibleOf(customerId, productId))
      .groupBy(productReviews.rating);
    if (rows.length === 0) return EMPTY_SUMMARY;
    const stars = [1, 2, 3, 4, 5].map((n) => rows.find((row) => row.rating === n)?.count ?? 0);
    const count = stars.reduce((sum, n) => sum + n, 0);
    const total = stars.reduce((sum, n, index) => sum + n * (index + 1), 0);
    return { average: Math.round((total / count) * 10) / 10, count, stars };
  }

  const visibleOf = (customerId: string, productId: string): SQL =>
    and(
      eq(productReviews.customerId, customerId),
      eq(productReviews.productId, productId),
      eq(productReviews.status, 'VISIBLE'),
    )!;

  /** The product page's reviews: the rating from the visible ones, and the shopper's own part. */
  async function productReviewsOf(
    customerId: string,
    productId: string,
    sort: ReviewSort,
    viewer: { userId: string; canReview: boolean } | null,
  ): Promise<Omit<ProductReviews, 'enabled'>> {
    const order =
      sort === 'helpful'
        ? [desc(productReviews.helpfulCount), desc(productReviews.reviewedOn), desc(productReviews.createdAt)]
        : [desc(productReviews.reviewedOn), desc(productReviews.createdAt)];
    const [summary, rows, mine] = await Promise.all([
      summaryOf(customerId, productId),
      db
        .select()
        .from(productReviews)
        .where(visibleOf(customerId, productId))
        .orderBy(...order, productReviews.id)
        .limit(50),
      viewer
        ? db
            .select()
            .from(productReviews)
            .where(
              and(
                eq(productReviews.customerId, customerId),
                eq(productReviews.productId, productId),
                eq(productReviews.userId, viewer.userId),
              ),
            )
        : [],
    ]);
    const votes =
      viewer && rows.length > 0
        ? await db
            .select({ reviewId: reviewHelpfulVotes.reviewId })
            .from(reviewHelpfulVotes)
            .where(
              and(
                eq(reviewHelpfulVotes.customerId, customerId),
                eq(reviewHelpfulVotes.userId, viewer.userId),
                inArray(
                  reviewHelpfulVotes.reviewId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        : [];
    const own = mine[0];
    return {
      summary,
      reviews: rows.map(toShopperReview),
      mine: own ? { ...toShopperReview(own), hidden: own.status === 'HIDDEN' } : null,
      canReview: Boolean(viewer?.canReview),
      helpfulVotes: votes.map((vote) => vote.reviewId),
    };
  }

  /** The buyer's review of the product: a new one, or their one edited (the owner's hiding stands). */
  async function saveReview(
    customerId: string,
    buyer: { userId: string; author: string },
    productId: string,
    input: ReviewBody,
  ) {
    const text = cleanBody(input);
    const reviewedOn = indiaDayOf(new Date());
    const [row] = await db
      .insert(productReviews)
      .values({ customerId, productId, userId: buyer.userId, author: buyer.author, reviewedOn, ...text })
      .onConflictDoUpdate({
        target: [productReviews.customerId, productReviews.productId, productReviews.userId],
        targetWhere: sql`${productReviews.userId} is not null`,
        set: { ...text, author: buyer.author, reviewedOn, updatedAt: new Date() },
      })
      .returning();
    return row!;
  }

  /** "Helpful" from a shopper: once per review, never on their own. Answers the review's count. */
  async function voteHelpful(customerId: string, userId: string, reviewId: string) {
    if (!isRowId(reviewId)) throw reviewNotFound();
    return db.transaction(async (tx) => {
      const [review] = await tx
        .select({ userId: productReviews.userId, helpfulCount: productReviews.helpfulCount })
        .from(productReviews)
        .where(
          and(
            eq(productReviews.customerId, customerId),
            eq(productReviews.id, reviewId),
            eq(productReviews.status, 'VISIBLE'),
          ),
        )
        .for('update');
      if (!review) throw reviewNotFound();
      if (review.userId === userId) {
        throw new AppError(403, ERROR_CODES.FORBIDDEN, 'You cannot mark your own review as helpful.');
      }
      const added = await tx
        .insert(reviewHelpfulVotes)
        .values({ customerId, reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      if (added.length === 0) return review.helpfulCount;
      const [updated] = await tx
        .update(productReviews)
        .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
        .where(and(eq(productReviews.customerId, customerId), eq(productReviews.id, reviewId)))
        .returning({ helpfulCount: productReviews.helpfulCount });
      return updated!.helpfulCount;
    });
  }

  /** The console's list: newest first, the shop's latest 200 (of one status, or all). */
  async function consoleReviews(customerId: string, status: ReviewStatus | 'ALL') {
    const rows = await db
      .select()
      .from(productReviews)
      .where(
        and(
          eq(productReviews.customerId, customerId),
          status === 'ALL' ? undefined : eq(productReviews.status, status),
        ),
      )
      .orderBy(desc(productReviews.createdAt), desc(productReviews.reviewedOn), productReviews.id)
      .limit(200);
    return rows.map(toConsoleRow);
  }

  /** The owner hides a review from the shop (and its rating) or shows it again. */
  async function setHidden(customerId: string, reviewId: string, hidden: boolean, by: string) {
    if (!isRowId(reviewId)) throw reviewNotFound();
    const [row] = await db
      .update(productReviews)
      .set({ status: hidden ? 'HIDDEN' : 'VISIBLE', moderatedBy: by, moderatedAt: new Date() })
      .where(and(eq(productReviews.customerId, customerId), eq(productReviews.id, reviewId)))
      .returning();
    if (!row) throw reviewNotFound();
    return toConsoleRow(row);
  }

  return {
    isEnabled,
    setEnabled,
    productReviewsOf,
    saveReview,
    voteHelpful,
    consoleReviews,
    setHidden,
  };
}

export type ConsoleReviewRow = Omit<AdminReview, 'productName'>;
const toConsoleRow = (row: ReviewRow): ConsoleReviewRow => ({
  ...toShopperReview(row),
  status: row.status,
  productId: row.productId,
  moderatedAt: row.moderatedAt?.toISOString() ?? null,
});

export type ReviewsService = ReturnType<typeof createReviewsService>;
