import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

/** The content console's screens for looking at (test-results/tour/, not committed). */
const DIR = fileURLToPath(new URL('../../test-results/tour/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const { seed, origin } of TENANTS) {
  test(`${seed.customer.id}: the content console at phone and desktop widths`, async ({ browser }) => {
    test.setTimeout(240_000);
    const screens = [
      ['hub', '/admin/content'],
      ['banners', '/admin/content/banners'],
      ['banner-edit', '/admin/content/banners?edit=0'],
      ['contacts', '/admin/content/contacts'],
      ['testimonials', '/admin/content/testimonials'],
      ['about', '/admin/content/page/about'],
      ['sections', '/admin/content/sections?section=0&q=steel'],
      ...(seed.customer.isEngineeringType
        ? [
            ['guides', '/admin/content/guides'],
            ['guide-edit', '/admin/content/guides?edit=0'],
            ['distributors', '/admin/content/distributors'],
          ]
        : []),
    ] as const;
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(`${origin}/`);
      await signInInDialog(page, seed.owner.mobile);
      for (const [name, path] of screens) {
        await page.goto(`${origin}${path}`);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `${DIR}content-${seed.customer.id}-${name}-${width}.png`,
          fullPage: true,
        });
      }
      await page.context().close();
    }
  });
}
