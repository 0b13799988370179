import { z } from 'zod';

/** "Notify me when back in stock" on a product, or on one variant of a configurable product. */
export const stockAlertBodySchema = z.strictObject({
  productId: z.string().trim().min(1, 'Choose a product').max(100),
  productVariantId: z.string().trim().max(100).nullish(),
});
export type StockAlertBody = z.infer<typeof stockAlertBodySchema>;

/** The lines (variant ids, or product ids for simple products) the shopper is waiting for. */
export const stockAlertsReplySchema = z.object({ data: z.object({ waiting: z.array(z.string()) }) });
