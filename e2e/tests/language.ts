import { expect, type Page } from '@playwright/test';

/** The header's language switch (decision 0095), named in its own language. */
export const languageSwitch = (page: Page, name: 'हिन्दी' | 'English') =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`${name}$`) });

/** Switches the page shown to Hindi and waits until it speaks it. */
export async function switchToHindi(page: Page) {
  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}
