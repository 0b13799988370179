import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  favouritesReplySchema,
  markFavouriteBodySchema,
  markFavouriteReplySchema,
  unmarkFavouriteReplySchema,
} from '@vitrine/contract/favourites';
import type { FavouritesService } from './favourites.service.ts';

export const favouritesRoutes: FastifyPluginAsyncZod<{ favourites: FavouritesService }> = async (
  app,
  { favourites },
) => {
  app.get(
    '/favourite',
    {
      schema: {
        tags: ['favourites'],
        summary: "The signed-in shopper's wishlist",
        response: { 200: favouritesReplySchema },
      },
    },
    async (request) => ({
      data: {
        favourite: [await favourites.favouriteOf(request.customerId, (await request.requireUser()).sub)],
      },
    }),
  );

  app.post(
    '/favourite',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Add a product to the wishlist',
        body: markFavouriteBodySchema,
        response: { 200: markFavouriteReplySchema },
      },
    },
    async (request) => ({
      data: {
        favourite: await favourites.mark(
          request.customerId,
          (await request.requireUser()).sub,
          request.body.productId,
        ),
      },
    }),
  );

  app.delete(
    '/favourite/:productId',
    {
      schema: {
        tags: ['favourites'],
        summary: 'Remove a product from the wishlist',
        params: z.object({ productId: z.string().max(100) }),
        response: { 200: unmarkFavouriteReplySchema },
      },
    },
    async (request) => ({
      data: {
        favouriteItem: await favourites.unmark(
          request.customerId,
          (await request.requireUser()).sub,
          request.params.productId,
        ),
      },
    }),
  );
};
