import { expect, test } from '@playwright/test';
import { POLICY_PAGES } from '@vitrine/contract/content';
import { PORT } from '../playwright.config.ts';
import { TENANTS } from './tenants.ts';

/** The opening words of an HTML text's first paragraph, as a browser shows them. */
function firstParagraphText(html: string): string {
  const paragraph = /<p>(.*?)<\/p>/s.exec(html)![1]!;
  return paragraph
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .slice(0, 60);
}

for (const { seed, origin } of TENANTS) {
  const brand = seed.customer.brandDetails[0]!;

  test.describe(`${seed.customer.businessName} storefront`, () => {
    test('renders its own name, colours, font and content', async ({ page }) => {
      await page.goto(`${origin}/`);
      await expect(page).toHaveTitle(brand.appName);
      const theme = await page.evaluate(() => {
        const style = getComputedStyle(document.documentElement);
        return { primary: style.getPropertyValue('--brand-primary').trim(), font: style.fontFamily };
      });
      expect(theme.primary.toLowerCase()).toBe(brand.theme.primaryColor.toLowerCase());
      expect(theme.font).toContain(brand.theme.fontFamily);

      await expect(page.getByRole('banner').getByRole('img', { name: brand.appName }).first()).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(brand.appDescription);
      await expect(footer).toContainText(seed.customer.contacts.email);
      await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
      await expect(page.getByText(seed.testimonials[0]!.description)).toBeVisible();
      await expect(page.getByRole('heading', { name: seed.customer.homeCarousel[0]!.title })).toBeVisible();
    });

    test('shows only the social links and app badges that are filled in', async ({ page }) => {
      await page.goto(`${origin}/`);
      const footer = page.getByRole('contentinfo');
      for (const [key, url] of Object.entries(seed.customer.socialLinks)) {
        const link = footer.locator(`a[href="${url ?? `missing:${key}`}"]`);
        await expect(link, key).toHaveCount(url ? 1 : 0);
      }
      const { playStoreUrl, appStoreUrl } = seed.customer.appDetails;
      await expect(footer.locator(`a[href="${playStoreUrl}"]`)).toHaveCount(playStoreUrl ? 1 : 0);
      if (appStoreUrl) await expect(footer.locator(`a[href="${appStoreUrl}"]`)).toHaveCount(1);
      else await expect(footer.getByRole('link', { name: /app store/i })).toHaveCount(0);
      for (const certificate of seed.customer.certificates) {
        await expect(footer.getByRole('img', { name: certificate.label })).toBeVisible();
      }
    });

    test('opens WhatsApp chat with the 91 prefix', async ({ page }) => {
      await page.goto(`${origin}/`);
      const chat = page.getByRole('link', { name: 'Chat on WhatsApp' });
      await expect(chat).toHaveAttribute(
        'href',
        `https://wa.me/91${seed.customer.contacts.whatsApp.replace(/\D/g, '').slice(-10)}`,
      );
    });

    test('says on every page that it is a demo, and where its sign-in codes are', async ({ page }) => {
      for (const path of ['/', '/aboutus', '/no/such/page']) {
        await page.goto(`${origin}${path}`);
        const banner = page.getByRole('note').filter({ hasText: 'Demo shop' });
        await expect(banner, path).toContainText('no real orders or payments');
        await expect(banner.getByRole('link', { name: '/api/dev/outbox' })).toHaveAttribute(
          'href',
          '/api/dev/outbox',
        );
      }
      expect((await page.goto(`${origin}/api/dev/outbox`))?.status()).toBe(200);
    });

    test('shows about-us and every policy page with its display name', async ({ page }) => {
      await page.goto(`${origin}/aboutus`);
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(seed.customer.businessName.split(' ')[0]!);
      for (const [name, policy] of Object.entries(POLICY_PAGES)) {
        const response = await page.goto(`${origin}/policy/${name}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(firstParagraphText(seed.policies[policy.key]));
      }
    });
  });
}

test('an unknown policy shows the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/policy/warranty');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('an unknown path redirects to /page-not-found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/page-not-found$/);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('/home redirects to the home page', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('a host name no tenant owns shows "Customer not found..."', async ({ page }) => {
  const response = await page.goto(`http://nobody.localhost:${PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Customer not found...')).toBeVisible();
});

test('scroll-to-top appears after 100 px and takes the shopper back up', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toBeHidden();
  await page.mouse.wheel(0, 60);
  await page.waitForTimeout(200);
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});

test('a guest sees the "Login" tooltip on the account avatar', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Login');
});

test('every route change starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/policy\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('"Login" clicked as soon as the page shows opens the sign-in, hydrated or not', async ({ page }) => {
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Sign In / Sign Up' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the bottom bar and a 240 px header drawer with the link groups', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await expect(bar).toBeVisible();
    for (const name of ['Home', 'Categories', 'Cart', 'Profile'])
      await expect(bar.getByRole('link', { name }).or(bar.getByRole('button', { name }))).toBeVisible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    // The layout width, not the box on screen, which the slide-in animation scales for a moment.
    await expect.poll(() => drawer.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(240);
    await expect(drawer.getByText('Useful Links')).toBeVisible();
    await expect(drawer.getByText('Guest')).toBeVisible();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
    await expect(drawer).toBeHidden();
  });

  test('hides the bottom bar on a desktop-width window', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
