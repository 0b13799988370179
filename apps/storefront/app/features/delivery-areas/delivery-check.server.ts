import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { deliveryCheckQuerySchema } from '@vitrine/contract/delivery-areas';
import { PINCODE_PARAM, type DeliveryCheckResult } from './delivery-areas-fields';

/** The shopper's "Check delivery", when the address asks for one; a bad pincode is said, not thrown. */
export async function deliveryCheckFor(api: ApiClient, url: URL): Promise<DeliveryCheckResult | null> {
  const asked = url.searchParams.get(PINCODE_PARAM);
  if (asked === null) return null;
  const parsed = deliveryCheckQuerySchema.safeParse({ pincode: asked });
  if (!parsed.success) return { pincode: asked.slice(0, 6), error: parsed.error.issues[0]!.message };
  try {
    return { pincode: parsed.data.pincode, check: await api.checkDelivery(parsed.data.pincode) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { pincode: parsed.data.pincode, error: error.message };
    throw error;
  }
}
