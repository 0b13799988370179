import { z } from 'zod';
import { productTypeSchema, rupees } from './catalog.ts';

/**
 * SPEC §3 "Favourite" item. `price` is what the shopper would pay; `sellPrice` the undiscounted one;
 * both null in a shop that hides prices (showProductPrice off; decision 0025).
 */
export const favouriteItemSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  productType: productTypeSchema,
  price: rupees.nullable(),
  sellPrice: rupees.nullable(),
  availableStock: z.number().int(),
  baseImage: z.string(),
  images: z.array(z.string()),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

export const favouriteSchema = z.object({ userId: z.string(), items: z.array(favouriteItemSchema) });
export type Favourite = z.infer<typeof favouriteSchema>;

/** SPEC §7: the list answers `data.favourite` (read its first entry), mark `data.favourite`, unmark `data.favouriteItem`. */
export const favouritesReplySchema = z.object({ data: z.object({ favourite: z.array(favouriteSchema) }) });
export const markFavouriteReplySchema = z.object({ data: z.object({ favourite: favouriteSchema }) });
export const unmarkFavouriteReplySchema = z.object({ data: z.object({ favouriteItem: favouriteSchema }) });

export const markFavouriteBodySchema = z.strictObject({ productId: z.string().trim().min(1).max(100) });
