import pLimit from 'p-limit';
import type { AvifOptions, WebpOptions } from 'sharp';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  PHOTO_FORMATS,
  PHOTO_MESSAGES,
  PHOTO_WIDTHS,
  type PhotoFormat,
} from '@vitrine/contract/product-photos';
import { AppError } from '../../lib/app-error.ts';

/** A phone photo is 12 to 50 megapixels; anything more is a decompression bomb, refused before decoding. */
const MAX_INPUT_PIXELS = 40_000_000;
/**
 * One photo is encoded at a time and a few more wait (decision 0067). sharp runs in libuv's pool
 * (4 threads), which file reads, compression and DNS share: two encodings at once would leave the
 * server's own requests two threads on a 2-CPU machine; one keeps a burst of uploads from starving them.
 * One person has one photo in the queue at a time and one shop a few, so no shop's uploads (nor one
 * shopper's) fill the queue every shop shares; a full one is a 503.
 */
const RUNNING = 1;
const WAITING = 8;
export const PHOTO_QUEUE_LIMITS = { perShop: 3, perPerson: 1 } as const;
const OPTIONS: Record<PhotoFormat, AvifOptions | WebpOptions> = {
  avif: { quality: 55, effort: 1 },
  webp: { quality: 78, effort: 2 },
};

export interface EncodedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

const queue = pLimit(RUNNING);
/** Photos in the queue (waiting or encoding) by shop and by person. */
const queued = new Map<string, number>();

const notAPhoto = () => new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.unsupportedType);

/**
 * The photo decoded once (upright, at most the largest width, without metadata: no EXIF GPS
 * position or camera serial survives re-encoding), then encoded at each width in each format.
 */
async function encode(bytes: Buffer): Promise<EncodedFile[]> {
  // sharp (libvips) loads with the first photo, not with the server.
  const { default: sharp } = await import('sharp');
  const largest = PHOTO_WIDTHS.at(-1)!;
  const decoded = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(largest, largest, { fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooManyPixels);
      }
      throw notAPhoto();
    });
  const files: EncodedFile[] = [];
  // In turn, not all at once: each encoding holds one libuv thread.
  for (const width of PHOTO_WIDTHS) {
    for (const format of PHOTO_FORMATS) {
      const output = await sharp(decoded.data, { raw: decoded.info })
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, OPTIONS[format])
        .toBuffer();
      files.push({ name: `${width}.${format}`, contentType: `image/${format}`, bytes: output });
    }
  }
  return files;
}

/** Who uploads a photo: the shop it goes to and the person sending it. */
export interface PhotoUploader {
  customerId: string;
  userId: string;
}

/**
 * Every width and format of a photo, in the bounded queue: a 429 while the uploader's previous photo
 * is still in it (so a check made before encoding, such as a review's room for one more photo, holds
 * for this one), a 503 when their shop's share or the whole queue is full.
 */
export async function encodePhoto(bytes: Buffer, uploader: PhotoUploader): Promise<EncodedFile[]> {
  const shop = `shop:${uploader.customerId}`;
  const person = `person:${uploader.customerId}:${uploader.userId}`;
  const count = (key: string) => queued.get(key) ?? 0;
  if (count(person) >= PHOTO_QUEUE_LIMITS.perPerson) {
    throw new AppError(429, ERROR_CODES.RATE_LIMITED, PHOTO_MESSAGES.previousBusy, { retryAfter: 10 });
  }
  if (queue.pendingCount >= WAITING || count(shop) >= PHOTO_QUEUE_LIMITS.perShop) {
    throw new AppError(503, ERROR_CODES.UNAVAILABLE, PHOTO_MESSAGES.busy, { retryAfter: 30 });
  }
  const keys = [shop, person];
  for (const key of keys) queued.set(key, count(key) + 1);
  try {
    return await queue(() => encode(bytes));
  } finally {
    for (const key of keys) {
      if (count(key) > 1) queued.set(key, count(key) - 1);
      else queued.delete(key);
    }
  }
}
