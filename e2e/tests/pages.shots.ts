import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { categoryPath, productPath } from '../../apps/storefront/app/features/catalog/catalog-paths.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PAGES: Record<string, string | ((origin: string) => Promise<string>)> = {
  home: '/',
  category: async (origin) => categoryPath(await firstCategory(origin)),
  product: async (origin) => productPath(await configurableProduct(origin)),
  search: '/search?q=steel',
  about: '/aboutus',
  policy: '/policy/shipping',
  'not-found': '/page-not-found',
};

const api = async <T>(origin: string, path: string) =>
  ((await (await fetch(`${origin}/api${path}`)).json()) as { data: T }).data;

async function firstCategory(origin: string) {
  return (await api<Array<{ categoryId: string; name: string }>>(origin, '/catalog/category'))[0]!;
}

/** A product with variants shows the picker, so it is the richest product page. */
async function configurableProduct(origin: string) {
  const { result } = await api<{
    result: Array<{ productId: string; productSKU: string; productName: string; productType: string }>;
  }>(
    origin,
    `/catalog/products/categoryId?categoryId=${(await firstCategory(origin)).categoryId}&pageSize=48`,
  );
  return result.find((product) => product.productType === 'configurable') ?? result[0]!;
}

for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${seed.customer.id} ${name} at ${device} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${origin}${typeof path === 'string' ? path : await path(origin)}`, {
          waitUntil: 'networkidle',
        });
        // A full-page capture shows what is below the fold, so lazy images must load first.
        await page.evaluate(() => document.querySelectorAll('img').forEach((img) => (img.loading = 'eager')));
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${SCREENSHOTS_DIR}${seed.customer.id}-${name}-${device}.png`,
          fullPage: true,
        });
      });
    }
  }
}
