import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  PROFILE_PICTURE_MAX_BYTES,
  PROFILE_PICTURE_TYPES,
  profileChangeReplySchema,
  profileDetailsBodySchema,
  profilePictureQuerySchema,
} from '@vitrine/contract/profile';
import { AppError } from '../../lib/app-error.ts';
import { registerPictureUploads, uploadedPicture } from '../../lib/picture.ts';

/** Pictures are shown as avatars: anything larger is scaled down to fit this square. */
const PROFILE_PICTURE_MAX_SIDE = 512;
const AVATAR_BOX = { width: PROFILE_PICTURE_MAX_SIDE, height: PROFILE_PICTURE_MAX_SIDE };
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

  await registerPictureUploads(
    app,
    (request) => request.requireUser(),
    (upload) => {
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
          const picture = await uploadedPicture(request, AVATAR_BOX);
          return changed(await profile.savePicture(await ownerOf(request), picture), 'Picture saved');
        },
      );
    },
  );
};
