import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  MAINTENANCE_GUIDES_PAGE,
  maintenanceGuideParamsSchema,
  maintenanceGuideReplySchema,
  maintenanceGuidesReplySchema,
} from '@vitrine/contract/maintenance-guides';
import {
  adminMaintenanceGuidesReplySchema,
  maintenanceGuidesEditSchema,
  RICH_CONTENT_BODY_LIMIT,
} from '@vitrine/contract/admin-content';
import { AppError } from '../../lib/app-error.ts';
import { cacheForBrowsers } from '../../plugins/http-cache.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { MaintenanceGuidesService } from './maintenance-guides.service.ts';

const NOT_OFFERED = 'This shop does not publish maintenance and troubleshooting guides.';

/** The guides list and one guide, behind the showMaintenanceTroubleshooting switch. */
export const maintenanceGuidesRoutes: FastifyPluginAsyncZod<{
  guides: MaintenanceGuidesService;
  tenants: TenantsService;
}> = async (app, { guides, tenants }) => {
  app.get(
    '/customer/maintenance-guides',
    {
      schema: {
        tags: ['content'],
        summary: "The tenant's maintenance and troubleshooting guides, without their text",
        response: { 200: maintenanceGuidesReplySchema },
      },
    },
    async (request, reply) => {
      await tenants.requireFeature(request.customerId, MAINTENANCE_GUIDES_PAGE.feature, NOT_OFFERED);
      const list = await guides.list(request.customerId);
      cacheForBrowsers(reply);
      return { data: { guides: list } };
    },
  );

  app.get(
    '/customer/maintenance-guides/:guideId',
    {
      schema: {
        tags: ['content'],
        summary: 'One maintenance and troubleshooting guide with its text (HTML)',
        params: maintenanceGuideParamsSchema,
        response: { 200: maintenanceGuideReplySchema },
      },
    },
    async (request, reply) => {
      await tenants.requireFeature(request.customerId, MAINTENANCE_GUIDES_PAGE.feature, NOT_OFFERED);
      const guide = await guides.get(request.customerId, request.params.guideId);
      if (!guide)
        throw new AppError(404, ERROR_CODES.GUIDE_NOT_FOUND, 'This guide is not available in this shop.');
      cacheForBrowsers(reply);
      return { data: { guide } };
    },
  );
  const adminSchema = { tags: ['admin'], response: { 200: adminMaintenanceGuidesReplySchema } };
  app.get(
    '/admin/content/maintenance-guides',
    { schema: { ...adminSchema, summary: "An engineering shop's guides with their text, in order" } },
    async (request) => {
      await request.requireAdmin();
      await tenants.requireEngineeringShop(request.customerId);
      return { data: { guides: await guides.listWithContent(request.customerId) } };
    },
  );

  app.put(
    '/admin/content/maintenance-guides',
    {
      bodyLimit: RICH_CONTENT_BODY_LIMIT,
      schema: {
        ...adminSchema,
        summary: "The owner replaces an engineering shop's guides; their HTML is sanitised",
        body: maintenanceGuidesEditSchema,
      },
    },
    async (request) => {
      await request.requireAdmin();
      await tenants.requireEngineeringShop(request.customerId);
      await guides.replace(request.customerId, request.body.guides);
      return { data: { guides: await guides.listWithContent(request.customerId) } };
    },
  );
};
