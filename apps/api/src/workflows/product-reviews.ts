import { ERROR_CODES } from '@vitrine/contract/errors';
import { PHOTO_FALLBACK_WIDTH, photoUrl, uploadedPhotoId } from '@vitrine/contract/product-photos';
import {
  REVIEW_LIMITS,
  type AdminReviews,
  type ProductReviews,
  type ReviewBody,
  type ReviewSort,
  type ReviewStatus,
} from '@vitrine/contract/reviews';
import type { Db } from '../db/client.ts';
import { AppError, productNotFound } from '../lib/app-error.ts';
import { isRowId } from '../lib/ids.ts';
import type { UsersService } from '../modules/auth/users.service.ts';
import { findShownProduct, productNamesAmong } from '../modules/catalog/product-query.ts';
import { hasReceivedProduct } from '../modules/orders/orders.service.ts';
import {
  authorNameOf,
  lockOwnReview,
  ownReview,
  reviewNotFound,
  reviewsOff,
  setReviewPhotos,
  type ReviewsService,
} from '../modules/reviews/reviews.service.ts';
import { deleteImages, saveImage } from '../modules/media/media.service.ts';
import { encodePhoto } from '../modules/media/photo-encoder.ts';

export interface ReviewDeps {
  db: Db;
  reviews: ReviewsService;
  users: Pick<UsersService, 'findById'>;
}

const OFF: ProductReviews = {
  enabled: false,
  summary: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
  reviews: [],
  mine: null,
  canReview: false,
  helpfulVotes: [],
};

async function requireShownProduct(db: Db, customerId: string, productId: string) {
  if (!(await findShownProduct(db, customerId, productId, null))) throw productNotFound();
}

/**
 * A product's reviews for its page (issue 26): its rating from the visible reviews, sorted by most
 * helpful or most recent, and for a signed-in shopper their own review and whether they may write one.
 */
export async function productReviewsFor(
  deps: ReviewDeps,
  customerId: string,
  productId: string,
  sort: ReviewSort,
  userId: string | null,
): Promise<ProductReviews> {
  if (!(await deps.reviews.isEnabled(customerId))) return OFF;
  await requireShownProduct(deps.db, customerId, productId);
  const viewer = userId
    ? { userId, canReview: await hasReceivedProduct(deps.db, customerId, userId, productId) }
    : null;
  return { enabled: true, ...(await deps.reviews.productReviewsOf(customerId, productId, sort, viewer)) };
}

/** A verified buyer's review: only of a product one of their orders delivered; one each, edited in place. */
export async function writeReview(
  deps: ReviewDeps,
  shopper: { customerId: string; userId: string },
  productId: string,
  body: ReviewBody,
) {
  const { customerId, userId } = shopper;
  if (!(await deps.reviews.isEnabled(customerId))) throw reviewsOff();
  await requireShownProduct(deps.db, customerId, productId);
  if (!(await hasReceivedProduct(deps.db, customerId, userId, productId))) {
    throw new AppError(
      403,
      ERROR_CODES.NOT_A_VERIFIED_BUYER,
      'Only shoppers who have received this product can review it.',
    );
  }
  const user = await deps.users.findById(customerId, userId);
  if (!user) throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in again.');
  await deps.reviews.saveReview(customerId, { userId, author: authorNameOf(user.name) }, productId, body);
}

/** The console's reviews with their products' names. */
export async function consoleReviews(
  deps: Pick<ReviewDeps, 'db' | 'reviews'>,
  customerId: string,
  status: ReviewStatus | 'ALL',
): Promise<AdminReviews> {
  const [enabled, rows] = await Promise.all([
    deps.reviews.isEnabled(customerId),
    deps.reviews.consoleReviews(customerId, status),
  ]);
  const names = await productNamesAmong(deps.db, customerId, [...new Set(rows.map((row) => row.productId))]);
  const nameOf = new Map(names.map((row) => [row.productId, row.name]));
  return {
    enabled,
    reviews: rows.map((row) => ({ ...row, productName: nameOf.get(row.productId) ?? '' })),
  };
}

/** The owner hides a review or shows it again; answers it as the console lists it. */
export async function moderateReview(
  deps: Pick<ReviewDeps, 'db' | 'reviews'>,
  owner: { customerId: string; userId: string },
  reviewId: string,
  hidden: boolean,
) {
  const row = await deps.reviews.setHidden(owner.customerId, reviewId, hidden, owner.userId);
  const [named] = await productNamesAmong(deps.db, owner.customerId, [row.productId]);
  return { ...row, productName: named?.name ?? '' };
}

const noOwnReview = () =>
  new AppError(409, ERROR_CODES.BAD_REQUEST, 'Write your review first, then add photos to it.');
const photosFull = () =>
  new AppError(
    409,
    ERROR_CODES.BAD_REQUEST,
    `A review can have at most ${REVIEW_LIMITS.photos} photos. Remove one first.`,
  );

/**
 * A photo on the buyer's own review (decision 0096), encoded as a product photo is (upright, no
 * EXIF or GPS, AVIF and WebP) and shown with the review; hidden with it when the owner hides it.
 */
export async function addReviewPhoto(
  deps: Pick<ReviewDeps, 'db' | 'reviews'>,
  shopper: { customerId: string; userId: string },
  productId: string,
  bytes: Buffer,
) {
  const { customerId, userId } = shopper;
  if (!(await deps.reviews.isEnabled(customerId))) throw reviewsOff();
  await requireShownProduct(deps.db, customerId, productId);
  // Asked first so a missing review or a full one costs no encoding.
  const before = await ownReview(deps.db, customerId, userId, productId);
  if (!before) throw noOwnReview();
  if (before.photos.length >= REVIEW_LIMITS.photos) throw photosFull();
  const files = await encodePhoto(bytes, shopper);
  await deps.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, customerId, userId, productId);
    if (!review) throw noOwnReview();
    if (review.photos.length >= REVIEW_LIMITS.photos) throw photosFull();
    const imageId = await saveImage(tx, customerId, files);
    await setReviewPhotos(tx, review.id, [...review.photos, photoUrl(imageId, PHOTO_FALLBACK_WIDTH, 'webp')]);
  });
}

/** The buyer takes a photo off their review; its files go with it. */
export async function removeReviewPhoto(
  deps: Pick<ReviewDeps, 'db'>,
  shopper: { customerId: string; userId: string },
  productId: string,
  imageId: string,
) {
  const { customerId, userId } = shopper;
  if (!isRowId(productId)) throw reviewNotFound();
  await deps.db.transaction(async (tx) => {
    const review = await lockOwnReview(tx, customerId, userId, productId);
    const kept = review?.photos.filter((photo) => uploadedPhotoId(photo) !== imageId);
    if (!review || !kept || kept.length === review.photos.length) throw reviewNotFound();
    await deleteImages(tx, customerId, [imageId]);
    await setReviewPhotos(tx, review.id, kept);
  });
}
