import type { Route } from './+types/admin-share-qr';
import { sharedShop } from '../features/admin/share.server';

/** The owner takes the shop's QR card to print: it comes as a file, and the checklist's "share" is done. */
export async function action(args: Route.ActionArgs) {
  const { api, headers, card } = await sharedShop(args);
  await api.markShopShared();
  headers.set('content-type', 'image/svg+xml');
  headers.set('content-disposition', 'attachment; filename="shop-qr-code.svg"');
  return new Response(await card(), { headers });
}
