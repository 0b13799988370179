import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { categoriesReplySchema } from '@vitrine/contract/catalog';
import { cacheForBrowsers } from '../../plugins/http-cache.ts';
import type { CatalogService } from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/catalog/category',
    {
      schema: {
        tags: ['catalog'],
        summary: "The tenant's category tree, roots in index order",
        response: { 200: categoriesReplySchema },
      },
    },
    async (request, reply) => {
      cacheForBrowsers(reply);
      return { data: { categories: await catalog.categoryTree(request.customerId) } };
    },
  );
};
