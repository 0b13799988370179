import { expect, type Page } from '@playwright/test';
import { DEMO_OPERATOR_MOBILE } from '../../apps/api/src/config.ts';
import { PORT } from '../playwright.config.ts';
import { expectNoViolations } from './axe.ts';
import { shopIdOf } from '../../apps/storefront/app/features/operator/shop-addresses.ts';
import { newMobile, signInOnCodePage } from './sign-in.ts';

/** The demo's operator console (decision 0076); *.localhost names reach 127.0.0.1 in Chromium. */
export const OPERATOR_ORIGIN = `http://operator.localhost:${PORT}`;

/** The operator signs in on the console's own page with the code the demo shows there. */
export async function signInAsOperator(page: Page) {
  await page.goto(`${OPERATOR_ORIGIN}/operator`);
  await expect(page).toHaveURL(/\/operator\/sign-in$/);
  await signInOnCodePage(page, DEMO_OPERATOR_MOBILE);
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
}

/** A new business made in the console, answering at `<id>.localhost`; answers its owner's number. */
export async function createShopInConsole(page: Page, id: string, name: string) {
  const owner = newMobile();
  const origin = `http://${id}.localhost:${PORT}`;
  await page.getByRole('link', { name: 'New shop' }).first().click();
  // The name suggests the id, and the id the host and origin beside the console's; each stays editable.
  await page.getByLabel('Business name').fill(name);
  await expect(page.getByLabel('Shop id')).toHaveValue(shopIdOf(name));
  await page.getByLabel('Shop id').fill(id);
  await expect(page.getByLabel('Host names')).toHaveValue(`${id}.localhost`);
  await expect(page.getByLabel('Public origin')).toHaveValue(origin);
  await page.getByLabel('Host names').fill(`${id}.localhost\n${id}-shop.localhost`);
  await page.getByLabel('Owner’s mobile').fill(owner);
  await expectNoViolations(page, 'the new shop form');
  await page.getByLabel('Forest (green on pale sage)').check();
  await page.getByRole('button', { name: 'Create the shop' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('The shop is live');
  return { owner, origin };
}
