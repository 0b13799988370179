/** The quick form's fields, as typed (kept and shown again with any refusal). */
export const QUICK_FIELDS = [
  'name',
  'sellPrice',
  'stock',
  'categoryId',
  'newCategory',
  'gstRate',
  'hsnCode',
  'sku',
] as const;
export type QuickField = (typeof QUICK_FIELDS)[number];
export type QuickValues = Partial<Record<QuickField, string>>;

/** At most this many photos come with the product (together within one photo's limit). */
export const QUICK_ADD_PHOTOS = 3;

export type QuickAddResult =
  | { ok: true; productId: string; failedPhotos: string[] }
  | {
      ok: false;
      values: QuickValues;
      fieldErrors: Partial<Record<QuickField | 'photos', string>>;
      message?: string;
    };
