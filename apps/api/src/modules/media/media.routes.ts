import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { mediaFileParamsSchema } from '@vitrine/contract/product-photos';
import { AppError } from '../../lib/app-error.ts';
import type { MediaService } from './media.service.ts';

/** Uploaded images' files: an image id is never reused, so each address is cached for good. */
export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService }> = async (app, { media }) => {
  app.get(
    '/media/:imageId/:file',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One width of an uploaded photo, as AVIF or WebP (e.g. 640.avif)',
        params: mediaFileParamsSchema,
      },
    },
    async (request, reply) => {
      const { imageId, file } = request.params;
      const found = await media.findFile(request.customerId, imageId, file);
      if (!found) throw new AppError(404, ERROR_CODES.NOT_FOUND, 'This picture does not exist in this shop.');
      return reply
        .type(found.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.bytes);
    },
  );
};
