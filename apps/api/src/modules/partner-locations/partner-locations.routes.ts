import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PARTNER_KINDS,
  PARTNER_PAGES,
  partnerLocationsQuerySchema,
  partnerLocationsReplySchema,
} from '@vitrine/contract/partner-locations';
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
};
