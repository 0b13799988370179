import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { optionalGstinSchema } from '@vitrine/contract/gstin';
import { PAYMENT_METHODS, STORE_PICKUP } from '@vitrine/contract/orders';
import { CHECKOUT_FIELDS, type CheckoutChoice } from './checkout-choice';

/**
 * The place-order form: the chosen saved address, pickup or delivery, how the shopper pays, and an
 * optional GSTIN for a business purchase.
 */
const placeOrderFormSchema = z.object({
  [CHECKOUT_FIELDS.address]: z.number().int().positive(),
  [CHECKOUT_FIELDS.delivery]: z.literal(STORE_PICKUP).optional(),
  // Left out, the shop's payment mode decides (SPEC §7 "Payment initiate").
  [CHECKOUT_FIELDS.payment]: z.enum(PAYMENT_METHODS).optional(),
  [CHECKOUT_FIELDS.gstin]: optionalGstinSchema,
  [CHECKOUT_FIELDS.coupon]: z.string().max(40).optional(),
  [CHECKOUT_FIELDS.quotation]: z.string().max(40).optional(),
});

/**
 * The place-order form's choice, or the refused submission: `choiceRefused` when the page's own
 * choices are not ones it offers (only the typed GSTIN has a message of its own to show).
 */
export function placeOrderChoiceOf(form: FormData) {
  const submission = parseWithZod(form, { schema: placeOrderFormSchema });
  if (submission.status !== 'success') {
    const refused = Object.keys(submission.error ?? {});
    return {
      ok: false as const,
      choiceRefused: refused.some((field) => field !== CHECKOUT_FIELDS.gstin),
      submission: submission.reply(),
    };
  }
  const { address, delivery, paymentMethod, gstin, coupon, quotation } = submission.value;
  const choice: CheckoutChoice & { addressIndex: number } = {
    addressIndex: address,
    storePickup: delivery === STORE_PICKUP,
    coupon: coupon ?? null,
    quotation: quotation ?? null,
  };
  return { ok: true as const, choice, paymentMethod, gstin };
}
