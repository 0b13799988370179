import { z } from 'zod';
import { CATALOG_LIMITS, GST_RATES, HSN_PATTERN, HTML_TAG, MAX_PAGE_SIZE, SKU_PATTERN } from './site.ts';

export { CATALOG_LIMITS, GST_RATES } from './site.ts';

/**
 * Catalogue text is plain text, shown escaped; markup is refused, so the owner sees what shoppers will.
 * A missing value is refused with the same words as an empty one.
 */
const plainText = (label: string, max: number, missing = `${label}: enter text`) =>
  z
    .string(missing)
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    // Control characters aside from tabs and line breaks.
    .refine(
      (text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text),
      `${label}: remove the control characters`,
    )
    .refine((text) => !HTML_TAG.test(text), `${label}: write plain text, without HTML tags`);
const requiredText = (label: string, max: number) => {
  const missing = `Enter the ${label.toLowerCase()}`;
  return plainText(label, max, missing).min(1, missing);
};

export const skuSchema = z
  .string('Enter the SKU')
  .trim()
  .min(1, 'Enter the SKU')
  .regex(SKU_PATTERN, 'A SKU is 1–64 letters, digits, dots or dashes');

/** The Harmonized System code printed on the tax invoice: 4, 6 or 8 digits. */
export const hsnSchema = z
  .string('An HSN code is 4, 6 or 8 digits')
  .trim()
  .regex(HSN_PATTERN, 'An HSN code is 4, 6 or 8 digits');

