import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchReplySchema } from '@vitrine/contract/catalog';
import { cacheForBrowsers, type CatalogReplies } from '../../plugins/http-cache.ts';
import { withoutPrices, withoutPriceQuery } from '../catalog/hidden-prices.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { SearchService } from './search.service.ts';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  replies: CatalogReplies;
  tenants: Pick<TenantsService, 'showsPrices'>;
}> = async (app, { search, replies, tenants }) => {
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
    async (request, reply) => {
      const answer = async () => {
        if (await tenants.showsPrices(request.customerId))
          return { data: await search.search(request.customerId, request.query) };
        const found = await search.search(request.customerId, withoutPriceQuery(request.query));
        return { data: withoutPrices.search(found) };
      };
      // From memory an answer costs less than storing it would (decision 0101): built every time.
      if (!search.inMemory(request.customerId)) return replies.send(request, reply, answer);
      cacheForBrowsers(reply);
      return answer();
    },
  );
};
