import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { ok, saveAddress, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false && !p.specialPrice,
)!;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test('a shopper applies the owner’s coupon at checkout on a phone, sees the discount and GST, and places the order', async ({
  page,
  request,
}) => {
  // The owner's coupon, made through the console's API; paused again at the end, so other journeys'
  // checkouts stay as they were.
  const code = `JOURNEY${Date.now() % 100_000}`;
  const authorization = `Bearer ${await signInAsOwner(request)}`;
  const headers = { authorization, 'x-customer-id': kesarHome.customer.id };
  const created = await ok<{ data: { couponId: string } }>(
    await request.post('/api/admin/coupons', {
      headers,
      data: {
        code,
        kind: 'PERCENT',
        value: 10,
        minimumOrder: null,
        firstOrderOnly: true,
        perShopperLimit: 1,
        validFrom: null,
        validUntil: null,
      },
    }),
  );
  try {
    await page.goto(`${kesar!.origin}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(page, 'Kavya Iyer');
    const addressIndex = await saveAddress(page);
    const search = await ok<{
      data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
    }>(await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`));
    const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
    await ok(
      await page.request.post('/api/cart/v2', { data: { productId: hit.product.productId, quantity: 2 } }),
    );

    await page.goto(`${kesar!.origin}/checkout?address=${addressIndex}`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const totalBefore = await summary.getByRole('button', { name: /^Place order/ }).textContent();

    // A code the shop does not have is refused beside the box; the order stays priced without it.
    const box = summary.getByRole('textbox', { name: 'Coupon code' });
    await box.fill('NOSUCHCODE');
    // Enter applies it, as the Apply button beside it does (scrolled under the sticky header here).
    await box.press('Enter');
    await expect(summary.getByText('The coupon NOSUCHCODE is not valid in this shop.')).toBeVisible();
    await expect(summary.getByRole('button', { name: /^Place order/ })).toHaveText(totalBefore!);

    // Typed in small letters: codes are the same in any case.
    await box.fill(code.toLowerCase());
    await box.press('Enter');
    const goods = Math.round(product.price * 100) * 2;
    const discount = Math.floor((goods * 10 * 2 + 100) / 200);
    const rupees = (paise: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
    await expect(summary.getByRole('status')).toContainText(
      `${code} applied · 10% off: you save ${rupees(discount)}`,
    );
    await expect(summary.getByText(`Coupon ${code}`)).toBeVisible();
    await expect(summary.getByText(`− ${rupees(discount)}`)).toBeVisible();
    // GST is on the discounted value, inside the price, half CGST and half SGST (a Pune address).
    const taxed = goods - discount;
    const gst = Math.floor(
      (2 * taxed * product.gstRate + (100 + product.gstRate)) / (2 * (100 + product.gstRate)),
    );
    const delivery = goods >= 99_900 ? 0 : 4_900;
    const deliveryGst =
      delivery &&
      Math.floor((2 * delivery * product.gstRate + (100 + product.gstRate)) / (2 * (100 + product.gstRate)));
    const cgst = Math.floor((gst + 1) / 2) + Math.floor((deliveryGst + 1) / 2);
    await expect(summary.getByText('CGST included').locator('..')).toContainText(rupees(cgst));
    const total = taxed + delivery;
    const placeButton = summary.getByRole('button', {
      name: `Place order (₹ ${(total / 100).toLocaleString('en-IN', { minimumFractionDigits: 2 })})`,
    });
    await expect(placeButton).toBeVisible();

    // By keyboard: a tap target scrolled just under the phone's sticky header is the header's.
    await summary.getByRole('radio', { name: /^Cash on delivery/ }).focus();
    await page.keyboard.press('Space');
    await expect(summary.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
    await placeButton.click();
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
    await page.getByRole('link', { name: 'View order details' }).click();
    await expect(page.getByText(`Coupon ${code}`)).toBeVisible();
  } finally {
    await ok(
      await request.put(`/api/admin/coupons/${created.data.couponId}/paused`, {
        headers,
        data: { paused: true },
      }),
    );
  }
});
