import { z } from 'zod';

import { REVIEW_LIMITS, REVIEW_SORTS } from './site.ts';

export { REVIEW_LIMITS, REVIEW_SORTS, type ReviewSort } from './site.ts';

export const reviewsQuerySchema = z.object({ sort: z.enum(REVIEW_SORTS).default('helpful') });
export const reviewProductParamsSchema = z.object({ productId: z.string().max(100) });
export const reviewParamsSchema = z.object({ reviewId: z.string().max(100) });
export const reviewPhotoParamsSchema = reviewProductParamsSchema.extend({
  imageId: z.uuid('Not a photo of this review'),
});

/** What a verified buyer writes: stars and text; the server keeps the text as plain text. */
export const reviewBodySchema = z.strictObject({
  rating: z.coerce
    .number('Choose from 1 to 5 stars')
    .int('Choose from 1 to 5 stars')
    .min(1, 'Choose from 1 to 5 stars')
    .max(5, 'Choose from 1 to 5 stars'),
  title: z
    .string()
    .trim()
    .max(REVIEW_LIMITS.title, `Title: at most ${REVIEW_LIMITS.title} characters`)
    .default(''),
  body: z
    .string('Write your review')
    .trim()
    .min(REVIEW_LIMITS.bodyMin, `Write at least ${REVIEW_LIMITS.bodyMin} characters`)
    .max(REVIEW_LIMITS.body, `Your review: at most ${REVIEW_LIMITS.body} characters`),
});
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const shopperReviewSchema = z.object({
  reviewId: z.string(),
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  body: z.string(),
  /** ISO date of writing (or last edit). */
  date: z.string(),
  helpfulCount: z.number().int(),
  /** A buyer of the product in this shop wrote it; a demo shop's seeded reviews are not. */
  verifiedBuyer: z.boolean(),
  /** Seeded with the demo shop, by no real buyer: labelled as such. */
  demo: z.boolean(),
  /** The buyer's photos (decision 0096): uploaded photos' addresses, as a product's `images` are. */
  photos: z.array(z.string()),
});
export type ShopperReview = z.infer<typeof shopperReviewSchema>;

export const ratingSummarySchema = z.object({
  /** Mean of the visible reviews' stars, one decimal; 0 without reviews. */
  average: z.number(),
  count: z.number().int(),
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  stars: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const productReviewsSchema = z.object({
  /** The shop's reviews switch; off, the rest is empty and the page shows nothing of reviews. */
  enabled: z.boolean(),
  summary: ratingSummarySchema,
  reviews: z.array(shopperReviewSchema),
  /** The signed-in shopper's own review of the product, shown even when the owner has hidden it. */
  mine: shopperReviewSchema.extend({ hidden: z.boolean() }).nullable(),
  /** The signed-in shopper received this product in a delivered order and may write (or edit) a review. */
  canReview: z.boolean(),
  /** The reviews the signed-in shopper found helpful. */
  helpfulVotes: z.array(z.string()),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;
export const productReviewsReplySchema = z.object({ data: productReviewsSchema });

export const helpfulReplySchema = z.object({
  data: z.object({ reviewId: z.string(), helpfulCount: z.number().int() }),
});

export const REVIEW_STATUSES = ['VISIBLE', 'HIDDEN'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const adminReviewsQuerySchema = z.object({
  status: z.enum(['ALL', ...REVIEW_STATUSES]).default('ALL'),
});
export const adminReviewSchema = shopperReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  productId: z.string(),
  productName: z.string(),
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsReplySchema = z.object({
  data: z.object({ enabled: z.boolean(), reviews: z.array(adminReviewSchema) }),
});
export type AdminReviews = z.infer<typeof adminReviewsReplySchema>['data'];
export const reviewVisibilityBodySchema = z.strictObject({ hidden: z.boolean() });
export const adminReviewReplySchema = z.object({ data: adminReviewSchema });
export const reviewSettingsBodySchema = z.strictObject({ enabled: z.boolean() });
export const reviewSettingsReplySchema = z.object({ data: z.object({ enabled: z.boolean() }) });
