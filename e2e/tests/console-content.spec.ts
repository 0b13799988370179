import { expect, test, type Page } from '@playwright/test';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { expectNoViolations } from './axe.ts';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { openFromBar } from './console-pages.ts';
import { samplePng } from './picture.ts';

// Veerya's owner: this journey runs after all the others (it rewrites shared content), when Kesar's
// owner has used up the number's hourly sign-in codes.
const [, shop] = TENANTS;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** A console field by its label (its accessible name goes on with the hint). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

test('the owner adds a banner and rewrites about-us on a phone; the shop shows both on the next load', async ({
  page,
}) => {
  await page.goto(`${shop!.origin}/`);
  await signInInDialog(page, veeryaFlowtech.owner.mobile);
  await page.goto(`${shop!.origin}/admin`);
  await openFromBar(page, 'Content');
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();

  await page.getByRole('link', { name: /^Banners/ }).click();
  await page.getByRole('link', { name: 'Add' }).click();
  // The picture is a photo from the phone, uploaded and encoded by the shop when the banner is saved.
  await page
    .getByLabel('Upload a photo', { exact: true })
    .setInputFiles({ name: 'bench.png', mimeType: 'image/png', buffer: samplePng(900) });
  await field(page, 'What the picture shows').fill('A pump on a test bench');
  await field(page, 'Title').fill('Monsoon pump check, free');
  await field(page, 'Text').fill('Book a visit before the rains');
  // A link off the site over plain http is refused on its field, and what was typed stays.
  await field(page, 'Link').fill('http://elsewhere.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Use a path on this site (starting with /) or an https:// address'),
  ).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Monsoon pump check, free');
  await expect(field(page, 'Picture')).toHaveValue(/^\/api\/media\/[0-9a-f-]{36}\/\d+\.webp$/);
  await field(page, 'Link').fill('/service-centres');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  const newest = page.getByRole('listitem').filter({ hasText: 'Monsoon pump check, free' });
  await expect(newest).toBeVisible();
  // First in the carousel: moved up past every seeded banner.
  while (await newest.getByRole('button', { name: 'Move up' }).isEnabled()) {
    await newest.getByRole('button', { name: 'Move up' }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('listitem').first()).toContainText('Monsoon pump check, free');
  await expectNoViolations(page, 'the console banners list at 390 px');

  await openFromBar(page, 'Content');
  await page.getByRole('link', { name: /^About us/ }).click();
  const editor = page.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Three decades of pumps and valves.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Made in Ahmedabad.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the about-us editor is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);

  await page.goto(`${shop!.origin}/`);
  await expect(page.getByRole('heading', { name: 'Monsoon pump check, free' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'A pump on a test bench' })).toHaveAttribute(
    'src',
    /^\/api\/media\/[0-9a-f-]{36}\/\d+\.webp$/,
  );
  await page.goto(`${shop!.origin}/aboutus`);
  await expect(page.getByText('Three decades of pumps and valves.')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Made in Ahmedabad.' })).toBeVisible();
});