/** Rupees, more than zero, at most two decimals. */
export const priceSchema = z
  .number('Enter a price in rupees')
  .positive('A price is more than ₹0')
  .max(CATALOG_LIMITS.maxPrice, 'A price is at most ₹1,00,00,000')
  .refine(
    (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'A price has at most two decimals',
  );
export const stockSchema = z
  .number('Enter the stock')
  .int('Stock is a whole number')
  .min(0, 'Stock cannot be negative')
  .max(CATALOG_LIMITS.maxStock, 'Stock is at most 10,00,000');

/** One unit's shipping weight in whole grams; optional. */
export const weightSchema = z
  .number('Enter the weight in grams')
  .int('Weight is a whole number of grams')
  .min(0, 'Weight cannot be negative')
  .max(CATALOG_LIMITS.maxWeightGrams, 'Weight is at most 10,00,000 g');

export const gstRateSchema = z
  .number('Pick a GST rate')
  .refine(
    (rate) => (GST_RATES as readonly number[]).includes(rate),
    `GST is one of ${GST_RATES.join(', ')}%`,
  );

/** A picture the shop serves itself (`/media/…`) or one on another https address. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(CATALOG_LIMITS.imageUrl, 'The image address is too long')
  .refine(
    (value) =>
      /^\/(?!\/)[\w./%-]+$/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    'An image address starts with https:// or /media/',
  );

const rowId = z.string().trim().min(1).max(100);

// ---- categories

export const adminCategoryParamsSchema = z.object({ categoryId: rowId });

export const createCategoryBodySchema = z.object({
  name: requiredText('Name', CATALOG_LIMITS.name),
  parentId: rowId.nullable().default(null),
  image: imageUrlSchema.nullable().default(null),
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

/** Any of: a new name, a new image (null clears it), a new parent (null makes it a root). */
export const updateCategoryBodySchema = z
  .object({
    name: requiredText('Name', CATALOG_LIMITS.name).optional(),
    image: imageUrlSchema.nullable().optional(),
    parentId: rowId.nullable().optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Name something to change');
export type UpdateCategoryBody = z.input<typeof updateCategoryBodySchema>;

export const moveCategoryBodySchema = z.object({ direction: z.enum(['up', 'down']) });
export type MoveCategoryBody = z.infer<typeof moveCategoryBodySchema>;

export interface AdminCategory {
  categoryId: string;
  name: string;
  index: number;
  categoryImage: string | null;
  /** Products filed directly in this category. */
  productCount: number;
  children: AdminCategory[];
}
export const adminCategorySchema: z.ZodType<AdminCategory> = z.lazy(() =>
  z.object({
    categoryId: z.string(),
    name: z.string(),
    index: z.number().int(),
    categoryImage: z.string().nullable(),
    productCount: z.number().int(),
    children: z.array(adminCategorySchema),
  }),
);
export const adminCategoriesReplySchema = z.object({
  data: z.object({ categories: z.array(adminCategorySchema) }),
});

// ---- products

export const adminProductParamsSchema = z.object({ productId: rowId });

export const adminProductsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  /** By name (the list), or the newest first (quick add's usual GST rate). */
  sort: z.enum(['name', 'newest']).default('name'),
});
export type AdminProductsQuery = z.input<typeof adminProductsQuerySchema>;

export const variantInputSchema = z.object({
  /** An existing variant keeps its id; a new one has none. */
  variantId: rowId.optional(),
  sku: skuSchema,
  /** One value per option of the product, in the options' order. */
  values: z.array(requiredText('Option value', CATALOG_LIMITS.optionValue)).max(CATALOG_LIMITS.options),
  sellPrice: priceSchema,
  specialPrice: priceSchema.nullable().default(null),
  stock: stockSchema,
  weightGrams: weightSchema.nullable().default(null),
});
export type VariantInput = z.input<typeof variantInputSchema>;

/**
 * A product as the owner writes it. MRP is `sellPrice` (the price shown struck through when there is
 * an offer), `specialPrice` the price charged when lower. With options, every variant carries its own
 * SKU, prices and stock, and the product's are taken from them.
 */
export const productInputSchema = z
  .object({
    name: requiredText('Name', CATALOG_LIMITS.name),
    header: plainText('Short description', CATALOG_LIMITS.header).default(''),
    description: plainText('Description', CATALOG_LIMITS.description).default(''),
    brandName: plainText('Brand', CATALOG_LIMITS.brandName).default(''),
    categoryId: z.string('Pick a category').trim().min(1, 'Pick a category').max(100, 'Pick a category'),
    sku: skuSchema,
    sellPrice: priceSchema.optional(),
    specialPrice: priceSchema.nullable().default(null),
    stock: stockSchema.optional(),
    lowStock: stockSchema.default(5),
    maxQuantity: z
      .number()
      .int('A whole number')
      .min(1, 'At least 1')
      .max(CATALOG_LIMITS.maxQuantity, `At most ${CATALOG_LIMITS.maxQuantity}`)
      .default(10),
    gstRate: gstRateSchema,
    hsnCode: hsnSchema.nullable().default(null),
    weightGrams: weightSchema.nullable().default(null),
    metrics: requiredText('Unit', CATALOG_LIMITS.metrics).default('piece'),
    availableOnCod: z.boolean().default(true),
    isVisible: z.boolean().default(true),
    options: z
      .array(requiredText('Option name', CATALOG_LIMITS.optionValue))
      .max(CATALOG_LIMITS.options, `At most ${CATALOG_LIMITS.options} options`)
      .default([]),
    variants: z
      .array(variantInputSchema)
      .max(CATALOG_LIMITS.variants, `At most ${CATALOG_LIMITS.variants} variants`)
      .default([]),
    /** On a change: the product's `editVersion` as it was read; a save since is refused (409). */
    editVersion: z.number().int().min(0).optional(),
  })
  .superRefine((product, ctx) => {
    const issue = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path, message });
    if (new Set(product.options.map((name) => name.toLowerCase())).size < product.options.length)
      issue(['options'], 'Each option has its own name');
    if (product.options.length === 0) {
      if (product.variants.length > 0) issue(['options'], 'Name the options the variants differ in');
    } else if (product.variants.length === 0) issue(['variants'], 'Add at least one variant');
    if (
      product.specialPrice !== null &&
      product.sellPrice !== undefined &&
      product.specialPrice > product.sellPrice
    )
      issue(['specialPrice'], 'The offer price is at most the MRP');
    const skus = new Set([product.sku.toLowerCase()]);
    const combinations = new Set<string>();
    product.variants.forEach((variant, index) => {
      if (variant.values.length !== product.options.length)
        issue(['variants', index, 'values'], `Give a value for each option (${product.options.join(', ')})`);
      const combination = variant.values.map((value) => value.toLowerCase()).join('\u0000');
      if (combinations.has(combination))
        issue(['variants', index, 'values'], 'Another variant has these values');
      combinations.add(combination);
      if (skus.has(variant.sku.toLowerCase()))
        issue(['variants', index, 'sku'], 'Each variant has its own SKU');
      skus.add(variant.sku.toLowerCase());
      if (variant.specialPrice !== null && variant.specialPrice > variant.sellPrice)
        issue(['variants', index, 'specialPrice'], 'The offer price is at most the MRP');
    });
  })
  // A product without options is priced and stocked itself: said with the other fields' messages.
  .superRefine(
    (product, ctx) => {
      if (Array.isArray(product.options) && product.options.length > 0) return;
      for (const [path, message] of [
        ['sellPrice', 'Enter the MRP'],
        ['stock', 'Enter the stock'],
      ] as const)
        if (product[path] === undefined) ctx.addIssue({ code: 'custom', path: [path], message });
    },
    { when: ({ value }) => typeof value === 'object' && value !== null },
  );
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductInputValue = z.output<typeof productInputSchema>;

