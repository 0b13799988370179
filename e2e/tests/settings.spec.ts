import { expect, test, type Browser, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { expectNoViolations } from './axe.ts';
import { newMobile, signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { openFromBar } from './console-pages.ts';

const [kesar] = TENANTS;
const PHONE = { width: 390, height: 844 };
const NEW_PRIMARY = '#0b5394';
/** A 4 × 2 PNG. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAACCAIAAADwyuo0AAAAEElEQVR4nGM4ocEFRwzIHABrmgfR5UPFOwAAAABJRU5ErkJggg==',
  'base64',
);

// Two people sign in through the dialog, and the owner's code may have to wait out another journey's.
test.describe.configure({ timeout: 180_000 });

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

async function openConsole(page: Page, mobile: string) {
  await page.goto(`${kesar!.origin}/`);
  await signInInDialog(page, mobile);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu for / })
    .click();
  await page.getByRole('menuitem', { name: 'Shop console' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

const brandPrimary = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-primary'));

test('on a phone the owner changes the brand colour and the shopping extras, which the storefront shows on its next page, and invites a staff number that then runs orders but finds no settings', async ({
  browser,
}) => {
  const owner = await phonePage(browser);
  await openConsole(owner, kesarHome.owner.mobile);
  await openFromBar(owner, 'Settings');
  await owner.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Brand' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: 'Brand' })).toBeVisible();
  await expectNoViolations(owner, 'the brand settings at 390 px');

  // Text that fails WCAG AA on its background is refused, naming the pair and the ratio.
  await owner.getByLabel('Button text').fill('#eeeeee');
  // The preview follows the picked colours before anything is saved.
  await expect(owner.getByTestId('brand-preview').getByText('Add to cart')).toHaveCSS(
    'color',
    'rgb(238, 238, 238)',
  );
  await owner.getByRole('button', { name: 'Save brand' }).click();
  await expect(owner.getByRole('alert')).toContainText(
    /Button text #eeeeee on Primary colour #b4521e has a contrast of [\d.]+:1; it needs at least 4\.5:1/,
  );
  await owner.getByLabel('Button text').fill('#ffffff');
  await owner.getByLabel('Primary colour').fill(NEW_PRIMARY);
  await owner.getByRole('button', { name: 'Save brand' }).click();
  await expect(owner.getByRole('status')).toHaveText('Brand saved. Shoppers see it on their next page.');

  // A new logo: a file that is no picture is refused, a PNG is taken.
  const logoInput = owner.getByLabel('logo', { exact: true });
  await logoInput.setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await owner.getByRole('button', { name: 'Upload' }).click();
  await expect(owner.getByRole('alert')).toHaveText('The logo must be a PNG, JPEG or WebP picture.');
  await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
  await owner.getByRole('button', { name: 'Upload' }).click();
  await expect(owner.getByRole('status')).toHaveText('Saved. Shoppers see it on their next page.');
  await expect(owner.getByRole('img', { name: 'Current logo' })).toHaveAttribute(
    'src',
    /^\/api\/customer\/brand-image\/logo\?v=\d+$/,
  );

  const shopper = await browser.newPage();
  await shopper.goto(`${kesar!.origin}/`);
  expect(await brandPrimary(shopper)).toBe(NEW_PRIMARY);
  const logo = shopper
    .getByRole('banner')
    .getByRole('img', { name: kesarHome.customer.brandDetails[0]!.appName });
  await expect(logo).toHaveAttribute('src', /^\/api\/customer\/brand-image\/logo\?v=\d+$/);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(4);

  // The shop's own switches: off, a product page has no "Buy now" or WhatsApp share; on again, it has.
  const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 5)!;
  await shopper.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await shopper.getByRole('link', { name: product.name }).first().click();
  await expect(shopper.getByRole('button', { name: 'Buy now' })).toBeVisible();
  const setExtras = async (on: boolean) => {
    await owner.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Switches' }).click();
    const extras = owner.getByRole('group', { name: 'Shopping extras' });
    await extras.getByRole('checkbox', { name: /^Buy now/ }).setChecked(on);
    await extras.getByRole('checkbox', { name: /^Share on WhatsApp/ }).setChecked(on);
    await owner.getByRole('button', { name: 'Save settings' }).click();
    await expect(owner.getByRole('status')).toHaveText(
      'Settings saved. Shoppers see them on their next page.',
    );
  };
  await setExtras(false);
  await shopper.reload();
  await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Buy now' })).toHaveCount(0);
  await expect(shopper.getByRole('link', { name: 'Share on WhatsApp' })).toHaveCount(0);
  await setExtras(true);
  await shopper.reload();
  await expect(shopper.getByRole('button', { name: 'Buy now' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Share on WhatsApp' })).toBeVisible();

  // The owner invites a number as STAFF.
  const mobile = newMobile();
  await owner.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Staff' }).click();
  await owner.getByLabel('Mobile number').fill(mobile);
  await owner.getByLabel('Name').fill('Sneha Patil');
  await owner.getByRole('radio', { name: 'Staff: orders only' }).check();
  await owner.getByRole('button', { name: 'Invite' }).click();
  await expect(owner.getByRole('status')).toHaveText(
    'Invited. They can sign in with their mobile number now.',
  );
  await expect(owner.getByText(`+91 ${mobile}`)).toBeVisible();
  await expectNoViolations(owner, 'the staff settings at 390 px');

  // They sign in with a one-time code like anyone, and find the console but not its settings.
  const staff = await phonePage(browser);
  await openConsole(staff, mobile);
  const nav = staff.getByRole('navigation', { name: 'Console mobile' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  const reply = await staff.goto(`${kesar!.origin}/admin/settings/brand`);
  expect(reply?.status()).toBe(404);
  await expect(staff.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
