import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { PROFILE_PICTURE_TYPES, profilePictureTypeOf } from '@vitrine/contract/profile';
import { AppError } from './app-error.ts';

/**
 * Prepares a scope whose routes take one photo as the raw body: a JPEG, PNG or WebP of up to
 * PHOTO_MAX_BYTES, anything else refused with 415. `authorize` runs, and the declared size is
 * checked, before a byte of the body is read. Routes in it set `bodyLimit: PHOTO_MAX_BYTES` too.
 */
export function takePhotoBodies(
  upload: FastifyInstance,
  authorize: (request: FastifyRequest) => Promise<unknown>,
) {
  upload.removeAllContentTypeParsers();
  upload.addContentTypeParser(
    [...PROFILE_PICTURE_TYPES],
    { parseAs: 'buffer', bodyLimit: PHOTO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  upload.addContentTypeParser('*', (_request, _payload, done) =>
    done(new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.unsupportedType)),
  );
  upload.addHook('preParsing', async (request) => {
    await authorize(request);
    if (Number(request.headers['content-length']) > PHOTO_MAX_BYTES) {
      throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, PHOTO_MESSAGES.tooLarge);
    }
  });
}

/** The body as a picture's bytes: refused when empty or not a JPEG, PNG or WebP. */
export function pictureOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, PHOTO_MESSAGES.empty);
  }
  if (!profilePictureTypeOf(body)) {
    throw new AppError(415, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE, PHOTO_MESSAGES.unsupportedType);
  }
  return body;
}
