import { data } from 'react-router';
import { ApiError } from '@vitrine/contract/client';
import { BRAND_IMAGE_KINDS } from '@vitrine/contract/admin-settings';
import { PROFILE_PICTURE_MAX_BYTES, profilePictureTypeOf } from '@vitrine/contract/profile';
import type { createApiClient } from '@vitrine/contract/client';
import { BRAND_IMAGE_LABELS, type BrandImagesResult } from './brand-images';

/**
 * The brand page's image form (multipart, with or without JavaScript): each chosen file is checked
 * for size and type here, by its bytes, and sent to the API, which re-encodes it.
 */
export async function uploadBrandImages(
  api: ReturnType<typeof createApiClient>,
  form: FormData,
  headers: Headers,
) {
  const reply = (ok: boolean, message: string, status = 200) =>
    data<BrandImagesResult>({ images: true, ok, message }, { status, headers });
  const chosen = BRAND_IMAGE_KINDS.flatMap((kind) => {
    const file = form.get(kind);
    return file instanceof Blob && file.size > 0 ? [{ kind, file }] : [];
  });
  if (chosen.length === 0) return reply(false, 'Choose a logo or a favicon to upload.', 400);
  for (const { kind, file } of chosen) {
    const label = BRAND_IMAGE_LABELS[kind];
    if (file.size > PROFILE_PICTURE_MAX_BYTES)
      return reply(false, `The ${label} must be 1 MB or smaller.`, 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = profilePictureTypeOf(bytes);
    if (!type) return reply(false, `The ${label} must be a PNG, JPEG or WebP picture.`, 400);
    try {
      await api.uploadBrandImage(kind, new Blob([bytes], { type }));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return reply(false, `The ${label}: ${error.message}`, error.status);
    }
  }
  return reply(true, 'Saved. Shoppers see it on their next page.');
}
