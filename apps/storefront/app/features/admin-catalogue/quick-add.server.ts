import { randomBytes } from 'node:crypto';
import { productInputSchema, type ProductInput } from '@vitrine/contract/admin-catalog';
import { ApiError, type ApiClient } from '@vitrine/contract/client';
import { PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { profilePictureTypeOf } from '@vitrine/contract/profile';
import { QUICK_ADD_PHOTOS, QUICK_FIELDS, type QuickAddResult, type QuickField } from './quick-add';

/**
 * A top-level category of that name: the one the shop has (typed again after a refused save, say),
 * or a new one.
 */
async function categoryNamed(api: ApiClient, name: string): Promise<string> {
  const same = (node: { name: string }) => node.name.toLowerCase() === name.toLowerCase();
  const existing = (await api.getAdminCategories()).find(same);
  if (existing) return existing.categoryId;
  return (await api.addCategory({ name, parentId: null })).find(same)!.categoryId;
}

/** "Marigold Brass Lamp" → "MBL-7K2QX": the words' initials and five random letters, when none is typed. */
export function madeSku(name: string): string {
  const initials = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .slice(0, 4)
    .map((word) => word[0])
    .join('');
  const random = [...randomBytes(5)].map((byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'[byte % 32]).join('');
  return `${initials || 'P'}-${random}`;
}

const numberOf = (value: string | undefined) => (value?.trim() ? Number(value.trim()) : undefined);

/** The photos chosen (from the camera or the gallery), each a JPEG, PNG or WebP, or why not. */
async function photosOf(
  form: FormData,
): Promise<{ photos: Array<{ name: string; blob: Blob }> } | { error: string }> {
  const files = form.getAll('photos').filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length > QUICK_ADD_PHOTOS)
    return { error: `Choose up to ${QUICK_ADD_PHOTOS} photos here; add more later.` };
  const photos = [];
  for (const [index, file] of files.entries()) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = profilePictureTypeOf(bytes);
    if (!type) return { error: `Photo ${index + 1} (${file.name}): ${PHOTO_MESSAGES.unsupportedType}` };
    photos.push({ name: file.name, blob: new Blob([bytes], { type }) });
  }
  return { photos };
}

/**
 * One screen's product (issue 39): name, price, stock, category (a new one typed in is made), photos.
 * The SKU is made when left empty; the rest takes the full form's defaults. The product is saved
 * first, then each photo: a photo the shop cannot use leaves the product saved and is named.
 */
export async function quickAdd(api: ApiClient, form: FormData): Promise<QuickAddResult> {
  const values = Object.fromEntries(
    QUICK_FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 2000)]),
  ) as Record<QuickField, string>;
  const refused = (fieldErrors: Extract<QuickAddResult, { ok: false }>['fieldErrors'], message?: string) =>
    ({ ok: false, values, fieldErrors, message }) as const;
  const newCategory = values.newCategory.trim();
  const input: ProductInput = {
    name: values.name,
    categoryId: newCategory ? 'new' : values.categoryId,
    sku: values.sku.trim() || madeSku(values.name),
    sellPrice: numberOf(values.sellPrice),
    stock: numberOf(values.stock),
    gstRate: numberOf(values.gstRate) as number,
    hsnCode: values.hsnCode.trim() || null,
  };
  const checked = productInputSchema.safeParse(input);
  const photos = await photosOf(form);
  if (!checked.success || 'error' in photos) {
    const fieldErrors: Extract<QuickAddResult, { ok: false }>['fieldErrors'] = {};
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0] as QuickField;
      fieldErrors[field] ??= issue.message;
    }
    if ('error' in photos) fieldErrors.photos = photos.error;
    return refused(fieldErrors);
  }
  try {
    if (newCategory) input.categoryId = await categoryNamed(api, newCategory);
    const product = await api.createProduct({ ...input });
    const failedPhotos: string[] = [];
    for (const [index, photo] of photos.photos.entries()) {
      await api.addProductPhoto(product.productId, photo.blob).catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        failedPhotos.push(`Photo ${index + 1} (${photo.name}): ${error.message}`);
      });
    }
    return { ok: true, productId: product.productId, failedPhotos };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const field = error.code === 'SKU_TAKEN' ? 'sku' : newCategory ? 'newCategory' : undefined;
    return field ? refused({ [field]: error.message }) : refused({}, error.message);
  }
}
