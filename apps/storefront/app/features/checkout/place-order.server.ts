import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { PAYMENT_METHODS, STORE_PICKUP } from '@vitrine/contract/orders';
import { CHECKOUT_FIELDS, type CheckoutChoice } from './checkout-choice';

/** The place-order form: the chosen saved address, pickup or delivery, and how the shopper pays. */
const placeOrderFormSchema = z.object({
  [CHECKOUT_FIELDS.address]: z.number().int().positive(),
  [CHECKOUT_FIELDS.delivery]: z.literal(STORE_PICKUP).optional(),
  // Left out, the shop's payment mode decides (SPEC §7 "Payment initiate").
  [CHECKOUT_FIELDS.payment]: z.enum(PAYMENT_METHODS).optional(),
});

/** The place-order form's choice, or null when it is not one the page offers. */
export function placeOrderChoiceOf(form: FormData) {
  const submission = parseWithZod(form, { schema: placeOrderFormSchema });
  if (submission.status !== 'success') return null;
  const { address, delivery, paymentMethod } = submission.value;
  const choice: CheckoutChoice & { addressIndex: number } = {
    addressIndex: address,
    storePickup: delivery === STORE_PICKUP,
  };
  return { choice, paymentMethod };
}
