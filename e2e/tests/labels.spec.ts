import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { inPageApi } from './in-page-api.ts';
import { PUNE_ADDRESS } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 5)!;

test('address types read as words, not the API’s values', async ({ page }) => {
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  const href = await page.getByRole('link', { name: product.name }).first().getAttribute('href');
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page);
  await inPageApi(page, 'POST', '/api/auth/yourAddress', {
    address: { ...PUNE_ADDRESS, addressType: 'WORK' },
  });
  await inPageApi(page, 'POST', '/api/cart/v2', {
    productId: href!.split('/')[3],
    productVariantId: null,
    quantity: 1,
  });

  await page.goto(`${kesar!.origin}/checkout`);
  await expect(page.getByText(`${PUNE_ADDRESS.name} · Work`, { exact: true })).toBeVisible();
  await expect(page.getByText(/\bWORK\b/)).toHaveCount(0);

  await page.goto(`${kesar!.origin}/account/addresses`);
  const card = page.getByRole('article', { name: PUNE_ADDRESS.name });
  // As the shopper sees it (innerText applies the CSS's capitals), not only as the markup has it.
  await expect(card.getByText('Work', { exact: true })).toHaveText('Work', { useInnerText: true });
});
