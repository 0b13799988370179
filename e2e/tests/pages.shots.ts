import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PAGES = {
  home: '/',
  about: '/aboutus',
  policy: '/policy/shipping',
  'not-found': '/page-not-found',
} as const;

for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    for (const [name, path] of Object.entries(PAGES)) {
      test(`${seed.customer.id} ${name} at ${device} width`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
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
