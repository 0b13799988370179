import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_KINDS,
  PARTNER_PAGES,
  partnerLocationsQuerySchema,
  partnerLocationsReplySchema,
} from '@vitrine/contract/partner-locations';
import { z } from 'zod';
import {
  adminPartnerLocationsReplySchema,
  partnerLocationsEditSchema,
} from '@vitrine/contract/admin-content';
import { cacheForBrowsers } from '../../plugins/http-cache.ts';
import type { TenantsService } from '../tenants/tenants.service.ts';
import type { PartnerLocationsService } from './partner-locations.service.ts';

/** GET /customer/distributors and /customer/service-centres, each behind its UI feature switch. */
export const partnerLocationsRoutes: FastifyPluginAsyncZod<{
  partnerLocations: PartnerLocationsService;
  tenants: TenantsService;
}> = async (app, { partnerLocations, tenants }) => {
  for (const kind of PARTNER_KINDS) {
    const page = PARTNER_PAGES[kind];
    app.get(
      page.apiPath.replace(/^\/api/, ''),
      {
        schema: {
          tags: ['content'],
          summary: `The tenant's ${page.plural}, optionally in one city, with every city they are in`,
          querystring: partnerLocationsQuerySchema,
          response: { 200: partnerLocationsReplySchema },
        },
      },
      async (request, reply) => {
        await tenants.requireFeature(
          request.customerId,
          page.feature,
          `This shop does not list ${page.plural}.`,
        );
        const data = await partnerLocations.list(request.customerId, kind, request.query.city);
        cacheForBrowsers(reply);
        return { data };
      },
    );
  }
  const adminSchema = {
    tags: ['admin'],
    params: z.object({ kind: z.enum(PARTNER_KINDS) }),
    response: { 200: adminPartnerLocationsReplySchema },
  };
  const ownerOfEngineeringShop = async (request: {
    requireAdmin(): Promise<unknown>;
    customerId: string;
  }) => {
    await request.requireAdmin();
    await tenants.requireEngineeringShop(request.customerId);
  };

  app.get(
    '/admin/content/partner-locations/:kind',
    {
      schema: { ...adminSchema, summary: "An engineering shop's distributors or service centres, in order" },
    },
    async (request) => {
      await ownerOfEngineeringShop(request);
      const { locations } = await partnerLocations.list(request.customerId, request.params.kind);
      return { data: { locations } };
    },
  );

  app.put(
    '/admin/content/partner-locations/:kind',
    {
      schema: {
        ...adminSchema,
        summary: "The owner replaces an engineering shop's distributors or service centres",
        body: partnerLocationsEditSchema,
      },
    },
    async (request) => {
      await ownerOfEngineeringShop(request);
      const { kind } = request.params;
      await partnerLocations.replace(request.customerId, kind, request.body.locations);
      return { data: { locations: (await partnerLocations.list(request.customerId, kind)).locations } };
    },
  );
};
