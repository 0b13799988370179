import { z } from 'zod';
import { PHOTO_FORMATS, PHOTO_WIDTHS } from './photo-urls.ts';

export * from './photo-urls.ts';

const FILE_NAME = new RegExp(`^(${PHOTO_WIDTHS.join('|')})\\.(${PHOTO_FORMATS.join('|')})$`);

/** The largest photo file the console takes (a 12-megapixel phone JPEG is 3 to 8 MB). */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_PER_PRODUCT = 12;

export const PHOTO_MESSAGES = {
  unsupportedType: 'Choose a JPEG, PNG or WebP photo.',
  tooLarge: 'The photo must be 15 MB or smaller.',
  empty: 'The photo is empty.',
  tooManyPixels: 'The photo has too many pixels (at most 40 megapixels).',
  tooMany: `A product can have at most ${PHOTO_MAX_PER_PRODUCT} photos. Remove one first.`,
  busy: 'Many photos are being processed. Try again in a minute.',
  previousBusy: 'Your last photo is still being processed. Send the next one when it is done.',
} as const;

export const mediaFileParamsSchema = z.object({
  imageId: z.uuid('Not an image id'),
  file: z.string().regex(FILE_NAME, 'Not a file of this image'),
});

export const productPhotosApiPath = (productId: string) =>
  `/api/admin/products/${encodeURIComponent(productId)}/photos`;
export const productPhotosParamsSchema = z.object({ productId: z.uuid('Not a product id') });

/** The product's pictures in order after a change, the first its cover. */
export const productPhotosReplySchema = z.object({
  data: z.object({ productId: z.string(), productName: z.string(), images: z.array(z.string()) }),
  message: z.string().optional(),
});
export type ProductPhotos = z.infer<typeof productPhotosReplySchema>['data'];

/**
 * PUT: the pictures to keep, in their new order: each must be one the product has; an uploaded
 * photo left out is deleted.
 */
export const productPhotosBodySchema = z.strictObject({
  images: z.array(z.string().max(500)).max(PHOTO_MAX_PER_PRODUCT * 2),
});

/** The console's category page, whose edit panel uploads a category's picture. */
/** The console's content editors, whose picture fields take a photo from the phone. */
export const CONTENT_PAGE_PATTERN = /^\/admin\/content\/[a-z-]+(\.data)?$/;
export const CATEGORIES_PAGE_PATTERN = /^\/admin\/catalogue(\.data)?$/;
/** A product page, whose review form takes the buyer's photos (decision 0096). */
export const PRODUCT_PAGE_PATTERN = /^\/products\/[^/]+\/[^/]+(\/[^/]+)?(\.data)?$/;
/** An order's page in the shopper's account, whose open return request takes photos. */
export const ORDER_PAGE_PATTERN = /^\/account\/order-details\/[^/]+(\.data)?$/;
export const PRODUCT_PHOTOS_PAGE_PATTERN = /^\/admin\/catalogue\/products\/[^/]+\/photos(\.data)?$/;
/** The console's quick add (issue 39): a new product with its photos in one form, within one photo's limit. */
export const QUICK_ADD_PAGE_PATH = '/admin/catalogue/products/quick-add';
export const QUICK_ADD_PAGE_PATTERN = /^\/admin\/catalogue\/products\/quick-add(\.data)?$/;
export const productPhotosPagePath = (productId: string) => `/admin/catalogue/products/${productId}/photos`;

export const categoryImageParamsSchema = z.object({ categoryId: z.string().trim().min(1).max(100) });
/** The API path a picture for the shop's own pages (banners, certificates) is uploaded to. */
export const SHOP_PICTURES_API_PATH = '/api/admin/media/pictures';
/** An uploaded picture for the shop's own pages: the address to put in them. */
export const shopPictureReplySchema = z.object({
  data: z.object({ image: z.string() }),
  message: z.string(),
});

/** A category's uploaded picture: the address its `image` now names. */
export const categoryImageReplySchema = z.object({
  data: z.object({ categoryId: z.string(), image: z.string() }),
  message: z.string(),
});
