import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_MESSAGES,
  PROFILE_PICTURE_TYPE_NAMES,
  PROFILE_PICTURE_TYPES,
  profileChangeReplySchema,
  profileDetailsBodySchema,
  profilePictureQuerySchema,
  profilePictureTypeOf,
  type ProfilePictureType,
} from '@vitrine/contract/profile';
import { AppError } from '../../lib/app-error.ts';
import { PROFILE_PICTURE_MAX_SIDE, reencodePicture } from './profile-picture.ts';
import type { ProfileService } from './profile.service.ts';
import { toUser } from './users.service.ts';

interface ProfileDeps {
  profile: ProfileService;
}

/** The signed-in user of this shop: the token's user, in the shop the request is for. */
const ownerOf = async (request: FastifyRequest) => ({
  customerId: request.customerId,
  userId: (await request.requireUser()).sub,
});

/** The account was deleted while its token still lived. */
const signedOut = () => new AppError(401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');

const changed = (row: Parameters<typeof toUser>[0] | null, message: string) => {
  if (!row) throw signedOut();
  return { data: { user: toUser(row) }, message };
};

/** The shopper's own profile: name and email, and a picture served only to them. */
export const profileRoutes: FastifyPluginAsyncZod<ProfileDeps> = async (app, { profile }) => {
  app.put(
    '/user/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the signed-in user’s name and email',
        body: profileDetailsBodySchema,
        response: { 200: profileChangeReplySchema },
      },
    },
    async (request) =>
      changed(await profile.updateDetails(await ownerOf(request), request.body), 'Profile saved'),
  );

  app.get(
    '/user/me/picture',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user’s own picture (PNG, JPEG or WebP)',
        querystring: profilePictureQuerySchema,
      },
    },
    async (request, reply) => {
      const picture = await profile.findPicture(await ownerOf(request));
      if (!picture) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'You have no profile picture.');
      return reply
        .type(picture.contentType)
        .header('cache-control', 'private, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(picture.bytes);
    },
  );

  app.delete(
    '/user/me/picture',
    {
      schema: {
        tags: ['auth'],
        summary: 'Remove the signed-in user’s picture',
        response: { 200: profileChangeReplySchema },
      },
    },
    async (request) => changed(await profile.deletePicture(await ownerOf(request)), 'Picture removed'),
  );

  // The upload alone takes an image body, of up to 1 MiB (the API's other bodies are JSON of 64 KiB).
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
      await request.requireUser();
      if (Number(request.headers['content-length']) > PROFILE_PICTURE_MAX_BYTES) {
        throw new AppError(413, ERROR_CODES.PAYLOAD_TOO_LARGE, PROFILE_PICTURE_MESSAGES.tooLarge);
      }
    });

    upload.put(
      '/user/me/picture',
      {
        bodyLimit: PROFILE_PICTURE_MAX_BYTES,
        schema: {
          tags: ['auth'],
          summary: 'Set the signed-in user’s picture: the raw image as the body, up to 1 MiB',
          description:
            `Content-Type ${PROFILE_PICTURE_TYPES.join(', ')}; the bytes must be that type. Stored re-encoded, ` +
            `scaled to fit ${PROFILE_PICTURE_MAX_SIDE} px and without metadata (EXIF, GPS).`,
          response: { 200: profileChangeReplySchema },
        },
      },
      async (request) => {
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
          throw new AppError(400, ERROR_CODES.BAD_REQUEST, PROFILE_PICTURE_MESSAGES.empty);
        }
        // The parser took only the three types, so the declared one is among them.
        const declared = request.headers['content-type']!.split(';')[0]!
          .trim()
          .toLowerCase() as ProfilePictureType;
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
        // Only the pixels are kept: what the camera wrote beside them (GPS position, serial) goes.
        const clean = await reencodePicture(bytes, contentType).catch(() => {
          throw notAPicture();
        });
        return changed(
          await profile.savePicture(await ownerOf(request), { contentType, bytes: clean }),
          'Picture saved',
        );
      },
    );
  });
};

const unsupportedTypeMessage = `${PROFILE_PICTURE_MESSAGES.unsupportedType} Send it as the body with Content-Type ${PROFILE_PICTURE_TYPES.join(', ')}.`;
