import type { StorefrontLoadContext } from '@vitrine/contract/ssr';
import { qrCard } from '../../lib/qr-code.server';
import { requireOwnerApi } from './staff-access.server';

/**
 * The shop the owner shares: its name and its own link, as shoppers reach it (this request's origin:
 * the owner is on the shop's host), and its QR card, which names the shop and its address for a
 * phone that does not scan.
 */
export async function sharedShop(args: { request: Request; context: StorefrontLoadContext }) {
  const owner = await requireOwnerApi(args);
  const config = await owner.api.getCustomerDetails();
  const name = config.brandDetails[0]!.appName;
  const { origin, host } = new URL(args.request.url);
  const link = `${origin}/`;
  return { ...owner, name, link, card: () => qrCard(link, [name, host]) };
}
