import type { DeliveryCheck } from '@vitrine/contract/delivery-areas';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../lib/app-error.ts';
import { indiaDayOf, indiaDayStart } from '../lib/india-time.ts';
import type { DeliveryAreasService, Reach } from '../modules/delivery-areas/delivery-areas.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';

export interface DeliveryCheckDeps {
  deliveryAreas: DeliveryAreasService;
  tenants: TenantsService;
}

/** The India day an order placed at `now` should arrive, `days` calendar days on (decision 0091). */
export const deliveryDayOf = (now: Date, days: number) => indiaDayOf(indiaDayStart(indiaDayOf(now), days));

/** The product page's "Check delivery": reached or not, cash on delivery there, and by when. */
export async function checkDelivery(
  deps: DeliveryCheckDeps,
  customerId: string,
  pincode: string,
  now = new Date(),
): Promise<DeliveryCheck> {
  const [reach, settings] = await Promise.all([
    deps.deliveryAreas.reachOf(customerId, pincode),
    deps.tenants.checkoutSettingsOf(customerId),
  ]);
  return {
    pincode,
    deliverable: reach.served,
    cod: reach.served && reach.cod && settings.codEnabled,
    estimatedDelivery: reach.days === null ? null : deliveryDayOf(now, reach.days),
  };
}

/** Refuses an address the shop does not deliver to, saying what the shopper can do instead. */
export function requireServed(reach: Reach, pincode: string, storePickup: boolean) {
  if (reach.served) return;
  throw new AppError(
    400,
    ERROR_CODES.PINCODE_NOT_SERVED,
    `Sorry, this shop does not deliver to pincode ${pincode}. ` +
      (storePickup ? 'Choose another address, or pick up from the store.' : 'Choose another address.'),
  );
}
