import { ERROR_CODES } from '@vitrine/contract/errors';
import type {
  AdminReviews,
  ProductReviews,
  ReviewBody,
  ReviewSort,
  ReviewStatus,
} from '@vitrine/contract/reviews';
import type { Db } from '../db/client.ts';
import { AppError, productNotFound } from '../lib/app-error.ts';
import type { UsersService } from '../modules/auth/users.service.ts';
import { findShownProduct, productNamesAmong } from '../modules/catalog/product-query.ts';
import { hasReceivedProduct } from '../modules/orders/orders.service.ts';
import { authorNameOf, reviewsOff, type ReviewsService } from '../modules/reviews/reviews.service.ts';

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
