import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  categoryImageParamsSchema,
  categoryImageReplySchema,
  PHOTO_MAX_BYTES,
  PHOTO_WIDTHS,
  productPhotosBodySchema,
  productPhotosParamsSchema,
  productPhotosReplySchema,
  SHOP_PICTURES_API_PATH,
  shopPictureReplySchema,
} from '@vitrine/contract/product-photos';
import type { Db } from '../../db/client.ts';
import { pictureOf, takePhotoBodies } from '../../lib/photo-upload.ts';
import {
  addProductPhoto,
  arrangeProductPhotos,
  productPhotos,
  addShopPicture,
  replaceCategoryImage,
} from '../../workflows/product-photos.ts';

const PATH = '/admin/products/:productId/photos';
const tags = ['admin'];

/** The shop's owner sending a photo, whose own turn in the photo queue it takes. */
const ownerOf = async (request: FastifyRequest) => ({
  customerId: request.customerId,
  userId: (await request.requireAdmin()).sub,
});

/**
 * The owner's product photos: upload (re-encoded, decision 0067), reorder and remove; and a category's
 * picture, uploaded the same way.
 */
export const productPhotosRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'A product’s pictures in order, the first its cover',
        params: productPhotosParamsSchema,
        response: { 200: productPhotosReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      return { data: await productPhotos(db, request.customerId, request.params.productId) };
    },
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        summary: 'Reorder and remove a product’s pictures: the ones to keep, in order',
        params: productPhotosParamsSchema,
        body: productPhotosBodySchema,
        response: { 200: productPhotosReplySchema },
      },
    },
    async (request) => {
      await request.requireAdmin();
      const { customerId, params, body } = request;
      const data = await arrangeProductPhotos(db, customerId, params.productId, body.images);
      return { data, message: 'Photos saved' };
    },
  );

  // The upload alone takes an image body, of up to PHOTO_MAX_BYTES.
  await app.register(async (upload) => {
    takePhotoBodies(upload, (request) => request.requireAdmin());

    upload.withTypeProvider<ZodTypeProvider>().post(
      PATH,
      {
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'Add a photo: the raw JPEG, PNG or WebP as the body, up to 15 MiB',
          description:
            `Stored re-encoded as AVIF and WebP ${PHOTO_WIDTHS.join(', ')} px wide, upright and without ` +
            'metadata (EXIF, GPS); at most 40 megapixels. The new photo goes last.',
          params: productPhotosParamsSchema,
          response: { 200: productPhotosReplySchema },
        },
      },
      async (request) => {
        const bytes = pictureOf(request.body);
        const data = await addProductPhoto(db, await ownerOf(request), request.params.productId, bytes);
        return { data, message: 'Photo added' };
      },
    );

    upload.withTypeProvider<ZodTypeProvider>().post(
      SHOP_PICTURES_API_PATH.replace(/^\/api/, ''),
      {
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'A picture for the shop’s pages (banners, certificates): the raw JPEG, PNG or WebP',
          description: 'Encoded as a product photo is; answers the address the content then names.',
          response: { 200: shopPictureReplySchema },
        },
      },
      async (request) => ({
        data: await addShopPicture(db, await ownerOf(request), pictureOf(request.body)),
        message: 'Picture saved',
      }),
    );

    upload.withTypeProvider<ZodTypeProvider>().put(
      '/admin/catalog/categories/:categoryId/image',
      {
        bodyLimit: PHOTO_MAX_BYTES,
        schema: {
          tags,
          summary: 'A category’s picture: the raw JPEG, PNG or WebP as the body, up to 15 MiB',
          description: 'Encoded as a product photo is; an uploaded picture it replaces is deleted.',
          params: categoryImageParamsSchema,
          response: { 200: categoryImageReplySchema },
        },
      },
      async (request) => {
        const bytes = pictureOf(request.body);
        const data = await replaceCategoryImage(db, await ownerOf(request), request.params.categoryId, bytes);
        return { data, message: 'Picture saved' };
      },
    );
  });
};
