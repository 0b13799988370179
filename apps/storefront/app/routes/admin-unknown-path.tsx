import type { Route } from './+types/admin-unknown-path';
import { requireStaffApi } from '../features/admin/staff-access.server';

/** Any other /admin path: the console's not-found for its staff, the storefront's for anyone else. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireStaffApi(args);
  throw new Response('Not found', { status: 404, headers });
}

export default function AdminUnknownPath() {
  return null;
}
