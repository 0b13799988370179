import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { newMobile } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { languageSwitch } from './language.ts';

/*
 * Decision 0095: the shopper's switch turns the storefront to Hindi (a cookie, by a plain form post)
 * and back; amounts are written in hi-IN. The shops' default language stays English for the other
 * journeys (the owner's setting is the API's and the unit tests' to cover).
 */
const [kesar, veerya] = TENANTS;
const product = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 5 && !p.specialPrice)!;
const inHindi = (value: number, style: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat('hi-IN', style).format(value);
const rupees = (value: number) =>
  inHindi(value, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const amount = (value: number) => inHindi(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

test.use({ viewport: { width: 390, height: 844 } });

test('a shopper on a phone switches Kesar to हिन्दी, shops in Hindi with hi-IN amounts, and switches back', async ({
  page,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveURL(`${kesar!.origin}/`);
  const bottomBar = page.getByRole('navigation', { name: 'मोबाइल' });
  await expect(bottomBar.getByRole('link', { name: 'होम' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'खोजें...' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'श्रेणी के अनुसार खरीदें' })).toBeVisible();

  // The product page: the shop's own words stay as written, the page's own in Hindi, amounts in hi-IN.
  await page.goto(`${kesar!.origin}/search?q=${encodeURIComponent(product.sku)}`);
  await expect(page.getByRole('heading', { level: 1, name: `“${product.sku}” के नतीजे` })).toBeVisible();
  await page.getByRole('link', { name: product.name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByTestId('stock-status')).toContainText('स्टॉक उपलब्ध है');
  await expect(page.getByText(rupees(product.price), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'इस प्रोडक्ट के बारे में', exact: true })).toBeVisible();

  // A guest's add asks for sign-in, in Hindi too; then the cart.
  await page.getByRole('button', { name: 'कार्ट में डालें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'साइन इन / साइन अप' })).toBeVisible();
  await dialog.getByLabel('मोबाइल नंबर').fill(newMobile());
  await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
  const notice = dialog.getByText(/डेमो शॉप: आपका OTP है \d{4}/);
  await expect(notice).toBeVisible();
  await dialog.getByLabel('OTP').fill(/(\d{4})/.exec((await notice.textContent()) ?? '')![1]!);
  await dialog.getByRole('button', { name: 'OTP सत्यापित करें' }).click();
  await dialog.getByLabel('पूरा नाम').fill('कविता शर्मा');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'साइन अप पूरा करें' }).click();
  await expect(dialog.getByText('स्वागत है कविता शर्मा! लॉगिन सफल रहा।')).toBeVisible();
  await dialog.getByRole('button', { name: 'बंद करें' }).click();

  const drawer = page.getByRole('dialog', { name: 'कार्ट (कुल आइटम 1)' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: `चेकआउट करें (₹ ${amount(product.price)})` })).toBeVisible();
  await drawer.getByRole('link', { name: 'कार्ट देखें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'कार्ट (कुल आइटम 1)' })).toBeVisible();
  await expect(page.getByText('क़ीमत (1 आइटम)')).toBeVisible();

  // Back to English: the same page, SPEC's words again.
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page).toHaveURL(`${kesar!.origin}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart (Total Items 1)' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Home' }),
  ).toBeVisible();
});

test('in Hindi the shop’s frame, page titles and the server’s refusals are Hindi too', async ({ page }) => {
  await page.goto(`${kesar!.origin}/`);
  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.getByRole('complementary', { name: 'डेमो शॉप' })).toContainText(
    'यहाँ कोई असली ऑर्डर या भुगतान नहीं होता',
  );
  await expect(page.getByRole('region', { name: 'ख़ास' })).toBeVisible();

  // A wrong code: the API's English refusal is said in Hindi, with its count of tries.
  await page.getByRole('banner').getByRole('button', { name: 'लॉगिन' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('मोबाइल नंबर').fill(newMobile());
  await dialog.getByRole('button', { name: 'OTP भेजें' }).click();
  const notice = dialog.getByText(/डेमो शॉप: आपका OTP है \d{4}/);
  const code = /(\d{4})/.exec((await notice.textContent()) ?? '')![1]!;
  await dialog.getByLabel('OTP').fill(String((Number(code) + 1) % 10_000).padStart(4, '0'));
  await dialog.getByRole('button', { name: 'OTP सत्यापित करें' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(/^OTP ग़लत है। \d कोशिश(ें)? बाकी है(ं)?।$/);
  await dialog.getByRole('button', { name: 'बंद करें' }).click();

  await page.goto(`${kesar!.origin}/no-such-page`);
  await expect(page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeVisible();
  await expect(page).toHaveTitle(/^पेज नहीं मिला \| /);
  await page.getByRole('link', { name: 'होम पर वापस जाएँ' }).click();
  await expect(page).toHaveURL(`${kesar!.origin}/`);

  // Veerya keeps its own pick: switched there too, its partner pages count in Hindi.
  await page.goto(`${veerya!.origin}/service-centres`);
  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.getByRole('heading', { level: 1, name: 'सर्विस सेंटर' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/^\d+ शहरों में \d+ सर्विस सेंटर$/);
  await expect(page.getByLabel('शहर')).toBeVisible();
  await page.goto(`${veerya!.origin}/maintenance-troubleshooting`);
  await expect(page.getByRole('heading', { level: 1, name: 'रखरखाव और समस्या समाधान' })).toBeVisible();
  await expect(page.getByRole('link', { name: /गाइड पढ़ें/ }).first()).toBeVisible();
});

test.describe('before the page’s scripts run', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain form: Veerya answers in Hindi, and each shop keeps its own pick', async ({
    page,
  }) => {
    await page.goto(`${veerya!.origin}/`);
    await languageSwitch(page, 'हिन्दी').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('contentinfo')).toContainText(`डिजिटल ब्रीफ़केस, `);
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: 'उपयोगी लिंक' })).toBeVisible();
    // The cookie is the host's: Kesar, on another host, still speaks English.
    await page.goto(`${kesar!.origin}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });
});

test('an English page downloads no Hindi strings; a Hindi page fetches them and stays Hindi once hydrated', async ({
  page,
}) => {
  const hindiHeading = 'श्रेणी के अनुसार खरीदें';
  const scriptsWithHindi: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text()).includes(hindiHeading)) scriptsWithHindi.push(response.url());
  });
  await page.goto(`${kesar!.origin}/`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Shop by Category' })).toBeVisible();
  expect(scriptsWithHindi).toEqual([]);

  await languageSwitch(page, 'हिन्दी').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.waitForLoadState('networkidle');
  expect(scriptsWithHindi).toHaveLength(1);
  await expect(page.getByRole('heading', { name: hindiHeading })).toBeVisible();
  // Hydrated: the search opens in the browser, in Hindi.
  await page.getByRole('banner').getByRole('button', { name: 'खोजें...' }).click();
  await expect(page.getByRole('dialog').getByRole('searchbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await languageSwitch(page, 'English').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
});
