// Free of zod: the browser's product pictures import this alone.

/**
 * Product photos (decision 0067): each upload is re-encoded into these widths, in AVIF and WebP, and
 * served from `/api/media/<imageId>/<width>.<format>` for ever (a changed photo is a new image id).
 */
export const PHOTO_WIDTHS = [320, 640, 1024, 1600] as const;
export const PHOTO_FORMATS = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];
/** The width a product's `images` entry names: what a client that knows nothing of srcset shows. */
export const PHOTO_FALLBACK_WIDTH = 1024;

const IMAGE_ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PHOTO_URL = new RegExp(`^/api/media/(${IMAGE_ID})/${PHOTO_FALLBACK_WIDTH}\\.webp$`);

export const photoUrl = (imageId: string, width: number, format: PhotoFormat) =>
  `/api/media/${imageId}/${width}.${format}`;

/** The image id of an uploaded photo's address in a product's `images`; null for any other picture. */
export function uploadedPhotoId(url: string): string | null {
  return PHOTO_URL.exec(url)?.[1] ?? null;
}

/** One `srcset` per format for an uploaded photo; null for other pictures (the seeded SVGs). */
export function photoSources(url: string): Record<PhotoFormat, string> | null {
  const imageId = uploadedPhotoId(url);
  if (!imageId) return null;
  const srcset = (format: PhotoFormat) =>
    PHOTO_WIDTHS.map((width) => `${photoUrl(imageId, width, format)} ${width}w`).join(', ');
  return { avif: srcset('avif'), webp: srcset('webp') };
}
