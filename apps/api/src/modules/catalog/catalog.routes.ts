import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoriesReplySchema,
  categoryProductsQuerySchema,
  categoryProductsReplySchema,
  productDetailReplySchema,
  productSectionsReplySchema,
  recentProductsReplySchema,
  sitemapReplySchema,
} from '@vitrine/contract/catalog';
import { categoryNotFound, productNotFound } from '../../lib/app-error.ts';
import type { CatalogReplies } from '../../plugins/http-cache.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { CatalogService } from './catalog.service.ts';
import { withoutPrices, withoutPriceQuery } from './hidden-prices.ts';

const cached = { 304: z.null().describe('Not modified: the ETag in If-None-Match still holds') };

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  replies: CatalogReplies;
  tenants: Pick<TenantsService, 'showsPrices'>;
}> = async (app, { catalog, replies, tenants }) => {
  /** The reply as built, or without its prices where the shop hides them. */
  const priced = async <T>(customerId: string, built: T, hide: (built: T) => T) =>
    (await tenants.showsPrices(customerId)) ? built : hide(built);

  app.get(
    '/catalog/category',
    {
      schema: {
        tags: ['catalog'],
        summary: "The tenant's category tree, roots in index order",
        response: { 200: categoriesReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(
        request,
        reply,
        async () => ({ data: { categories: await catalog.categoryTree(request.customerId) } }),
        // SPEC §8's cache-hit note.
        'Using cached categories',
      ),
  );

  app.get(
    '/catalog/products/categoryId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A page of the products in a category and its subcategories, with brand counts',
        querystring: categoryProductsQuerySchema,
        response: { 200: categoryProductsReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => {
        const { customerId } = request;
        const shows = await tenants.showsPrices(customerId);
        const { categoryId, ...page } = shows ? request.query : withoutPriceQuery(request.query);
        const result = await catalog.categoryProducts(customerId, categoryId, page);
        if (!result) throw categoryNotFound();
        return { data: shows ? result : withoutPrices.page(result) };
      }),
  );

  app.get(
    '/catalog/product/:productId',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'A product with its variants and option groups (its reviews: GET /api/reviews/product/{productId})',
        params: z.object({ productId: z.string().max(100) }),
        response: { 200: productDetailReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => {
        const detail = await catalog.productDetail(request.customerId, request.params.productId);
        if (!detail) throw productNotFound();
        return { data: await priced(request.customerId, detail, withoutPrices.detail) };
      }),
  );

  app.get(
    '/catalog/products/recent',
    {
      schema: {
        tags: ['catalog'],
        summary: 'New arrivals, newest first',
        response: { 200: recentProductsReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => ({
        data: await priced(
          request.customerId,
          await catalog.recentProducts(request.customerId),
          withoutPrices.summaries,
        ),
      })),
  );

  app.get(
    '/catalog/product/section',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The home page product sections in order',
        response: { 200: productSectionsReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => ({
        data: {
          productSections: await priced(
            request.customerId,
            await catalog.productSections(request.customerId),
            withoutPrices.sections,
          ),
        },
      })),
  );

  app.get(
    '/catalog/sitemap',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every category and the newest 45,000 visible products, for sitemap.xml',
        response: { 200: sitemapReplySchema, ...cached },
      },
    },
    async (request, reply) =>
      replies.send(request, reply, async () => ({ data: await catalog.sitemapEntries(request.customerId) })),
  );
};
