import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '@vitrine/contract/product-photos';
import {
  adminReviewReplySchema,
  adminReviewsQuerySchema,
  adminReviewsReplySchema,
  helpfulReplySchema,
  productReviewsReplySchema,
  reviewBodySchema,
  reviewParamsSchema,
  reviewPhotoParamsSchema,
  reviewProductParamsSchema,
  reviewSettingsBodySchema,
  reviewSettingsReplySchema,
  reviewsQuerySchema,
  reviewVisibilityBodySchema,
} from '@vitrine/contract/reviews';
import { pictureOf, takePhotoBodies } from '../../lib/photo-upload.ts';
import {
  addReviewPhoto,
  consoleReviews,
  moderateReview,
  productReviewsFor,
  removeReviewPhoto,
  writeReview,
  type ReviewDeps,
} from '../../workflows/product-reviews.ts';
import { reviewsOff } from './reviews.service.ts';

const tags = ['reviews'];
const adminTags = ['admin reviews'];

/** Reviews from verified buyers (issue 26): the product page's part and the owner's moderation. */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewDeps> = async (app, deps) => {
  /** The signed-in shopper, or null for a visitor (an expired session reads as a visitor). */
  const viewerOf = (request: FastifyRequest) =>
    request.requireUser().then(
      (claims) => claims.sub,
      () => null,
    );

  /** The shopper's part of the page after a change to their review. */
  const ownPageOf = (shopper: { customerId: string; userId: string }, productId: string) =>
    productReviewsFor(deps, shopper.customerId, productId, 'recent', shopper.userId);

  app.get(
    '/reviews/product/:productId',
    {
      schema: {
        tags,
        summary:
          'A product’s rating and reviews; for a signed-in shopper, their own and whether they may write one',
        params: reviewProductParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: productReviewsReplySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const userId = await viewerOf(request);
      return {
        data: await productReviewsFor(
          deps,
          request.customerId,
          request.params.productId,
          request.query.sort,
          userId,
        ),
      };
    },
  );

  app.put(
    '/reviews/product/:productId',
    {
      schema: {
        tags,
        summary: 'Write or edit the shopper’s review of a product a delivered order of theirs carried',
        params: reviewProductParamsSchema,
        body: reviewBodySchema,
        response: { 200: productReviewsReplySchema },
      },
    },
    async (request) => {
      const shopper = { customerId: request.customerId, userId: (await request.requireUser()).sub };
      const { productId } = request.params;
      await writeReview(deps, shopper, productId, request.body);
      return { data: await ownPageOf(shopper, productId) };
    },
  );

  app.delete(
    '/reviews/product/:productId/photos/:imageId',
    {
      schema: {
        tags,
        summary: 'Take a photo off the shopper’s own review of the product',
        params: reviewPhotoParamsSchema,
        response: { 200: productReviewsReplySchema },
      },
    },
    async (request) => {
      const shopper = { customerId: request.customerId, userId: (await request.requireUser()).sub };
      const { productId, imageId } = request.params;
      await removeReviewPhoto(deps, shopper, productId, imageId);
      return { data: await ownPageOf(shopper, productId) };
    },
  );

  // The photo upload alone takes an image body: a signed-in shopper's, of up to PHOTO_MAX_BYTES.
  await app.register(async (upload) => {
    takePhotoBodies(upload, (request) => request.requireUser());
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/reviews/product/:productId/photos',
      {
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'Add a photo to the shopper’s own review: the raw JPEG, PNG or WebP, up to 15 MiB',
          description: 'Encoded as a product photo is (upright, no EXIF or GPS); at most 3 per review.',
          params: reviewProductParamsSchema,
          response: { 200: productReviewsReplySchema },
        },
      },
      async (request) => {
        const shopper = { customerId: request.customerId, userId: (await request.requireUser()).sub };
        const { productId } = request.params;
        await addReviewPhoto(deps, shopper, productId, pictureOf(request.body));
        return { data: await ownPageOf(shopper, productId) };
      },
    );
  });

  app.post(
    '/reviews/:reviewId/helpful',
    {
      schema: {
        tags,
        summary: 'Mark a review helpful: once per shopper, not their own',
        params: reviewParamsSchema,
        response: { 200: helpfulReplySchema },
      },
    },
    async (request) => {
      const userId = (await request.requireUser()).sub;
      if (!(await deps.reviews.isEnabled(request.customerId))) throw reviewsOff();
      const { reviewId } = request.params;
      const helpfulCount = await deps.reviews.voteHelpful(request.customerId, userId, reviewId);
      return { data: { reviewId, helpfulCount } };
    },
  );

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags: adminTags,
        summary: 'The shop’s reviews, newest first, for the owner to hide or show',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await consoleReviews(deps, request.customerId, request.query.status) };
    },
  );

  app.post(
    '/admin/reviews/:reviewId/visibility',
    {
      schema: {
        tags: adminTags,
        summary: 'Hide a review from the shop (and its rating) or show it again',
        params: reviewParamsSchema,
        body: reviewVisibilityBodySchema,
        response: { 200: adminReviewReplySchema },
      },
    },
    async (request) => {
      const { sub } = await request.requireAdmin();
      const owner = { customerId: request.customerId, userId: sub };
      return { data: await moderateReview(deps, owner, request.params.reviewId, request.body.hidden) };
    },
  );

  app.put(
    '/admin/reviews/settings',
    {
      schema: {
        tags: adminTags,
        summary: 'Turn the shop’s reviews on or off; off, no page shows them and none can be written',
        body: reviewSettingsBodySchema,
        response: { 200: reviewSettingsReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: { enabled: await deps.reviews.setEnabled(request.customerId, request.body.enabled) } };
    },
  );
};
