import { expect, test } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { advanceOrder, ok, placeOrder, saveAddress, signInAsOwner } from './orders-api.ts';
import { signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';
import { samplePng } from './picture.ts';

const [kesar] = TENANTS;
/** A simple product with stock to spare that may be paid for on delivery; it has the seed's demo reviews. */
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock > 20 && p.availableOnCod !== false && p.reviews.length > 0,
)!;

test.use({ viewport: { width: 390, height: 844 } });
// Signing up through the dialog and the owner's sign-in: more than 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a shopper whose order was delivered reviews the product and sees it on its page', async ({
  page,
  request,
}) => {
  await page.goto(`${kesar!.origin}/`);
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  await signUpInDialog(page, 'Meera Joshi');
  const addressIndex = await saveAddress(page);
  const order = await placeOrder(page, { lines: [{ sku: product.sku, quantity: 1 }], addressIndex });
  const token = await signInAsOwner(request);
  for (const status of ['PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED'] as const)
    await advanceOrder(request, token, order.orderId, status);

  const search = await ok<{ data: { hits: Array<{ product: { productId: string; productSKU: string } }> } }>(
    await page.request.get(`/api/search/alldata?q=${encodeURIComponent(product.sku)}`),
  );
  const { productId } = search.data.hits.find((hit) => hit.product.productSKU === product.sku)!.product;
  await page.goto(`${kesar!.origin}/products/${product.sku}/${productId}`);
  const reviews = page.getByRole('region', { name: 'Customer reviews' });
  await expect(reviews.getByTestId('rating-summary')).toContainText(`${product.reviews.length} reviews`);
  await expect(reviews.getByText('Demo review').first()).toBeVisible();

  const form = page.getByRole('form', { name: 'Write a review' });
  await form.getByText('4', { exact: true }).click();
  await form.getByLabel('Title').fill('Good value');
  await form.getByLabel('Your review').fill('Arrived well packed; <b>cooks</b> evenly on our gas stove.');
  await form.getByRole('button', { name: 'Post your review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'your review is saved' })).toBeVisible();

  const mine = reviews.getByTestId('review').filter({ hasText: 'Good value' });
  await expect(mine).toContainText('Verified buyer');
  await expect(mine).toContainText('Meera J.');
  await expect(mine).toContainText('Arrived well packed; cooks evenly on our gas stove.');
  await expect(reviews.getByTestId('rating-summary')).toContainText(`${product.reviews.length + 1} reviews`);
  await expect(page.getByRole('form', { name: 'Edit your review' })).toBeVisible();

  // A photo on the review: a file that is no picture is refused, a PNG shows with the review.
  const photos = page.getByRole('region', { name: 'Photos on your review' });
  await photos.getByLabel('Add a photo').setInputFiles({
    name: 'note.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photos.getByRole('alert')).toHaveText('Choose a JPEG, PNG or WebP photo.');
  await photos
    .getByLabel('Add a photo')
    .setInputFiles({ name: 'cooker.png', mimeType: 'image/png', buffer: samplePng() });
  await photos.getByRole('button', { name: 'Upload photo' }).click();
  await expect(photos.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await mine.getByRole('button', { name: 'Zoom photo 1 of 1' }).click();
  await expect(
    page.locator('.yarl__root').getByRole('img', { name: 'Photo from Meera J., picture 1' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.yarl__root')).toHaveCount(0);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const ld = jsonLd.map((text) => JSON.parse(text) as { '@type': string; aggregateRating?: object });
  expect(ld.find((entry) => entry['@type'] === 'Product')?.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    reviewCount: product.reviews.length + 1,
  });
});
