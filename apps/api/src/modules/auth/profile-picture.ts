import sharp from 'sharp';
import type { ProfilePictureType } from '@vitrine/contract/profile';

/** Pictures are shown as avatars: anything larger is scaled down to fit this square. */
export const PROFILE_PICTURE_MAX_SIDE = 512;
/**
 * A 1 MiB file can claim far more pixels than it holds (a decompression bomb); sharp's own limit
 * (268 megapixels, about a gigabyte decoded) is too much for one upload. 40 megapixels is a phone photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/**
 * The picture decoded and encoded anew in its own format: turned upright, scaled to fit the
 * avatar square, and with no metadata (EXIF with its GPS position and camera serial, XMP, comments)
 * or bytes beyond the image itself. Rejects when the bytes do not decode as an image.
 */
export function reencodePicture(bytes: Buffer, type: ProfilePictureType): Promise<Buffer> {
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(PROFILE_PICTURE_MAX_SIDE, PROFILE_PICTURE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
    .toFormat(FORMATS[type])
    .toBuffer();
}
