import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutReplySchema, policiesReplySchema, testimoniesReplySchema } from '@vitrine/contract/content';
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
};
