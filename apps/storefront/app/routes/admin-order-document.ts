import type { Route } from './+types/admin-order-document';
import { requireStaffApi } from '../features/admin/staff-access.server';
import { taxDocumentResponse } from '../features/orders/tax-document.server';

/** Any of the shop's orders' tax documents (PDF) for its staff, the session refreshed as for a page. */
export async function loader(args: Route.LoaderArgs) {
  const { cookie, headers } = await requireStaffApi(args);
  return taxDocumentResponse(args.request, args.context, {
    ordersPath: '/api/admin/orders',
    ...args.params,
    cookie,
    headers,
  });
}
