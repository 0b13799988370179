import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutReplySchema, policiesReplySchema, testimoniesReplySchema } from '@vitrine/contract/content';
import {
  RICH_CONTENT_BODY_LIMIT,
  pagesContentChangeSchema,
  pagesContentReplySchema,
} from '@vitrine/contract/admin-content';
import { cacheForBrowsers } from '../../plugins/http-cache.ts';
import type { CmsService } from './cms.service.ts';

export const cmsRoutes: FastifyPluginAsyncZod<{ cms: CmsService }> = async (app, { cms }) => {
  app.get(
    '/customer/all-policy',
    {
      schema: {
        tags: ['content'],
        summary: "The tenant's policies (HTML) by key, as the first item of data",
        response: { 200: policiesReplySchema },
      },
    },
    async (request, reply) => {
      cacheForBrowsers(reply);
      return { data: [await cms.getPolicies(request.customerId)] };
    },
  );

  app.get(
    '/customer/testimony',
    {
      schema: {
        tags: ['content'],
        summary: "The tenant's testimonials",
        response: { 200: testimoniesReplySchema },
      },
    },
    async (request, reply) => {
      cacheForBrowsers(reply);
      return { data: { testimonies: await cms.listTestimonials(request.customerId) } };
    },
  );

  app.get(
    '/customer/about',
    {
      schema: {
        tags: ['content'],
        summary: "The tenant's about-us (HTML), as the first item of data",
        response: { 200: aboutReplySchema },
      },
    },
    async (request, reply) => {
      cacheForBrowsers(reply);
      return { data: [{ about: await cms.getAboutUs(request.customerId) }] };
    },
  );
  app.get(
    '/admin/content/pages',
    {
      schema: {
        tags: ['admin'],
        summary: "The owner's policies and about-us (HTML) and testimonials",
        response: { 200: pagesContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await cms.pagesContentOf(request.customerId) };
    },
  );

  app.patch(
    '/admin/content/pages',
    {
      bodyLimit: RICH_CONTENT_BODY_LIMIT,
      schema: {
        tags: ['admin'],
        summary: 'The owner replaces the named policies, the about-us or the testimonials; HTML is sanitised',
        body: pagesContentChangeSchema,
        response: { 200: pagesContentReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      await cms.changeContent(request.customerId, request.body);
      return { data: await cms.pagesContentOf(request.customerId) };
    },
  );
};
