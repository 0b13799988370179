import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';
import { productInputSchema, type AdminProduct } from '@vitrine/contract/admin-catalog';

type Raw = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** A typed number: blank is missing; anything else that is not a number stays NaN, which zod refuses. */
const number = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? Number(value.replaceAll(',', '').trim()) : undefined;
const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]) : []);
const blank = (value: unknown) => !text(value)?.trim();
/** Trailing rows left blank (the form always offers spare ones) are no rows; a blank one between is refused. */
const withoutTrailingBlanks = <T>(rows: T[], isBlank: (row: T) => boolean) => {
  const end = rows.findLastIndex((row) => !isBlank(row)) + 1;
  return rows.slice(0, end);
};

/** The form's strings as the contract's product: numbers, ticks, options and variant rows. */
function fromForm(raw: unknown): unknown {
  const form = (raw ?? {}) as Raw;
  const options = withoutTrailingBlanks(list(form.options), blank).map((name) => text(name) ?? '');
  const rows = withoutTrailingBlanks(list(form.variants) as Raw[], (row) =>
    [row?.sku, row?.sellPrice, row?.specialPrice, row?.stock, row?.weightGrams, ...list(row?.values)].every(
      blank,
    ),
  );
  return {
    name: text(form.name),
    header: text(form.header) ?? '',
    description: text(form.description) ?? '',
    brandName: text(form.brandName) ?? '',
    categoryId: text(form.categoryId),
    sku: text(form.sku),
    sellPrice: number(form.sellPrice),
    specialPrice: number(form.specialPrice) ?? null,
    stock: number(form.stock),
    lowStock: number(form.lowStock),
    maxQuantity: number(form.maxQuantity),
    gstRate: number(form.gstRate),
    hsnCode: text(form.hsnCode)?.trim() || null,
    weightGrams: number(form.weightGrams) ?? null,
    metrics: text(form.metrics)?.trim() || undefined,
    availableOnCod: form.availableOnCod === 'on',
    isVisible: form.isVisible === 'on',
    options,
    variants: rows.map((row) => ({
      variantId: text(row.variantId) || undefined,
      sku: text(row.sku),
      values: options.map((_, index) => text(list(row.values)[index]) ?? ''),
      sellPrice: number(row.sellPrice),
      specialPrice: number(row.specialPrice) ?? null,
      stock: number(row.stock),
      weightGrams: number(row.weightGrams) ?? null,
    })),
    editVersion: number(form.editVersion),
  };
}

const productFormSchema = z.preprocess(fromForm, productInputSchema);

/**
 * Checks the product form on the server (decision 0040), or applies its "add variant" and "remove"
 * buttons, which post the whole form so they work before the page's scripts.
 */
export const parseProductForm = (form: FormData) =>
  parseWithZod(form, { schema: productFormSchema, disableAutoCoercion: true });

const money = (rupees: number | null) => (rupees === null ? '' : String(rupees));
const grams = (weight: number | null) => (weight === null ? '' : String(weight));

/** A saved product as the form's strings. */
export function productFormValues(product: AdminProduct) {
  return {
    editVersion: String(product.editVersion),
    name: product.name,
    header: product.header,
    description: product.description,
    brandName: product.brandName,
    categoryId: product.categoryId,
    sku: product.sku,
    sellPrice: money(product.sellPrice),
    specialPrice: money(product.specialPrice),
    stock: String(product.stock),
    lowStock: String(product.lowStock),
    maxQuantity: String(product.maxQuantity),
    gstRate: String(product.gstRate),
    hsnCode: product.hsnCode ?? '',
    weightGrams: grams(product.weightGrams),
    metrics: product.metrics,
    availableOnCod: product.availableOnCod ? 'on' : '',
    isVisible: product.isVisible ? 'on' : '',
    options: product.options,
    variants: product.variants.map((variant) => ({
      variantId: variant.variantId,
      sku: variant.sku,
      values: variant.values,
      sellPrice: money(variant.sellPrice),
      specialPrice: money(variant.specialPrice),
      stock: String(variant.stock),
      weightGrams: grams(variant.weightGrams),
    })),
  };
}
export type ProductFormValues = ReturnType<typeof productFormValues>;
