import type { Db } from '../client.ts';
import { toPaise } from '../../lib/money.ts';
import {
  createCatalogImportService,
  type NewCategory,
  type NewProduct,
} from '../../modules/catalog/catalog-import.service.ts';
import { insertDemoReviews } from '../../modules/reviews/reviews.service.ts';
import type { SeedProduct, SeedVariant } from './seed-catalog.ts';
import type { SeedTenant } from './seed-tenant.ts';

/** Where a product's (or a colour variant's) committed picture lives. */
export const productImagePath = (customerId: string, sku: string) =>
  `/media/${customerId}/products/${sku.toLowerCase()}.svg`;

/** Writes a demo tenant's categories, products (with variants and reviews) and home sections. */
export async function writeSeedCatalog(db: Db, tenant: SeedTenant) {
  const customerId = tenant.customer.id;
  const catalogImport = createCatalogImportService(db);
  const categoryIds = await catalogImport.addCategories(
    customerId,
    withProductPictures(customerId, tenant.categories, tenant.catalog.products),
  );
  const productIds = await catalogImport.addProducts(
    customerId,
    tenant.catalog.products.map((product, position) =>
      toNewProduct(customerId, product, categoryIdOf(categoryIds, product), position),
    ),
  );
  // The demo shop's seeded reviews: real rows of the reviews module, without a buyer, labelled "Demo review".
  await insertDemoReviews(
    db,
    customerId,
    tenant.catalog.products.flatMap((product) =>
      product.reviews.map((review) => ({
        productId: productIds.get(product.sku)!,
        author: review.author,
        rating: review.rating,
        title: review.title,
        body: review.body,
        reviewedOn: review.date,
      })),
    ),
  );
  await catalogImport.addSections(
    customerId,
    tenant.catalog.sections.map((section) => ({
      title: section.title,
      text: section.text,
      productIds: section.skus.map((sku) => {
        const id = productIds.get(sku);
        if (!id) throw new Error(`Section "${section.title}" lists unknown SKU ${sku}`);
        return id;
      }),
    })),
  );
}

/** A category without its own picture shows its first product's. */
function withProductPictures(
  customerId: string,
  tree: NewCategory[],
  products: SeedProduct[],
  parentPath = '',
): NewCategory[] {
  return tree.map((node) => {
    const path = parentPath ? `${parentPath} > ${node.name}` : node.name;
    const first = products.find(
      (product) => product.category === path || product.category.startsWith(`${path} > `),
    );
    return {
      ...node,
      image: node.image ?? (first ? productImagePath(customerId, first.sku) : null),
      children: node.children && withProductPictures(customerId, node.children, products, path),
    };
  });
}

function categoryIdOf(ids: Map<string, string>, product: SeedProduct) {
  const id = ids.get(product.category);
  if (!id) throw new Error(`${product.sku}: no category "${product.category}"`);
  return id;
}

/** Seeded products are spread a day apart, the first in the list the newest. */
const DAY_MS = 86_400_000;
const SEED_EPOCH = Date.UTC(2026, 10, 1);

function toNewProduct(
  customerId: string,
  product: SeedProduct,
  categoryId: string,
  position: number,
): NewProduct {
  const image = productImagePath(customerId, product.sku);
  return {
    categoryId,
    sku: product.sku,
    name: product.name,
    header: product.header,
    brandName: product.brand,
    make: product.make,
    description: product.description,
    sellPrice: toPaise(product.price),
    specialPrice: product.specialPrice === undefined ? null : toPaise(product.specialPrice),
    availableStock: product.stock,
    gstRate: product.gstRate,
    hsnCode: product.hsn ?? null,
    metrics: product.metrics,
    lowStock: product.lowStock ?? 5,
    maxQuantity: product.maxQuantity ?? 10,
    images: [image],
    additionalFeatures: Object.entries(product.features).map(([key, value]) => ({ key, value })),
    isRecent: product.isRecent ?? false,
    availableOnCod: product.availableOnCod ?? true,
    returnable: product.returnable ?? true,
    cancellable: product.cancellable ?? true,
    sellerPickupReturn: product.sellerPickupReturn ?? false,
    placeOfService: product.placeOfService ?? null,
    createdAt: new Date(SEED_EPOCH - position * DAY_MS),
    variants: product.variants?.map((variant) => toNewVariant(customerId, variant, product, image)),
  };
}

function toNewVariant(customerId: string, variant: SeedVariant, product: SeedProduct, productImage: string) {
  return {
    sku: variant.sku,
    name: variant.name,
    sellPrice: toPaise(variant.price),
    specialPrice: variant.specialPrice === undefined ? null : toPaise(variant.specialPrice),
    availableStock: variant.stock,
    metrics: product.metrics,
    description: variant.description ?? '',
    variations: variant.options,
    images: [variant.art ? productImagePath(customerId, variant.sku) : productImage],
  };
}
