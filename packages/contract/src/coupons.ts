import { z } from 'zod';
import { optionalRupees } from './admin-settings.ts';
import { rupees } from './catalog.ts';

/** PERCENT: so many percent off the goods; FLAT: so many rupees off. */
export const COUPON_KINDS = ['PERCENT', 'FLAT'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** A percentage coupon takes at most this much off, so an order never comes to nothing. */
export const MAX_COUPON_PERCENT = 90;

/** Letters, digits and dashes; compared without regard to case, so it is kept in capitals. */
export const couponCodeSchema = z
  .string('Enter a coupon code')
  .trim()
  .min(3, 'A coupon code is at least 3 characters')
  .max(20, 'A coupon code is at most 20 characters')
  .regex(/^[A-Za-z0-9-]+$/, 'A coupon code is letters, digits and dashes')
  .transform((code) => code.toUpperCase());

/** An India calendar day, YYYY-MM-DD (the coupon starts at its first minute or ends at its last). */
const indiaDay = z.iso.date('Enter a date').nullable();

/** The owner's coupon's fields (decision 0094); `couponBodySchema` adds the rules between them. */
export const couponFields = z.strictObject({
  code: couponCodeSchema,
  kind: z.enum(COUPON_KINDS, 'Pick a percentage or a flat amount'),
  /** Percent (whole, 1–90) for PERCENT; rupees for FLAT. */
  value: z.number('Enter the discount').positive('The discount must be more than 0'),
  minimumOrder: optionalRupees('The minimum order'),
  firstOrderOnly: z.boolean(),
  /** How many orders one shopper may use it on; null: no limit. */
  perShopperLimit: z
    .number('Uses per shopper must be a number')
    .int('Uses per shopper is a whole number')
    .min(1, 'Uses per shopper is at least 1')
    .max(1000, 'Uses per shopper is at most 1000')
    .nullable(),
  validFrom: indiaDay,
  validUntil: indiaDay,
});

/** The rules between a coupon's fields. */
export function checkCoupon(coupon: z.infer<typeof couponFields>, context: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  if (coupon.kind === 'PERCENT') {
    if (!Number.isInteger(coupon.value) || coupon.value > MAX_COUPON_PERCENT)
      issue('value', `A percentage is a whole number from 1 to ${MAX_COUPON_PERCENT}`);
  } else {
    if (Math.round(coupon.value * 100) !== coupon.value * 100)
      issue('value', 'The discount has at most two decimals');
    // The goods always cost more than a flat discount, so no order comes to nothing.
    if (coupon.minimumOrder === null || coupon.minimumOrder <= coupon.value)
      issue('minimumOrder', 'A flat discount needs a minimum order above the discount');
  }
  if (coupon.validFrom && coupon.validUntil && coupon.validUntil < coupon.validFrom)
    issue('validUntil', 'The last day cannot be before the first day');
}
export const couponBodySchema = couponFields.superRefine(checkCoupon);
export type CouponBody = z.infer<typeof couponBodySchema>;

/** Where a coupon stands today: the owner pauses and resumes it; its dates do the rest. */
export const COUPON_STATES = ['ACTIVE', 'PAUSED', 'SCHEDULED', 'EXPIRED'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const couponSchema = z.object({
  couponId: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minimumOrder: rupees.nullable(),
  firstOrderOnly: z.boolean(),
  perShopperLimit: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  paused: z.boolean(),
  state: z.enum(COUPON_STATES),
  /** Orders placed with it (paid, or cash on delivery), cancelled ones left out. */
  timesUsed: z.number().int(),
});
export type Coupon = z.infer<typeof couponSchema>;
export const couponReplySchema = z.object({ data: couponSchema });
export const couponListReplySchema = z.object({ data: z.object({ result: z.array(couponSchema) }) });
export const couponParamsSchema = z.object({ couponId: z.uuid('No coupon has this id') });
export const couponPauseBodySchema = z.strictObject({ paused: z.boolean() });

/** What a coupon took off an order (or a preview). */
export const appliedCouponSchema = z.object({
  code: z.string(),
  discount: rupees,
  /** "10% off" or "₹100 off", in a preview. */
  label: z.string().optional(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/** The shopper's code, as typed; blank means none. One per order: there is no list to stack. */
export const couponChoiceSchema = z
  .string()
  .trim()
  .max(40, 'A coupon code is at most 40 characters')
  .transform((code) => (code ? code.toUpperCase() : undefined))
  .optional();
