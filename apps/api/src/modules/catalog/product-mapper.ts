import type { Product, ProductSummary, Variant, VariationGroup } from '@vitrine/contract/catalog';
import { toRupees } from '../../lib/money.ts';
import { products, type productVariants } from './catalog.tables.ts';

/** The columns a product card needs; listings select only these. */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  header: products.header,
  brandName: products.brandName,
  sku: products.sku,
  productType: products.productType,
  sellPrice: products.sellPrice,
  specialPrice: products.specialPrice,
  metrics: products.metrics,
  availableStock: products.availableStock,
  lowStock: products.lowStock,
  maxQuantity: products.maxQuantity,
  images: products.images,
  categoryId: products.categoryId,
};
type SummaryRow = Pick<typeof products.$inferSelect, keyof typeof summaryColumns>;

/** A special price counts only when it is below the sell price (ARCHITECTURE §7). */
function offer(sellPrice: number, specialPrice: number | null) {
  const onSale = specialPrice !== null && specialPrice < sellPrice;
  return { specialPrice: onSale ? toRupees(specialPrice) : null, isOnSale: onSale };
}

export function toProductSummary(row: SummaryRow): ProductSummary {
  return {
    productId: row.id,
    productName: row.name,
    header: row.header,
    brandName: row.brandName,
    productSKU: row.sku,
    productType: row.productType,
    price: { sellPrice: toRupees(row.sellPrice) },
    ...offer(row.sellPrice, row.specialPrice),
    metrics: row.metrics,
    availableStock: row.availableStock,
    lowStock: row.lowStock,
    maxQuantity: row.maxQuantity,
    baseImageUrl: row.images[0] ?? '',
    images: row.images,
    categoryId: row.categoryId,
  };
}

export function toVariant(row: typeof productVariants.$inferSelect): Variant {
  const { specialPrice } = offer(row.sellPrice, row.specialPrice);
  return {
    productVariantId: row.id,
    variantSKU: row.sku,
    variantName: row.name,
    price: { sellPrice: toRupees(row.sellPrice) },
    specialPrice,
    metrics: row.metrics,
    images: row.images,
    description: row.description,
    variations: Object.entries(row.variations).map(([key, value]) => ({ key, value })),
    availableStock: row.availableStock,
  };
}

export function toProduct(
  row: typeof products.$inferSelect,
  variants: Variant[],
  categoryNames: string[],
): Product {
  return {
    ...toProductSummary(row),
    make: row.make,
    description: row.description,
    gst: { rate: row.gstRate },
    categoryNames,
    additionalFeatures: row.additionalFeatures,
    isRecent: row.isRecent,
    isVisible: row.isVisible,
    placeOfService: row.placeOfService,
    cancellable: row.cancellable,
    returnable: row.returnable,
    sellerPickupReturn: row.sellerPickupReturn,
    availableOnCod: row.availableOnCod,
    customerId: row.customerId,
    variants,
  };
}

/** One group per option name, values in the order the variants list them. */
export function groupVariations(variants: Variant[]): VariationGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const { variations } of variants)
    for (const { key, value } of variations) groups.set(key, (groups.get(key) ?? new Set()).add(value));
  return [...groups].map(([key, values]) => ({ key, values: [...values] }));
}
