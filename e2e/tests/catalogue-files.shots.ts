import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { samplePng } from './picture.ts';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

/** The product photos and CSV import pages, for a look (not committed: test-results/ is ignored). */
const TOUR_DIR = fileURLToPath(new URL('../../test-results/tour/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const { seed, origin } of TENANTS) {
  test(`${seed.customer.id} product photos and catalogue import at phone and desktop widths`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ viewport: WIDTHS.desktop });
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await signInInDialog(page, seed.owner.mobile);
    const recent = await page.evaluate(async () => (await fetch('/api/catalog/products/recent')).json());
    const productId = (recent.data as { productId: string }[])[0]!.productId;

    await page.goto(`${origin}/admin/catalogue/products/${productId}/photos`);
    for (const size of [640, 900]) {
      await page
        .getByLabel('Add a photo')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: samplePng(size) });
      await page.getByRole('button', { name: 'Upload photo' }).click();
      await expect(page.getByRole('status')).toHaveText('Photo added');
    }
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    await expect(page.getByRole('status')).toHaveText('Photos saved');

    const bad = [
      'sku,category,name,price,stock,gst_rate',
      'TOUR-1,Nowhere > Else,Good name,100,1,18',
      'TOUR-2,Nowhere,<b>Bold</b>,12.345,1,7',
    ].join('\n');
    for (const [name, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/admin/catalogue/products/${productId}/photos`);
      await expect(page.getByText('Cover')).toBeVisible();
      await page.screenshot({
        path: `${TOUR_DIR}${seed.customer.id}-product-photos-${name}.png`,
        fullPage: true,
      });
      await page.goto(`${origin}/admin/catalogue/import`);
      await page
        .getByLabel('CSV file (up to 8 MB)')
        .setInputFiles({ name: 'c.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
      await page.getByRole('button', { name: 'Check file' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({
        path: `${TOUR_DIR}${seed.customer.id}-catalogue-import-${name}.png`,
        fullPage: true,
      });
      await page.goto(`${origin}/products/x/${productId}/x`);
      await page.screenshot({ path: `${TOUR_DIR}${seed.customer.id}-product-page-${name}.png` });
    }
    await context.close();
  });
}
