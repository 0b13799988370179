import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR =
  process.env.SCREENSHOTS_DIR ?? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

const SAMPLES: Array<Record<string, string>> = [
  {
    name: 'Kavya Iyer',
    mobile: '9876543210',
    email: 'kavya@example.com',
    house: 'Flat 402',
    building: 'Rose Villa',
    society: 'Koregaon Park',
    addressLine1: 'North Main Road',
    addressLine2: 'Near Osho Garden',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411001',
    addressType: 'HOME',
  },
  {
    name: 'Kavya Iyer',
    mobile: '9876543210',
    building: 'Prestige Tech Park, Tower B',
    addressLine1: 'Outer Ring Road, Marathahalli',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560103',
    addressType: 'WORK',
  },
  {
    name: 'Lakshmi Subramanian',
    mobile: '9445012345',
    house: '14',
    addressLine1: 'Dr Radhakrishnan Salai, Mylapore',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600004',
    addressType: 'OTHER',
  },
];

for (const { seed, origin } of TENANTS) {
  for (const [device, viewport] of Object.entries(WIDTHS)) {
    test(`${seed.customer.id} addresses at ${device} width`, async ({ page }) => {
      test.slow();
      const shot = (name: string, fullPage = true) =>
        page.screenshot({ path: `${SCREENSHOTS_DIR}${seed.customer.id}-${name}-${device}.png`, fullPage });
      await page.setViewportSize(viewport);
      await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
      await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
      await signUpInDialog(page, 'Kavya Iyer');

      await page.goto(`${origin}/account/addresses`, { waitUntil: 'networkidle' });
      await shot('addresses-empty');

      await page.getByRole('link', { name: 'Add new address' }).click();
      const add = page.getByRole('region', { name: 'Add a new address' });
      await add.getByLabel('Full name').fill('Ka');
      await add.getByLabel('Pincode').fill('41100');
      await add.getByRole('button', { name: 'Save address' }).click();
      await expect(add.getByText('Enter a valid 6-digit pincode')).toBeVisible();
      await shot('address-form-errors');

      // Saved through the address route from the page (Node does not resolve *.localhost names).
      for (const sample of SAMPLES) {
        const status = await page.evaluate(
          async (fields) =>
            (await fetch('/address', { method: 'POST', body: new URLSearchParams(fields) })).status,
          { intent: 'add', ...sample },
        );
        expect(status).toBe(200);
      }
      await page.goto(`${origin}/account/addresses`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Addresses (${SAMPLES.length})`);
      await shot('addresses');

      await page.getByRole('link', { name: 'Edit address of Lakshmi Subramanian' }).click();
      await expect(page.getByRole('region', { name: 'Edit address' })).toBeVisible();
      await shot('address-form-edit');
      await page.getByRole('region', { name: 'Edit address' }).getByRole('link', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Delete address of Lakshmi Subramanian' }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await page.waitForTimeout(300);
      await shot('address-delete', false);
    });
  }
}
