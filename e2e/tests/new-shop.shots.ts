import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createShopInConsole, signInAsOperator } from './operator.ts';
import { signInInDialog } from './sign-in.ts';

const SCREENSHOTS_DIR =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

// One operator signs in once: a second code for the number within a minute would be refused.
test('the operator console and a new, empty shop at phone and desktop widths', async ({ browser }) => {
  test.slow();
  const page = await browser.newPage();
  await signInAsOperator(page);
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    const shot = (name: string) =>
      page.screenshot({ path: `${SCREENSHOTS_DIR}operator-${name}-${device}.png`, fullPage: true });
    await page.goto('/operator'.replace(/^/, new URL(page.url()).origin));
    await shot('shops');
    await page.getByRole('link', { name: 'New shop' }).first().click();
    await page.getByLabel('Business name').fill('Bad & <b>Bold</b>');
    await page.getByLabel('Shop id').fill('Bad Id');
    await page.getByLabel('Host names').fill('https://x.example.in/');
    await page.getByLabel('Public origin').fill('http://x.example.in');
    await page.getByLabel('Owner’s mobile').fill('12345');
    await page.getByRole('button', { name: 'Create the shop' }).click();
    await expect(page.getByText(/customer id is 2 to 63/)).toBeVisible();
    await shot('new-shop-errors');
    await page.goto(page.url());
    const { owner, origin } = await createShopInConsole(page, `empty-${device}`, `Empty ${device} Traders`);
    await shot('shop');

    const shop = await browser.newPage({ viewport });
    const shopShot = (name: string) =>
      shop.screenshot({ path: `${SCREENSHOTS_DIR}new-shop-${name}-${device}.png`, fullPage: true });
    await shop.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await shopShot('home');
    await shop.goto(`${origin}/search/tea`, { waitUntil: 'networkidle' });
    await shopShot('search');
    await shop.goto(`${origin}/`);
    await signInInDialog(shop, owner);
    await shop.goto(`${origin}/admin`, { waitUntil: 'networkidle' });
    await shopShot('admin');
  }
  const signIn = await browser.newPage({ viewport: WIDTHS.phone });
  await signIn.goto(new URL('/operator/sign-in', page.url()).href);
  await signIn.screenshot({ path: `${SCREENSHOTS_DIR}operator-sign-in-phone.png`, fullPage: true });
});
