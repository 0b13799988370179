import { data } from 'react-router';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { profilePictureTypeOf } from '@vitrine/contract/profile';

export interface PhotoResult {
  ok: boolean;
  message: string;
}

const refused = (message: string): PhotoResult => ({ ok: false, message });

/** The form's picture as a typed Blob, or why it is refused (none chosen, too large, no picture). */
export async function pictureOf(form: FormData, field: string): Promise<Blob | PhotoResult> {
  const photo = form.get(field);
  if (!(photo instanceof File) || photo.size === 0) return refused('Choose a photo first.');
  if (photo.size > PHOTO_MAX_BYTES) return refused(PHOTO_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await photo.arrayBuffer());
  const type = profilePictureTypeOf(bytes);
  if (!type) return refused(PHOTO_MESSAGES.unsupportedType);
  return new Blob([bytes], { type });
}

/** The product's pictures after one change: `upload` a file, `move` one earlier or later, `remove` one. */
async function change(api: ApiClient, productId: string, form: FormData): Promise<PhotoResult> {
  const intent = form.get('intent');
  if (intent === 'upload') {
    const photo = await pictureOf(form, 'photo');
    if (!(photo instanceof Blob)) return photo;
    await api.addProductPhoto(productId, photo);
    return { ok: true, message: 'Photo added' };
  }
  const image = String(form.get('image') ?? '');
  const { images } = await api.getProductPhotos(productId);
  const at = images.indexOf(image);
  if (at < 0) return refused('That photo is no longer there: the page now shows the photos as they are.');
  const order = [...images];
  if (intent === 'remove') order.splice(at, 1);
  else if (intent === 'move') {
    const to = at + (form.get('direction') === 'earlier' ? -1 : 1);
    if (to < 0 || to >= order.length) return refused('That photo cannot move further.');
    [order[at], order[to]] = [order[to]!, order[at]!];
  } else return refused('Unknown request');
  await api.arrangeProductPhotos(productId, order);
  return { ok: true, message: intent === 'remove' ? 'Photo removed' : 'Photos saved' };
}

/** The action's answer; a refusal (the API's own message) is shown beside the form. */
export async function changeProductPhotos(
  api: ApiClient,
  productId: string,
  form: FormData,
  headers: Headers,
) {
  try {
    const result = await change(api, productId, form);
    return data(result, { status: result.ok ? 200 : 400, headers });
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status >= 500 && error.status !== 503)) throw error;
    return data<PhotoResult>({ ok: false, message: error.message }, { status: error.status, headers });
  }
}
