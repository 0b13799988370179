import { ERROR_CODES } from '@vitrine/contract/errors';
import {
  PHOTO_FALLBACK_WIDTH,
  PHOTO_MAX_PER_PRODUCT,
  PHOTO_MESSAGES,
  photoUrl,
  uploadedPhotoId,
} from '@vitrine/contract/product-photos';
import type { Db } from '../db/client.ts';
import { AppError, categoryNotFound, productNotFound } from '../lib/app-error.ts';
import {
  categoryImageOf,
  productImagesOf,
  setCategoryImage,
  setProductImages,
} from '../modules/catalog/product-images.ts';
import { deleteImages, saveImage } from '../modules/media/media.service.ts';
import { encodePhoto, type PhotoUploader } from '../modules/media/photo-encoder.ts';

const tooMany = () => new AppError(409, ERROR_CODES.BAD_REQUEST, PHOTO_MESSAGES.tooMany);

export async function productPhotos(db: Db, customerId: string, productId: string) {
  const product = await productImagesOf(db, customerId, productId);
  if (!product) throw productNotFound();
  return product;
}

/**
 * A new photo last among the product's pictures: its files and the product's list are written in
 * one transaction, after the encoding (which runs in the photo queue, outside any transaction).
 */
export async function addProductPhoto(db: Db, owner: PhotoUploader, productId: string, bytes: Buffer) {
  const { customerId } = owner;
  // Asked first so a wrong product or a full list costs no encoding.
  const before = await productPhotos(db, customerId, productId);
  if (before.images.length >= PHOTO_MAX_PER_PRODUCT) throw tooMany();
  const files = await encodePhoto(bytes, owner);
  return db.transaction(async (tx) => {
    const product = await productImagesOf(tx, customerId, productId, { lock: true });
    if (!product) throw productNotFound();
    if (product.images.length >= PHOTO_MAX_PER_PRODUCT) throw tooMany();
    const imageId = await saveImage(tx, customerId, files);
    const images = [...product.images, photoUrl(imageId, PHOTO_FALLBACK_WIDTH, 'webp')];
    await setProductImages(tx, customerId, productId, images);
    return { ...product, images };
  });
}

/**
 * The pictures to keep, in their new order (the first is the cover); an uploaded photo left out is
 * deleted with its files. Refuses a picture the product does not have, or one named twice.
 */
export async function arrangeProductPhotos(db: Db, customerId: string, productId: string, images: string[]) {
  return db.transaction(async (tx) => {
    const product = await productImagesOf(tx, customerId, productId, { lock: true });
    if (!product) throw productNotFound();
    const current = new Set(product.images);
    if (new Set(images).size !== images.length || images.some((image) => !current.has(image))) {
      throw new AppError(
        400,
        ERROR_CODES.BAD_REQUEST,
        'The photos changed meanwhile: reload the page and try again.',
      );
    }
    const kept = new Set(images);
    const removed = product.images.filter((image) => !kept.has(image)).map(uploadedPhotoId);
    await deleteImages(
      tx,
      customerId,
      removed.filter((id) => id !== null),
    );
    await setProductImages(tx, customerId, productId, images);
    return { ...product, images };
  });
}

/**
 * A category's new picture, encoded as a product photo is; the picture it replaces goes with its files
 * when it was uploaded too (an address the owner typed is only forgotten).
 */
export async function replaceCategoryImage(db: Db, owner: PhotoUploader, categoryId: string, bytes: Buffer) {
  const { customerId } = owner;
  if (!(await categoryImageOf(db, customerId, categoryId))) throw categoryNotFound();
  const files = await encodePhoto(bytes, owner);
  return db.transaction(async (tx) => {
    const category = await categoryImageOf(tx, customerId, categoryId, { lock: true });
    if (!category) throw categoryNotFound();
    const replaced = category.image === null ? null : uploadedPhotoId(category.image);
    if (replaced) await deleteImages(tx, customerId, [replaced]);
    const image = photoUrl(await saveImage(tx, customerId, files), PHOTO_FALLBACK_WIDTH, 'webp');
    await setCategoryImage(tx, customerId, categoryId, image);
    return { categoryId, image };
  });
}

/**
 * A picture for the shop's own pages (a banner, a certificate), encoded as a product photo is: answers
 * the address the owner's content then names. One the owner uploads but never saves stays unused.
 */
export async function addShopPicture(db: Db, owner: PhotoUploader, bytes: Buffer) {
  const files = await encodePhoto(bytes, owner);
  return { image: photoUrl(await saveImage(db, owner.customerId, files), PHOTO_FALLBACK_WIDTH, 'webp') };
}
