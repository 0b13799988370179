/**
 * Draws every demo product's picture (and each colour variant's) from its art recipe into
 * apps/api/media/{customerId}/products/. The files are committed; run this after changing a recipe:
 *   node --import tsx apps/api/src/db/seed/write-product-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drawProductArt } from './product-art.ts';
import { productImagePath } from './seed-catalog-writer.ts';
import { DEMO_TENANTS } from './seed.ts';

/** The API's media folder is served at /media/, so a picture's URL path names its file. */
const appRoot = new URL('../../../', import.meta.url);
const fileFor = (urlPath: string) => fileURLToPath(new URL(`.${urlPath}`, appRoot));

for (const tenant of DEMO_TENANTS) {
  const dir = fileFor(`/media/${tenant.customer.id}/products`);
  mkdirSync(dir, { recursive: true });
  for (const file of readdirSync(dir)) rmSync(`${dir}/${file}`);
  let count = 0;
  for (const product of tenant.catalog.products) {
    const pictures = [
      { sku: product.sku, art: product.art },
      ...(product.variants ?? []).flatMap((variant) =>
        variant.art ? [{ sku: variant.sku, art: variant.art }] : [],
      ),
    ];
    for (const { sku, art } of pictures) {
      writeFileSync(fileFor(productImagePath(tenant.customer.id, sku)), drawProductArt(art));
      count += 1;
    }
  }
  console.log(`${tenant.customer.id}: ${count} pictures in ${dir}`);
}
