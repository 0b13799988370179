/** The product page's form intents for reviews (issue 26). */
export const REVIEW_INTENT = 'review';
export const HELPFUL_INTENT = 'review-helpful';
export const REVIEW_PHOTO_INTENT = 'review-photo';
export const REVIEW_PHOTO_REMOVE_INTENT = 'review-photo-remove';
export const REVIEW_FALLBACK_MESSAGES = {
  [REVIEW_INTENT]: 'Could not save your review',
  [HELPFUL_INTENT]: 'Could not save your vote',
  [REVIEW_PHOTO_INTENT]: 'Could not add your photo',
  [REVIEW_PHOTO_REMOVE_INTENT]: 'Could not remove your photo',
} as const;
export type ReviewIntent = keyof typeof REVIEW_FALLBACK_MESSAGES;

/** The page's query parameter for the order of its reviews. */
export const REVIEW_SORT_PARAM = 'reviews';

/** The owner's reviews page in the console. */
export const REVIEWS_PATH = '/admin/reviews';
