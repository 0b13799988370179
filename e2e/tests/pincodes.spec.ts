import { expect, test, type Locator, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { openConsole, expectFitsThePhone, PHONE } from './console-pages.ts';
import { ok, PUNE_ADDRESS, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar] = TENANTS;
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false,
)!;
/** Screenshots for a person to look at (decision 0091), only when asked: PINCODE_SHOTS=1. */
const SHOTS = process.env.PINCODE_SHOTS ? 'test-results/tour-pincodes' : null;
const shoot = async (page: Page, name: string, near: Locator) => {
  if (!SHOTS) return;
  for (const width of [PHONE.width, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : PHONE.height });
    await near.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(PHONE);
};
/** India's day `days` after today as the storefront writes it: 05 Dec 26. */
const indiaDay = (days: number) =>
  new Intl.DateTimeFormat('en-IN', {
    year: '2-digit',
    month: 'short',
    day: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(Date.now() + days * 86_400_000));

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 180_000 });

test('on a phone the owner lists pincodes, a shopper checks delivery on the product page and checkout refuses an address the shop does not reach', async ({
  page,
  browser,
  request,
}) => {
  const authorization = `Bearer ${await signInAsOwner(request)}`;
  const headers = { authorization, 'x-customer-id': kesarHome.customer.id };
  try {
    // The owner, in the console: a bad file is refused line by line, a good one replaces the list.
    await openConsole(page, kesar!.origin, kesarHome.owner.mobile);
    await page.goto(`${kesar!.origin}/admin/settings/delivery`);
    const areas = page.getByRole('region', { name: 'Where you deliver' });
    await expect(areas.getByText('No pincodes listed yet.')).toBeVisible();
    const upload = async (csv: string) => {
      await areas.getByLabel('Pincodes CSV (replaces the list)').setInputFiles({
        name: 'pincodes.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await areas.getByRole('button', { name: 'Upload pincodes' }).click();
    };
    await upload('pincode,cod,days\n411016,yes,3\n01234,yes,2\n');
    await expect(areas.getByRole('alert')).toContainText('1 problem found: nothing was changed.');
    await expect(areas.getByRole('alert')).toContainText('Line 3: “01234” is not a pincode');
    await upload('pincode,cod,days\n411016,yes,3\n411001,no,2\n');
    await expect(areas.getByRole('status')).toHaveText('2 pincodes saved.');
    await expect(areas.getByText('2 pincodes listed, 1 with cash on delivery.')).toBeVisible();
    await areas.getByRole('radio', { name: /^Listed pincodes only/ }).check();
    await areas.getByRole('button', { name: 'Save where you deliver' }).click();
    await expect(areas.getByRole('status')).toHaveText('Checkout now takes only the listed pincodes.');
    await expect(areas.getByRole('radio', { name: /^Listed pincodes only/ })).toBeChecked();
    await expect(areas.getByRole('link', { name: 'Download list' })).toBeVisible();
    await expectFitsThePhone(page, 'Settings → Delivery');
    await shoot(page, 'console-delivery', areas);

    // A shopper on the product page: a listed pincode shows the day it should arrive; another is refused.
    const shopperContext = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const shopper = await shopperContext.newPage();
    const search = await ok<{
      data: { hits: Array<{ product: { productId: string; productSKU: string } }> };
    }>(await request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`, { headers }));
    const hit = search.data.hits.find((candidate) => candidate.product.productSKU === product.sku)!;
    await shopper.goto(`${kesar!.origin}/products/${product.sku}/${hit.product.productId}/x`);
    await expect(shopper.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const checkForm = shopper.getByRole('form', { name: 'Check delivery' });
    await checkForm.getByLabel('Check delivery').fill('411016');
    await checkForm.getByRole('button', { name: 'Check' }).click();
    await expect(checkForm.getByRole('status')).toHaveText(
      `Delivery to 411016 by ${indiaDay(3)} · Cash on delivery available`,
    );
    await expect(shopper).toHaveURL(/\?pincode=411016$/);
    await shoot(shopper, 'product-check', checkForm);
    await checkForm.getByLabel('Check delivery').fill('795001');
    await checkForm.getByRole('button', { name: 'Check' }).click();
    await expect(checkForm.getByRole('status')).toHaveText('Sorry, we do not deliver to 795001 yet.');
    // The page's other parameters stay: the reviews' sort, then a pincode checked while it is on.
    await shopper.goto(`${shopper.url().split('?')[0]}?reviews=recent`);
    await checkForm.getByLabel('Check delivery').fill('411016');
    await checkForm.getByRole('button', { name: 'Check' }).click();
    await expect(checkForm.getByRole('status')).toHaveText(/^Delivery to 411016 by /);
    await expect(shopper).toHaveURL(/\?reviews=recent&pincode=411016$/);
    // Before any script the form is a plain GET of the page, answered on the server.
    const served = await request.get(`${shopper.url().split('?')[0]}?pincode=411001`);
    expect(await served.text()).toContain(`Delivery to 411001 by ${indiaDay(2)} · Prepaid only here`);

    // Checkout refuses an address in Imphal and offers no order button; a Pune one goes through.
    await shopper.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await signUpInDialog(shopper, 'Kavya Iyer');
    const saved = await ok<{ data: { addresses: Array<{ addressIndex: number }> } }>(
      await shopper.request.post('/api/auth/yourAddress', {
        data: { address: { ...PUNE_ADDRESS, city: 'Imphal', state: 'Manipur', pincode: '795001' } },
      }),
    );
    const far = saved.data.addresses.at(-1)!.addressIndex;
    await ok(
      await shopper.request.post('/api/cart/v2', { data: { productId: hit.product.productId, quantity: 1 } }),
    );
    await shopper.goto(`${kesar!.origin}/checkout?address=${far}`);
    const summary = shopper.getByRole('complementary', { name: 'Order summary' });
    await expect(
      summary.getByText(
        'Sorry, this shop does not deliver to pincode 795001. Choose another address, or pick up from the store.',
      ),
    ).toBeVisible();
    await expect(summary.getByRole('button', { name: /^Place order/ })).toHaveCount(0);
    await expectFitsThePhone(shopper, 'Checkout refusing a pincode');
    await shoot(shopper, 'checkout-refused', summary);

    // A listed pincode without cash on delivery: the order is priced with its date, paid online only.
    const near = await ok<{ data: { addresses: Array<{ addressIndex: number }> } }>(
      await shopper.request.post('/api/auth/yourAddress', {
        data: { address: { ...PUNE_ADDRESS, pincode: '411001' } },
      }),
    );
    await shopper.goto(`${kesar!.origin}/checkout?address=${near.data.addresses.at(-1)!.addressIndex}`);
    await expect(summary.getByText(`delivered by ${indiaDay(2)}`)).toBeVisible();
    await expect(summary.getByRole('radio', { name: /^Pay online/ })).toBeVisible();
    await expect(summary.getByRole('radio', { name: /^Cash on delivery/ })).toHaveCount(0);
    await shopperContext.close();
  } finally {
    // Back to all India, as every other journey expects of Kesar.
    await ok(await request.put('/api/admin/delivery-areas/mode', { headers, data: { mode: 'ALL_INDIA' } }));
  }
});
