import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { advanceOrder, ok, placeOrder, saveAddress, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { switchToHindi } from './language.ts';

/*
 * Decision 0095, the order screens: a shopper who switched Kesar to हिन्दी follows a delivered order,
 * asks to return it (the server's refusal of a short reason in Hindi too), cancels another order,
 * reviews the product, checks delivery to a pincode and reads the payment status page, all in Hindi.
 */
const [kesar] = TENANTS;
/**
 * A simple product with stock to spare, paid for on delivery and returnable, with the seed's demo
 * reviews, that no other journey reviews (reviews.spec.ts counts the first such product's reviews).
 */
const product = kesarHome.catalog.products.filter(
  (p) =>
    !p.variants &&
    p.stock > 20 &&
    p.availableOnCod !== false &&
    p.returnable !== false &&
    p.reviews.length > 0,
)[1]!;

test.use({ viewport: { width: 390, height: 844 } });
// Signing up, placing two orders and the owner's sign-in: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('in Hindi a shopper follows, returns and cancels orders, reviews the product and checks delivery', async ({
  page,
  request,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Ritu Verma');
  const addressIndex = await saveAddress(page);
  const lines = [{ sku: product.sku, quantity: 1 }];
  const delivered = await placeOrder(page, { lines, addressIndex });
  const toCancel = await placeOrder(page, { lines, addressIndex });
  const token = await signInAsOwner(request);
  for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const)
    await advanceOrder(request, token, delivered.orderId, status);
  await switchToHindi(page);

  // The delivered order: its tracking steps in Hindi.
  await page.goto(`${kesar!.origin}/account/order-details/${delivered.orderId}`);
  const tracking = page.getByRole('list', { name: 'ऑर्डर ट्रैकिंग' });
  await expect(tracking).toContainText('ऑर्डर दिया गया');
  await expect(tracking).toContainText('डिलीवरी के लिए निकला');
  await expect(tracking).toContainText('डिलीवर हो गया');
  await expect(page.getByRole('heading', { name: 'डिलीवरी का पता' })).toBeVisible();

  // A return: a reason too short is refused in Hindi, a longer one is sent.
  const returns = page.getByRole('region', { name: 'वापसी', exact: true });
  await returns.getByText('वापसी का अनुरोध करें').click();
  await expect(returns).toContainText(product.name);
  const reason = returns.getByLabel('आप इसे क्यों लौटा रहे हैं?');
  await reason.fill('टूटा');
  await returns.getByRole('button', { name: 'वापसी का अनुरोध भेजें' }).click();
  await expect(returns.getByText('थोड़ा और बताइए: कम से कम 10 अक्षर')).toBeVisible();
  await returns.getByLabel('आप इसे क्यों लौटा रहे हैं?').fill('ढक्कन पहले ही दिन ढीला हो गया।');
  await returns.getByRole('button', { name: 'वापसी का अनुरोध भेजें' }).click();
  await expect(returns.getByRole('status')).toHaveText('आपका वापसी अनुरोध दुकान को भेज दिया गया है।');
  await expect(returns.getByTestId('return-status')).toContainText('वापसी का अनुरोध किया गया');
  await expect(returns.getByRole('region', { name: 'लौटाए जा रहे सामान की फ़ोटो' })).toBeVisible();

  // The other order, cancelled before dispatch.
  await page.goto(`${kesar!.origin}/account/order-details/${toCancel.orderId}`);
  const cancel = page.getByRole('region', { name: 'ऑर्डर रद्द करें' });
  await cancel.getByText('यह ऑर्डर रद्द करें…').click();
  await cancel.getByRole('button', { name: 'हाँ, मेरा ऑर्डर रद्द करें' }).click();
  await expect(cancel.getByRole('status')).toHaveText('आपका ऑर्डर रद्द हो गया है।');
  await expect(page.getByText('यह ऑर्डर रद्द कर दिया गया था और भेजा नहीं जाएगा।')).toBeVisible();

  // The product page: the review form and the delivery check.
  const search = await ok<{ data: { hits: Array<{ product: { productId: string; productSKU: string } }> } }>(
    await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`),
  );
  const { productId } = search.data.hits.find((hit) => hit.product.productSKU === product.sku)!.product;
  await page.goto(`${kesar!.origin}/products/${product.sku}/${productId}`);
  const reviews = page.getByRole('region', { name: 'ग्राहकों की समीक्षाएँ' });
  await expect(reviews.getByText('डेमो समीक्षा').first()).toBeVisible();
  const form = page.getByRole('form', { name: 'समीक्षा लिखें' });
  await form.getByRole('radio', { name: '5 स्टार' }).check({ force: true });
  await form.getByLabel('शीर्षक').fill('बढ़िया');
  await form.getByLabel('आपकी समीक्षा').fill('खाना जल्दी और बराबर पकता है।');
  await form.getByRole('button', { name: 'अपनी समीक्षा पोस्ट करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'आपकी समीक्षा सहेज ली गई है' })).toBeVisible();
  const mine = reviews.getByTestId('review').filter({ hasText: 'बढ़िया' });
  await expect(mine).toContainText('सत्यापित ख़रीदार');
  await expect(page.getByRole('form', { name: 'अपनी समीक्षा बदलें' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'आपकी समीक्षा की फ़ोटो' })).toBeVisible();

  const check = page.getByRole('form', { name: 'डिलीवरी जाँचें' });
  await check.getByPlaceholder('पिनकोड').fill('411016');
  await check.getByRole('button', { name: 'जाँचें' }).click();
  await expect(check.getByRole('status')).toContainText('411016 पर');
  await expect(check.getByRole('status')).toContainText('डिलीवरी');

  // The payment status pages of both orders.
  await page.goto(`${kesar!.origin}/payment-status?orderId=${delivered.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'धन्यवाद! आपका ऑर्डर दे दिया गया है' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ऑर्डर का विवरण देखें' })).toBeVisible();
  await page.goto(`${kesar!.origin}/payment-status?orderId=${toCancel.orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'ऑर्डर रद्द' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'कार्ट पर वापस जाएँ' })).toBeVisible();
});
