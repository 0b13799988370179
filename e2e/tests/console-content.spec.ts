import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectNoViolations } from './axe.ts';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

/** A console field by its label (its accessible name goes on with the hint). */
const field = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });

const content = (page: Page) =>
  page.getByRole('navigation', { name: 'Console mobile' }).getByRole('link', { name: 'Content' });

test('the owner adds a banner and rewrites about-us on a phone; the shop shows both on the next load', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await signInInDialog(page, kesarHome.owner.mobile);
  await page.goto(`${kesar!.origin}/admin`);
  await content(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();

  await page.getByRole('link', { name: /^Banners/ }).click();
  await page.getByRole('link', { name: 'Add' }).click();
  await field(page, 'Picture').fill('/media/kesar-home/banner-3.svg');
  await field(page, 'What the picture shows').fill('Brass diyas on a festive table');
  await field(page, 'Title').fill('Diwali lights, 20% off');
  await field(page, 'Text').fill('Brass diyas and copper lamps');
  // A link off the site over plain http is refused on its field, and what was typed stays.
  await field(page, 'Link').fill('http://elsewhere.example');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Use a path on this site (starting with /) or an https:// address'),
  ).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Diwali lights, 20% off');
  await field(page, 'Link').fill('/category/pooja');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  const newest = page.getByRole('listitem').filter({ hasText: 'Diwali lights, 20% off' });
  await expect(newest).toBeVisible();
  // First in the carousel: moved up past every seeded banner.
  while (await newest.getByRole('button', { name: 'Move up' }).isEnabled()) {
    await newest.getByRole('button', { name: 'Move up' }).click();
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('listitem').first()).toContainText('Diwali lights, 20% off');
  await expectNoViolations(page, 'the console banners list at 390 px');

  await content(page).click();
  await page.getByRole('link', { name: /^About us/ }).click();
  const editor = page.getByRole('textbox', { name: 'Text' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Three generations of brass and copper.');
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(' Made in Moradabad.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the about-us editor is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);

  await page.goto(`${kesar!.origin}/`);
  await expect(page.getByRole('heading', { name: 'Diwali lights, 20% off' })).toBeVisible();
  await page.goto(`${kesar!.origin}/aboutus`);
  await expect(page.getByText('Three generations of brass and copper.')).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Made in Moradabad.' })).toBeVisible();
});
