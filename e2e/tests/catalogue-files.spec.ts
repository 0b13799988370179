import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectNoViolations } from './axe.ts';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const PHONE = { width: 390, height: 844 };
const category = kesarHome.catalog.products[0]!.category;
const run = Date.now().toString(36).toUpperCase();

/** 1,000 new products; `bad` turns three of them wrong, each in its own way. */
function catalogueCsv(bad: boolean) {
  const lines = ['sku,category,name,brand,price,stock,gst_rate,hsn'];
  for (let index = 1; index <= 1000; index += 1) {
    const name = bad && index === 700 ? '<script>alert(1)</script> Tope' : `Bulk steel tope ${run} ${index}`;
    const price = bad && index === 100 ? 'free' : String(199 + index);
    const path = bad && index === 400 ? 'Garden > Hoses' : category;
    lines.push(`${run}-${index},${path},${name},Kesar,${price},${index % 40},18,7323`);
  }
  return Buffer.from(lines.join('\n'));
}

test('on a phone the owner imports 1,000 products after fixing the three rows the check refused, and a shopper finds them', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${kesar!.origin}/`);
  await signInInDialog(page, kesarHome.owner.mobile);

  await page.goto(`${kesar!.origin}/admin/catalogue/import`);
  await expect(page.getByRole('heading', { level: 1, name: 'Import and export' })).toBeVisible();
  const file = page.getByLabel('CSV file (up to 8 MB)');
  await file.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: catalogueCsv(true) });
  await page.getByRole('button', { name: 'Check file' }).click();
  const problems = page.getByRole('alert');
  await expect(
    problems.getByRole('heading', { name: '3 problems found: nothing was written.' }),
  ).toBeVisible();
  await expect(problems.getByRole('listitem')).toHaveText([
    /Line 101 · price\s*Price “free” is not an amount in rupees/,
    /Line 401 · category\s*No category “Garden > Hoses” in the shop/,
    /Line 701 · name\s*Name: write plain text, without HTML tags\./,
  ]);
  await expectNoViolations(page, 'the import page with the problems');

  await file.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: catalogueCsv(false) });
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status')).toContainText('Imported 1000 rows.', { timeout: 60_000 });
  await expect(page.getByRole('status')).toContainText('1,000 new, 0 updated');

  // A shopper finds an imported product (photos: console-catalogue.spec.ts).
  await page.goto(`${kesar!.origin}/search/${encodeURIComponent(`Bulk steel tope ${run} 1000`)}`);
  await page.getByRole('link', { name: `Bulk steel tope ${run} 1000`, exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Bulk steel tope ${run} 1000`, exact: true }),
  ).toBeVisible();
  await context.close();
});
