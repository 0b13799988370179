import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signInInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const DIR = fileURLToPath(new URL('../../test-results/tour/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const PAGES = ['', '/brand', '/payments', '/delivery', '/staff'];

for (const tenant of TENANTS) {
  test(`settings screens of ${tenant.seed.customer.id}`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${tenant.origin}/`);
    await signInInDialog(page, tenant.seed.owner.mobile);
    for (const [device, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      for (const path of PAGES) {
        await page.goto(`${tenant.origin}/admin/settings${path}`, { waitUntil: 'networkidle' });
        await expect(page.getByRole('navigation', { name: 'Settings' })).toBeVisible();
        const name = path.slice(1) || 'hub';
        await page.screenshot({ path: `${DIR}${tenant.seed.customer.id}-settings-${name}-${device}.png`, fullPage: true });
      }
    }
    // A refused brand change, as a page without scripts shows it after the post.
    await page.setViewportSize(WIDTHS.phone);
    await page.goto(`${tenant.origin}/admin/settings/brand`, { waitUntil: 'networkidle' });
    await page.getByLabel('Text colour').fill('#bbbbbb');
    await page.getByRole('button', { name: 'Save brand' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${DIR}${tenant.seed.customer.id}-settings-brand-refused-phone.png`, fullPage: true });
    await page.goto(`${tenant.origin}/admin/settings/payments`, { waitUntil: 'networkidle' });
    await page.getByLabel('Merchant id').fill('<b>bad</b>');
    await page.getByLabel('Secret (salt key or key secret)').fill('super-secret-value-123');
    await page.getByRole('button', { name: 'Save gateway keys' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.content()).not.toContain('super-secret-value-123');
    await page.screenshot({ path: `${DIR}${tenant.seed.customer.id}-settings-payments-refused-phone.png`, fullPage: true });
  });
}
