import { data } from 'react-router';
import type { ProductReviews } from '@vitrine/contract/reviews';
import { REVIEW_SORTS, type ReviewSort } from '@vitrine/contract/site';
import type { PageLog, StorefrontLoadContext } from '@vitrine/contract/ssr';
import type { apiFor } from '../../lib/api.server';
import { emptyOnFailure } from '../../lib/load-failure';
import { actAsShopper, fieldOf } from '../../lib/shopper-action.server';
import { pictureOf } from '../admin-media/product-photos.server';
import {
  HELPFUL_INTENT,
  REVIEW_FALLBACK_MESSAGES,
  REVIEW_INTENT,
  REVIEW_PHOTO_INTENT,
  REVIEW_PHOTO_REMOVE_INTENT,
} from './review-intents';

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

/**
 * The product page's review submissions as the signed-in shopper: the review itself, a "Helpful"
 * vote, and a photo added to or taken off their review (checked here before it goes: chosen, within
 * the size limit, a real picture).
 */
export async function reviewAction(
  args: { request: Request; context: StorefrontLoadContext; params: { productId: string } },
  form: FormData,
) {
  const { productId } = args.params;
  const photo = form.get('intent') === REVIEW_PHOTO_INTENT ? await pictureOf(form, 'photo') : null;
  if (photo && !(photo instanceof Blob))
    return data({ intent: REVIEW_PHOTO_INTENT, ok: false, error: photo.message }, 400);
  return actAsShopper(args, form, REVIEW_FALLBACK_MESSAGES, async (api, intent) => {
    switch (intent) {
      case REVIEW_INTENT:
        return api.writeReview(productId, {
          rating: Number(fieldOf(form, 'rating')),
          title: fieldOf(form, 'title'),
          body: fieldOf(form, 'body'),
        });
      case HELPFUL_INTENT:
        return api.markReviewHelpful(fieldOf(form, 'reviewId'));
      case REVIEW_PHOTO_INTENT:
        return api.addReviewPhoto(productId, photo!);
      case REVIEW_PHOTO_REMOVE_INTENT:
        return api.removeReviewPhoto(productId, fieldOf(form, 'imageId'));
    }
  });
}
