import { z } from 'zod';
import { requiredString } from './auth.ts';

/**
 * Cancel and return from the order page (issue 26, decision 0090): the shopper cancels before
 * dispatch, or asks to return a delivered order within the shop's return window; the shop's staff
 * approve or refuse the return in the console.
 */

/** The longest return window a shop can set, in days; 0 turns returns off. */
export const MAX_RETURN_WINDOW_DAYS = 60;
export const RETURN_REASON_MIN = 10;
export const RETURN_REASON_MAX = 500;
export const SHOPPER_CANCEL_REASON_MAX = 300;
export const RETURN_PHOTOS_MAX = 3;

export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REFUSED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The shopper's cancel: a reason is optional. */
export const shopperCancelBodySchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .max(SHOPPER_CANCEL_REASON_MAX, `Reason can be at most ${SHOPPER_CANCEL_REASON_MAX} characters`)
    .optional(),
});
export type ShopperCancelBody = z.infer<typeof shopperCancelBodySchema>;

/** The shopper's return request: why, in their words. */
export const returnRequestBodySchema = z.strictObject({
  reason: requiredString('Say why you are returning it')
    .min(RETURN_REASON_MIN, `Say a little more: at least ${RETURN_REASON_MIN} characters`)
    .max(RETURN_REASON_MAX, `Reason can be at most ${RETURN_REASON_MAX} characters`),
});
export type ReturnRequestBody = z.infer<typeof returnRequestBodySchema>;

/** The console's answer to a return request; a refusal says why. */
export const RETURN_NOTE_MAX = 300;
export const returnDecisionBodySchema = z.discriminatedUnion('decision', [
  z.strictObject({
    decision: z.literal('APPROVE'),
    note: z.string().trim().max(RETURN_NOTE_MAX).optional(),
  }),
  z.strictObject({
    decision: z.literal('REFUSE'),
    note: requiredString('Say why the return is refused')
      .min(1, 'Say why the return is refused')
      .max(RETURN_NOTE_MAX, `Reason can be at most ${RETURN_NOTE_MAX} characters`),
  }),
]);
export type ReturnDecisionBody = z.infer<typeof returnDecisionBodySchema>;

/** One line a return covers, as it was ordered. */
export const returnLineSchema = z.object({
  productId: z.string(),
  productVariantId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
});

/** A return request and what became of it: both sides read the same facts. */
export const orderReturnSchema = z.object({
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  lines: z.array(returnLineSchema),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** The shop's word with its decision (why a return is refused). */
  note: z.string().nullable(),
  /** The shopper's photos of what they return, added while the request is open. */
  photos: z.array(z.string()),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** What the shopper may do after the order, and why not when they may not. */
export const afterSaleSchema = z.object({
  cancel: z.object({
    /** The order can be cancelled by the shopper now. */
    allowed: z.boolean(),
    /** Why not, when the order is still before dispatch but a line cannot be cancelled. */
    blockedReason: z.string().nullable(),
  }),
  returns: z.object({
    /** The shop's return window in days; 0: the shop takes no returns here. */
    windowDays: z.number().int(),
    /** The last moment a return can be asked for this delivered order; null: not delivered or no returns. */
    until: z.string().nullable(),
    /** A return can be asked for now. */
    allowed: z.boolean(),
    /** The lines a return would cover (the returnable ones). */
    lines: z.array(returnLineSchema),
    /** Why a delivered order cannot be returned, when it cannot. */
    blockedReason: z.string().nullable(),
    request: orderReturnSchema.nullable(),
  }),
});
export type AfterSale = z.infer<typeof afterSaleSchema>;
export const afterSaleReplySchema = z.object({ data: afterSaleSchema });
export const adminReturnReplySchema = z.object({ data: z.object({ request: orderReturnSchema.nullable() }) });
