import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchReplySchema } from '@vitrine/contract/catalog';
import type { CatalogReplies } from '../../plugins/http-cache.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService; replies: CatalogReplies }> = async (
  app,
  { search, replies },
) => {
  app.get(
    '/search/alldata',
    {
      schema: {
        tags: ['search'],
        summary:
          'Full-text product search with spelling correction, brand and category counts and price range',
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => ({
        data: await search.search(request.customerId, request.query),
      })),
  );
};
