import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { samplePng } from './picture.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`${seed.customer.id} profile page at ${device} width`, async ({ page }) => {
      test.slow();
      const shot = (name: string) =>
        page.screenshot({
          path: `${SCREENSHOTS_DIR}${seed.customer.id}-${name}-${device}.png`,
          fullPage: true,
        });
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await signUpInDialog(page, 'Kavya Iyer');

      await page.goto(`${origin}/account/profile`, { waitUntil: 'networkidle' });
      const profile = page.getByRole('region', { name: 'Profile details' });
      await profile.getByLabel('Full name').fill('Ka');
      await profile.getByLabel('Email').fill('kavya@');
      await profile.getByRole('button', { name: 'Save changes' }).click();
      await expect(profile.getByText('Enter valid email')).toBeVisible();
      await shot('account-profile-errors');

      await profile.getByLabel('Full name').fill('Kavya Iyer');
      await profile.getByLabel('Email').fill('kavya.iyer@example.com');
      await profile
        .getByLabel('Choose picture')
        .setInputFiles({ name: 'kavya.png', mimeType: 'image/png', buffer: samplePng() });
      await expect(profile.getByText('kavya.png')).toBeVisible();
      await shot('account-profile-preview');

      await profile.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
      await expect(profile.getByRole('button', { name: 'Remove picture' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await shot('account-profile');
    });
  }
}
