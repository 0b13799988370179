import { expect, test, type Page } from '@playwright/test';
import { kesarHome } from '../../apps/api/src/db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { newMobile, signUpInDialog } from './sign-in.ts';
import { TENANTS } from './tenants.ts';

const [kesar, veerya] = TENANTS;
const products = kesarHome.catalog.products;
const unitPrice = (item: { price: number; specialPrice?: number }) => item.specialPrice ?? item.price;
const rupees = (amount: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(
    amount,
  );

/** Product cards' prices in page order, as numbers. */
async function cardPrices(page: Page) {
  const texts = await page
    .locator('main article')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('.text-base')?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test.describe('catalogue', () => {
  test('home shows category tiles, product sections and new arrivals from the shop data', async ({
    page,
  }) => {
    await page.goto(`${kesar.origin}/`);
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    for (const category of kesarHome.categories)
      await expect(tiles.getByRole('link', { name: category.name })).toBeVisible();
    for (const section of kesarHome.catalog.sections)
      await expect(page.getByRole('heading', { name: section.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
  });

  test('a category lists its subcategories’ products with breadcrumbs, sort, brand filter and pages', async ({
    page,
  }) => {
    await page.goto(`${kesar.origin}/`);
    await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: 'Cookware' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cookware' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
    const inCookware = products.filter((product) => product.category.startsWith('Cookware'));
    await expect(page.getByRole('status')).toHaveText(`${inCookware.length} products`);
    await expect(
      page.getByRole('navigation', { name: 'Subcategories' }).getByRole('link', { name: 'Pressure Cookers' }),
    ).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price-asc');
    await expect(page).toHaveURL(/sort=price-asc/);
    // The address changes before the sorted listing has arrived.
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.every((price, index) => index === 0 || prices[index - 1]! <= price) && prices[0];
      })
      .toBe(Math.min(...inCookware.map(unitPrice)));

    const brand = inCookware[0]!.brand;
    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: new RegExp(brand) })
      .check();
    await expect(page).toHaveURL(/brand=/);
    await expect(page.getByRole('status')).toHaveText(
      new RegExp(`^${inCookware.filter((product) => product.brand === brand).length} products?$`),
    );
  });

  test('the other category addresses show the same listing', async ({ page }) => {
    await page.goto(`${kesar.origin}/`);
    const href = await page
      .getByRole('region', { name: 'Shop by category' })
      .getByRole('link', { name: 'Storage' })
      .getAttribute('href');
    const [, , id, slug] = href!.split('/');
    for (const path of [`/categories/${id}/${slug}`, `/product/list/category/${id}/${slug}`]) {
      await page.goto(`${kesar.origin}${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    }
  });

  test('a configurable product opens on its cheapest variant and the address follows the chosen one', async ({
    page,
  }) => {
    const product = products.find((p) => p.variants && new Set(p.variants.map((v) => v.price)).size > 2)!;
    const cheapest = product.variants!.reduce((a, b) => (b.price < a.price ? b : a));
    await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(product.sku)}`);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByTestId('stock-status')).toHaveText(
      cheapest.stock > 0 ? /Stock is Available/ : /Out of Stock/,
    );
    await expect(page.getByText(rupees(unitPrice(cheapest)), { exact: true }).first()).toBeVisible();

    const [key] = Object.keys(cheapest.options);
    const other = product.variants!.find((variant) => variant.options[key!] !== cheapest.options[key!])!;
    await page
      .getByRole('link', { name: new RegExp(`^${escape(other.options[key!]!)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/products/${other.sku}/`));
    await expect(page.getByText(`${key}: ${other.options[key!]}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await expect(page.getByText(product.reviews[0].title)).toBeVisible();
  });

  test('an out-of-stock product says so', async ({ page }) => {
    const soldOut = products.find((p) => !p.variants && p.stock === 0)!;
    await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(soldOut.sku)}`);
    await page.getByRole('link', { name: soldOut.name }).first().click();
    await expect(page.getByTestId('stock-status')).toHaveText('Out of Stock');
  });

  test('on a phone, a shopper asks to hear when an out-of-stock product is back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const soldOut = products.find((p) => !p.variants && p.stock === 0)!;
    await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(soldOut.sku)}`);
    await page.getByRole('link', { name: soldOut.name }).first().click();
    await page.getByRole('button', { name: 'Sign in to hear when it is back' }).click();
    const mobile = newMobile();
    await signUpInDialog(page, 'Kavya Iyer', mobile);
    await page.getByRole('button', { name: 'Notify me when back in stock' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We will send an SMS' })).toHaveText(
      `We will send an SMS to ${mobile} when it is back in stock.`,
    );
  });

  test('a product page shows the products viewed before it, newest first, and not itself', async ({
    page,
  }) => {
    const [first, second, third] = products.filter((p) => !p.variants);
    const open = async (product: typeof first) => {
      await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(product!.sku)}`);
      await page.getByRole('link', { name: product!.name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
    };
    const recentlyViewed = page.getByRole('region', { name: 'Recently viewed' });
    await open(first);
    await expect(recentlyViewed).toHaveCount(0);
    await open(second);
    await open(third);
    await expect(recentlyViewed.getByRole('link')).toHaveText([second!.name, first!.name]);
    await recentlyViewed.getByRole('link', { name: first!.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
    await expect(recentlyViewed.getByRole('link')).toHaveText([third!.name, second!.name]);
  });

  test('an unknown product or category is the not-found screen with a 404', async ({ page }) => {
    for (const path of [
      '/products/NOPE/00000000-0000-4000-8000-000000000000/nothing',
      '/products/NOPE/not-an-id',
      '/category/00000000-0000-4000-8000-000000000000/nothing',
    ]) {
      const response = await page.goto(`${kesar.origin}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });

  test('the briefcase shop hides prices but shows brand and SKU', async ({ page }) => {
    const product = veeryaFlowtech.catalog.products.find((p) => !p.variants)!;
    await page.goto(`${veerya.origin}/search?q=${encodeURIComponent(product.sku)}`);
    await expect(page.locator('main')).not.toContainText('₹');
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page.getByText(`SKU: ${product.sku}`)).toBeVisible();
    await expect(page.locator('main')).not.toContainText('₹');
  });
});

test.describe('search', () => {
  test('the full bar finds pumps from "pum" and valves from a misspelt "vlave"', async ({ page }) => {
    await page.goto(`${veerya.origin}/`);
    const bar = page.getByRole('banner').getByPlaceholder('Search menu...');
    await bar.fill('  pum  ');
    await bar.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=pum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “pum”');
    await expect(page.locator('main article').first()).toContainText(/Pump/);

    await page.goto(`${veerya.origin}/search?q=vlave`);
    await expect(page.locator('main article').first()).toContainText(/Valve/);
    await expect(page.getByText(/Also showing results for .*valve/)).toBeVisible();
  });

  test('an empty term goes nowhere', async ({ page }) => {
    await page.goto(`${kesar.origin}/aboutus`);
    await page.getByRole('banner').getByPlaceholder('Search menu...').fill('   ');
    await page.getByRole('banner').getByRole('button', { name: 'Submit search' }).click();
    await expect(page).toHaveURL(/\/aboutus$/);
  });

  test('the phone dialog suggests recent searches and products while typing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${kesar.origin}/search?q=kadai`);
    await page.evaluate(() =>
      localStorage.setItem('vitrine.recentSearches', JSON.stringify(['copper bottle', 'kadai'])),
    );
    await page.getByRole('button', { name: 'Search...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog.getByPlaceholder('What are you looking for?')).toBeFocused();
    await expect(dialog.getByText('Search by')).toBeVisible();
    await dialog.getByPlaceholder('What are you looking for?').fill('copp');
    const suggestions = dialog.getByRole('list', { name: 'Suggestions' });
    await expect(suggestions.getByRole('link', { name: /copper bottle\s*Recent/ })).toBeVisible();
    await expect(suggestions.getByRole('link', { name: /kadai/ })).toHaveCount(0);
    await expect(suggestions.getByRole('link').nth(1)).toContainText(/Copper/i);
    await dialog.getByPlaceholder('What are you looking for?').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=copp$/);
  });

  test('the phone menu has the "Search Panel"', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${kesar.origin}/`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('region', { name: 'Search Panel' });
    await panel.getByPlaceholder('Search menu...').fill('tawa');
    await panel.getByPlaceholder('Search menu...').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=tawa$/);
  });
});

test.describe('SEO', () => {
  test('a product page has its canonical address, Open Graph and JSON-LD Product and BreadcrumbList', async ({
    page,
  }) => {
    const product = products.find((p) => !p.variants && p.stock > 0)!;
    await page.goto(`${kesar.origin}/search?q=${encodeURIComponent(product.sku)}`);
    await page.getByRole('link', { name: product.name }).first().click();
    await expect(page).toHaveTitle(`${product.name} | ${kesarHome.customer.brandDetails[0]!.appName}`);
    const canonical = await page.locator('link[rel=canonical]').getAttribute('href');
    expect(canonical).toBe(page.url());
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')));
    const productLd = jsonLd.find((item) => item['@type'] === 'Product');
    expect(productLd).toMatchObject({
      name: product.name,
      sku: product.sku,
      offers: {
        priceCurrency: 'INR',
        price: unitPrice(product).toFixed(2),
        availability: 'https://schema.org/InStock',
      },
    });
    expect(
      jsonLd.find((item) => item['@type'] === 'BreadcrumbList').itemListElement.length,
    ).toBeGreaterThanOrEqual(3);
    // Shared on WhatsApp with its name and canonical address.
    await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${product.name} ${canonical}`)}`,
    );
  });

  test('each shop has its own sitemap.xml and robots.txt', async ({ page }) => {
    // Fetched by the browser, which resolves the shops' *.localhost names (Node does not).
    const text = async (url: string) => (await page.goto(url))!.text();
    for (const { seed, origin } of TENANTS) {
      expect(await text(`${origin}/robots.txt`)).toContain(`Sitemap: ${origin}/sitemap.xml`);
      const sitemap = await text(`${origin}/sitemap.xml`);
      expect(sitemap.match(/<loc>/g)!.length).toBeGreaterThanOrEqual(seed.catalog.products.length);
      expect(sitemap).toContain(`<loc>${origin}/products/${seed.catalog.products[0]!.sku}/`);
      // The briefcase's own pages are listed only where its switches turn them on.
      expect(sitemap.includes(`<loc>${origin}/service-centres</loc>`)).toBe(
        seed.customer.uiFeatures.showServiceCenters,
      );
    }
    expect(await text(`${kesar.origin}/sitemap.xml`)).not.toContain(veeryaFlowtech.catalog.products[0]!.sku);
  });
});

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
