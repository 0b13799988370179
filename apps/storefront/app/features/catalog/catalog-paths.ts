/** URL words from a name: "Tri-ply Kadai (26 cm)" → "tri-ply-kadai-26-cm". */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** SPEC §2: /products/{sku}/{productId}/{productName}; a chosen variant puts its own SKU first. */
export function productPath(
  product: { productSKU: string; productId: string; productName: string },
  variantSKU?: string,
): string {
  return `/products/${encodeURIComponent(variantSKU ?? product.productSKU)}/${product.productId}/${slugify(product.productName)}`;
}

/** SPEC §2: /category/{categoryId}/{categoryName}. */
export function categoryPath(category: { categoryId: string; name: string }): string {
  return `/category/${category.categoryId}/${slugify(category.name)}`;
}
