import { z } from 'zod';
import { keyValueSchema, productTypeSchema, rupees } from './catalog.ts';

/** SPEC §3 "Cart item" as checkout prices it: every field shown anywhere, amounts in rupees. */
export const pricedCartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productName: z.string(),
  productSKU: z.string(),
  productType: productTypeSchema,
  productVariantId: z.string().nullable(),
  variantName: z.string().nullable(),
  variantSKU: z.string().nullable(),
  variations: z.array(keyValueSchema),
  description: z.string(),
  quantity: z.number().int().positive(),
  /** The most this line may hold: the product's maximum, or the stock when that is lower. */
  maxQuantity: z.number().int().nonnegative(),
  /** The unit price charged: the special price when it is lower, else the sell price. */
  price: rupees,
  /** The undiscounted unit price, for showing the saving. */
  sellPrice: rupees,
  total: rupees,
  metrics: z.string(),
  baseImageUrl: z.string(),
  images: z.array(z.string()),
  availability: z.object({ isAvailable: z.boolean(), availableStock: z.number().int() }),
  /** The tax inside `total` (prices include GST), split as SPEC §3 and ARCHITECTURE §7 say. */
  gst: z.object({ rate: z.number(), cgst: rupees, sgst: rupees, igst: rupees }),
});
export type PricedCartItem = z.infer<typeof pricedCartItemSchema>;

/** A cart's line: its amounts are null in a shop that hides prices (showProductPrice off; decision 0025). */
export const cartItemSchema = pricedCartItemSchema.extend({
  price: rupees.nullable(),
  sellPrice: rupees.nullable(),
  total: rupees.nullable(),
  gst: z.object({
    rate: z.number(),
    cgst: rupees.nullable(),
    sgst: rupees.nullable(),
    igst: rupees.nullable(),
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** SPEC §3 "Cart". `cartId` is null until the shopper first adds something; `total` null as its lines' amounts. */
export const cartSchema = z.object({
  cartId: z.string().nullable(),
  userId: z.string(),
  total: rupees.nullable(),
  items: z.array(cartItemSchema),
});
export type Cart = z.infer<typeof cartSchema>;

/** SPEC §7: fetch and add/update answer `data.data`; delete answers `data.data.cart`. */
export const cartReplySchema = z.object({ data: z.object({ data: cartSchema }) });
export const cartDeleteReplySchema = z.object({ data: z.object({ data: z.object({ cart: cartSchema }) }) });

/** "Buy again": a past order's lines put back in the cart; each line it could not add, and why. */
export const buyAgainResultSchema = z.object({
  cart: cartSchema,
  added: z.array(z.string()),
  unavailable: z.array(z.object({ name: z.string(), reason: z.string() })),
});
export type BuyAgainResult = z.infer<typeof buyAgainResultSchema>;
export const buyAgainReplySchema = z.object({ data: buyAgainResultSchema });

const productIdSchema = z.string().trim().min(1, 'Choose a product').max(100);
const variantIdSchema = z.string().trim().max(100).nullish();

/**
 * SPEC §3 "Add-to-cart payload": sets the line's quantity; 0 or less removes it (SPEC §4). Prices
 * are never taken from the client, so any field beyond these is refused.
 */
export const setCartLineBodySchema = z.strictObject({
  productId: productIdSchema,
  productVariantId: variantIdSchema,
  quantity: z.number({ error: 'Quantity must be a number' }).int('Quantity must be a whole number').max(1000),
  description: z.string().max(500).optional(),
});
export type SetCartLineBody = z.infer<typeof setCartLineBodySchema>;

export const deleteCartLineBodySchema = z.strictObject({
  productId: productIdSchema,
  productVariantId: variantIdSchema,
});
export type DeleteCartLineBody = z.infer<typeof deleteCartLineBodySchema>;
