import type { Route } from './+types/operator-unknown-path';
import { requireOperatorApi } from '../features/operator/operator-access.server';

/** An address in the console that is no page: the layout's not-found, to operators only. */
export async function loader(args: Route.LoaderArgs) {
  const { headers } = await requireOperatorApi(args);
  throw new Response('Not found', { status: 404, headers });
}

export default function OperatorUnknownPath() {
  return null;
}