/** New stock counts: the product's own, or its variants' by id. */
export const stockBodySchema = z
  .object({
    stock: stockSchema.optional(),
    variants: z
      .array(z.object({ variantId: rowId, stock: stockSchema }))
      .max(CATALOG_LIMITS.variants)
      .optional(),
  })
  .refine(
    (body) => (body.stock === undefined) !== (body.variants === undefined),
    'Give the stock or the variants’ stock',
  );
export type StockBody = z.infer<typeof stockBodySchema>;

const adminVariantSchema = z.object({
  variantId: z.string(),
  sku: z.string(),
  values: z.array(z.string()),
  sellPrice: z.number(),
  specialPrice: z.number().nullable(),
  stock: z.number().int(),
  weightGrams: z.number().int().nullable(),
});

export const adminProductSchema = z.object({
  productId: z.string(),
  /** Each save of the product form adds one; a change sends back the one it was made from. */
  editVersion: z.number().int(),
  name: z.string(),
  header: z.string(),
  description: z.string(),
  brandName: z.string(),
  categoryId: z.string(),
  sku: z.string(),
  sellPrice: z.number(),
  specialPrice: z.number().nullable(),
  stock: z.number().int(),
  lowStock: z.number().int(),
  maxQuantity: z.number().int(),
  gstRate: z.number(),
  hsnCode: z.string().nullable(),
  weightGrams: z.number().int().nullable(),
  metrics: z.string(),
  availableOnCod: z.boolean(),
  isVisible: z.boolean(),
  images: z.array(z.string()),
  options: z.array(z.string()),
  variants: z.array(adminVariantSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductReplySchema = z.object({ data: z.object({ product: adminProductSchema }) });

export const adminProductRowSchema = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  categoryName: z.string(),
  sellPrice: z.number(),
  specialPrice: z.number().nullable(),
  stock: z.number().int(),
  lowStock: z.number().int(),
  variantCount: z.number().int(),
  isVisible: z.boolean(),
  image: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;
export const adminProductsReplySchema = z.object({
  data: z.object({
    result: z.array(adminProductRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type AdminProductPage = z.infer<typeof adminProductsReplySchema>['data'];

/** Decision 0087: a product in orders is hidden instead of deleted, so the orders keep it. */
export const productRemovalSchema = z.object({
  outcome: z.enum(['DELETED', 'HIDDEN']),
  /** The orders that name the product. */
  orderCount: z.number().int(),
});
export type ProductRemoval = z.infer<typeof productRemovalSchema>;
export const productRemovalReplySchema = z.object({ data: productRemovalSchema, message: z.string() });

export function productRemovalMessage({ outcome, orderCount }: ProductRemoval) {
  if (outcome === 'DELETED') return 'Product deleted. Shoppers no longer see it.';
  const orders = orderCount === 1 ? '1 order' : `${orderCount.toLocaleString('en-IN')} orders`;
  return `This product is in ${orders}, so it is hidden from the shop instead of deleted: those orders keep it. Tick “Shown in the shop” to sell it again.`;
}
