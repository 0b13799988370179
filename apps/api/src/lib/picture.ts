import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPE_NAMES,
  PROFILE_PICTURE_TYPES,
  profilePictureTypeOf,
  type ProfilePictureType,
} from '@vitrine/contract/profile';
import { AppError } from './app-error.ts';

/**
 * A 1 MiB file can claim far more pixels than it holds (a decompression bomb); sharp's own limit
 * (268 megapixels, about a gigabyte decoded) is too much for one upload. 40 megapixels is a phone photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;

const FORMATS = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' } as const;

/** The box a stored picture is scaled down to fit. */
export interface PictureBox {
  width: number;
  height: number;
}

/**
 * The picture decoded and encoded anew in its own format: turned upright, scaled to fit `box`, and
 * with no metadata (EXIF with its GPS position and camera serial, XMP, comments) or bytes beyond the
 * image itself. Rejects when the bytes do not decode as an image.
 */
export async function reencodePicture(
  bytes: Buffer,
  type: ProfilePictureType,
  box: PictureBox,
): Promise<Buffer> {
  // sharp (libvips) loads with the first picture, not with the server.
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize(box.width, box.height, { fit: 'inside', withoutEnlargement: true })
    .toFormat(FORMATS[type])
    .toBuffer();
}

const unsupportedTypeMessage = `${PROFILE_PICTURE_MESSAGES.unsupportedType} Send it as the body with Content-Type ${PROFILE_PICTURE_TYPES.join(', ')}.`;

/**
 * A scope whose routes take a raw PNG, JPEG or WebP body of up to 1 MiB (the API's other bodies are
 * JSON of 64 KiB); `authorize` runs before a byte of the body is read.
 */
export async function registerPictureUploads(
  app: FastifyInstance,
  authorize: (request: FastifyRequest) => Promise<unknown>,
  routes: (upload: FastifyInstance) => void,
) {
  await app.register(async (upload) => {
    upload.removeAllContentTypeParsers();
    upload.addContentTypeParser(
      [...PROFILE_PICTURE_TYPES],
      { parseAs: 'buffer', bodyLimit: PROFILE_PICTURE_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    upload.addContentTypeParser('*', (_request, _payload, done) =>
      done(new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, unsupportedTypeMessage)),
    );
    // Who and how big, before a byte of the body is read.
    upload.addHook('preParsing', async (request) => {
      await authorize(request);
      if (Number(request.headers['content-length']) > PROFILE_PICTURE_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, PROFILE_PICTURE_MESSAGES.tooLarge);
      }
    });
    routes(upload);
  });
}

/**
 * An upload route's picture, checked and re-encoded to fit `box`: its bytes must be the type its
 * Content-Type names, and decode. Only the pixels are kept.
 */
export async function uploadedPicture(request: FastifyRequest, box: PictureBox) {
  const bytes = request.body;
  if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, PROFILE_PICTURE_MESSAGES.empty);
  }
  // The parser took only the three types, so the declared one is among them.
  const declared = request.headers['content-type']!.split(';')[0]!.trim().toLowerCase() as ProfilePictureType;
  const contentType = profilePictureTypeOf(bytes);
  const name = PROFILE_PICTURE_TYPE_NAMES[declared];
  const notAPicture = () =>
    new AppError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      `This file is not a ${name} picture. ${PROFILE_PICTURE_MESSAGES.unsupportedType}`,
    );
  if (!contentType) throw notAPicture();
  if (contentType !== declared) {
    throw new AppError(
      415,
      ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
      `This is a ${PROFILE_PICTURE_TYPE_NAMES[contentType]} picture but was sent as ${name}.`,
    );
  }
  const clean = await reencodePicture(bytes, contentType, box).catch(() => {
    throw notAPicture();
  });
  return { contentType, bytes: clean };
}
