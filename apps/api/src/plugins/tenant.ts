import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CUSTOMER_ID_HEADER } from '@vitrine/contract/constants';
import { customerIdSchema } from '@vitrine/contract/customer';
import { errorEnvelopeSchema } from '@vitrine/contract/errors';
import { customerNotFound } from '../lib/app-error.ts';
import { OPERATOR_REALM_ID } from '../modules/tenants/tenant-registry.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';

/**
 * What the operator's host answers (decision 0076): signing in with a one-time code, and the
 * operator's own routes. Anything else there is as unknown as on a host no shop has.
 */
const OPERATOR_HOST_ROUTES = new Set([
  '/api/auth/signin/send-otp',
  '/api/auth/signin/validate-otp',
  '/api/auth/getUserProfile',
  '/api/auth/refresh',
  '/api/auth/signout',
  '/api/dev/outbox',
]);
const onOperatorRoute = (url: string | undefined) =>
  url !== undefined && (OPERATOR_HOST_ROUTES.has(url) || url.startsWith('/api/operator/'));

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant this request speaks for; set on every tenant-scoped route before its handler. */
    customerId: string;
  }
}

/**
 * ARCHITECTURE §4: the tenant comes from the X-Customer-Id header, else from the host name,
 * else the request is refused with 404 CUSTOMER_NOT_FOUND. Register inside the scope of the
 * tenant-owned routes.
 */
export function resolveTenantOnEveryRequest(
  scope: FastifyInstance,
  tenants: TenantsService,
  operatorHosts: ReadonlySet<string>,
) {
  scope.decorateRequest('customerId', '');
  scope.addHook('onRoute', documentTenantScope);
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const hostname = request.hostname.replace(/:\d+$/, '').toLowerCase();
    if (!operatorHosts.has(hostname)) {
      request.customerId = await resolveCustomerId(request, tenants);
      return;
    }
    if (!onOperatorRoute(request.routeOptions.url))
      throw customerNotFound(`no shop is set up for the host "${hostname}"`);
    // The operator's host is its realm whatever header is sent: a shop's session never holds there.
    request.customerId = OPERATOR_REALM_ID;
  });
}

async function resolveCustomerId(request: FastifyRequest, tenants: TenantsService): Promise<string> {
  const header = request.headers[CUSTOMER_ID_HEADER];
  if (header !== undefined) {
    const parsed = customerIdSchema.safeParse(header);
    if (!parsed.success) throw customerNotFound(`"${String(header).slice(0, 80)}" is not a customer id`);
    if (!(await tenants.customerExists(parsed.data)))
      throw customerNotFound(`no customer has the id "${parsed.data}"`);
    return parsed.data;
  }
  const customerId = await tenants.findCustomerIdByHost(request.hostname.replace(/:\d+$/, ''));
  if (!customerId)
    throw customerNotFound(`no shop is set up for the host "${request.hostname.slice(0, 120)}"`);
  return customerId;
}

const tenantHeaders = z.looseObject({
  [CUSTOMER_ID_HEADER]: customerIdSchema
    .optional()
    .describe("The shop's customer id; without it the shop is found from the host name"),
});

/** Every tenant-scoped route takes the header and may answer with the error envelope. */
function documentTenantScope(route: { schema?: Record<string, unknown> }) {
  const response = (route.schema?.response ?? {}) as Record<number, unknown>;
  route.schema = {
    headers: tenantHeaders,
    ...route.schema,
    response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema, ...response },
  };
}
