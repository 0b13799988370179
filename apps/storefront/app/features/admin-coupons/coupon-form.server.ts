import { checkCoupon, couponFields } from '@vitrine/contract/coupons';
import { z } from 'zod';

/** A blank field is "none" (a form library reads a blank field as missing). */
const blank = <T extends z.ZodType>(schema: T) => schema.optional().transform((value) => value ?? null);

/**
 * The console's coupon form, checked on the server with the contract's rules (decision 0040): the
 * optional fields blank for none, the box unticked for off.
 */
export const couponFormSchema = couponFields
  .extend({
    minimumOrder: blank(couponFields.shape.minimumOrder.unwrap()),
    perShopperLimit: blank(couponFields.shape.perShopperLimit.unwrap()),
    validFrom: blank(couponFields.shape.validFrom.unwrap()),
    validUntil: blank(couponFields.shape.validUntil.unwrap()),
    firstOrderOnly: z.boolean().default(false),
  })
  .superRefine(checkCoupon);
