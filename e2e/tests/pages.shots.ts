import { fileURLToPath } from 'node:url';
import { test, type Page } from '@playwright/test';
import { categoryPath, productPath } from '../../apps/storefront/app/features/catalog/catalog-paths.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PAGES: Record<string, string | ((page: Page, origin: string) => Promise<string>)> = {
  home: '/',
  category: async (page, origin) => categoryPath(await firstCategory(page, origin)),
  product: async (page, origin) => productPath(await configurableProduct(page, origin)),
  search: '/search?q=steel',
  about: '/aboutus',
  policy: '/policy/shipping',
  'not-found': '/page-not-found',
};

/** Asks the shop's API from its own page: the browser resolves *.localhost names, Node does not. */
async function api<T>(page: Page, origin: string, path: string): Promise<T> {
  if (!page.url().startsWith(origin)) await page.goto(`${origin}/robots.txt`);
  return page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: T }).data, `/api${path}`);
}

async function firstCategory(page: Page, origin: string) {
  const { categories } = await api<{ categories: Array<{ categoryId: string; name: string }> }>(
    page,
    origin,
    '/catalog/category',
  );
  return categories[0]!;
}

/** A product with variants shows the picker, so it is the richest product page. */
async function configurableProduct(page: Page, origin: string) {
  const { result } = await api<{
    result: Array<{ productId: string; productSKU: string; productName: string; productType: string }>;
  }>(
    page,
    origin,
    `/catalog/products/categoryId?categoryId=${(await firstCategory(page, origin)).categoryId}&pageSize=48`,
  );
  return result.find((product) => product.productType === 'configurable') ?? result[0]!;
}

for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${seed.customer.id} ${name} at ${device} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${origin}${typeof path === 'string' ? path : await path(page, origin)}`, {
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
