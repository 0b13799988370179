import type { ProductReviews } from '@vitrine/contract/reviews';
import { REVIEW_SORTS, type ReviewSort } from '@vitrine/contract/site';
import type { PageLog } from '@vitrine/contract/ssr';
import type { apiFor } from '../../lib/api.server';
import { emptyOnFailure } from '../../lib/load-failure';

const NO_REVIEWS: ProductReviews = {
  enabled: false,
  summary: { average: 0, count: 0, stars: [0, 0, 0, 0, 0] },
  reviews: [],
  mine: null,
  canReview: false,
  helpfulVotes: [],
};

/** The order the page's `?reviews=` asks for; most helpful unless it names another. */
export const reviewSortOf = (value: string | null): ReviewSort =>
  REVIEW_SORTS.find((sort) => sort === value) ?? 'helpful';

/** The product's reviews for its page; a failed load leaves the page without them. */
export function reviewsFor(
  api: ReturnType<typeof apiFor>,
  productId: string,
  sort: ReviewSort,
  log: PageLog,
) {
  return emptyOnFailure(log, api.getProductReviews(productId, sort), NO_REVIEWS, 'Failed to load reviews');
}
