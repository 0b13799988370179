import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { UI_FEATURE_KEYS, type UiFeatures } from '../../packages/contract/src/customer.ts';
import { categoryPath, productPath } from '../../apps/storefront/app/features/catalog/catalog-paths.ts';
import { veeryaFlowtech } from '../../apps/api/src/db/seed/tenants/veerya-flowtech.ts';
import { ok, signInAsOwner } from './orders-api.ts';
import { inPageApi } from './in-page-api.ts';
import { TENANTS } from './tenants.ts';

/**
 * Every UI feature switch of SPEC §3 has an effect a shopper sees. The shop owner flips them through
 * the API, so this project runs after the journeys (playwright.config.ts) and puts them back at the end.
 * Each switch is seen on and off, in two settings where the switches beside it differ, so an effect
 * wired to the wrong switch shows.
 */
const briefcase = TENANTS[1]!;
const seed = veeryaFlowtech;
const product = seed.catalog.products.find((candidate) => candidate.variants && candidate.brand)!;
const rootCategory = seed.categories.find((category) => category.children?.length)!;

type Check = (page: Page, on: boolean) => Promise<void>;
const shown = (on: boolean) => (on ? 1 : 0);

interface Pages {
  product: string;
  category: string;
}

/** What each switch changes, looked at on the page that shows it. */
const EFFECTS: Record<keyof UiFeatures, { page: keyof Pages | 'home'; check: Check }> = {
  showBrand: {
    page: 'product',
    check: async (page, on) => expect(page.getByTestId('product-brand')).toHaveCount(shown(on)),
  },
  showLargeImage: {
    page: 'category',
    check: async (page, on) => {
      const columns = await page
        .getByTestId('product-grid')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(on ? 3 : 4);
    },
  },
  showProductPrice: {
    page: 'product',
    check: async (page, on) => expect(page.getByText(/Inclusive of all taxes/)).toHaveCount(shown(on)),
  },
  showSKU: {
    page: 'product',
    check: async (page, on) => expect(page.getByText(/^SKU: /)).toHaveCount(shown(on)),
  },
  showSqrCategory: {
    page: 'home',
    check: async (page, on) => {
      const tile = page.getByRole('region', { name: 'Shop by category' }).getByRole('listitem').first();
      const radius = await tile
        .locator('span')
        .first()
        .evaluate((frame) => parseFloat(getComputedStyle(frame).borderTopLeftRadius));
      if (on) expect(radius).toBeLessThan(40);
      else expect(radius).toBeGreaterThan(40);
    },
  },
  showSubcategories: {
    page: 'category',
    check: async (page, on) =>
      expect(page.getByRole('navigation', { name: 'Subcategories' })).toHaveCount(shown(on)),
  },
  showContacts: {
    page: 'product',
    check: async (page, on) => {
      await expect(page.getByRole('heading', { name: 'Questions about this product?' })).toHaveCount(
        shown(on),
      );
      await expect(page.getByTestId('header-contacts')).toHaveCount(shown(on));
    },
  },
  showPos: {
    page: 'product',
    check: async (page, on) => expect(page.getByText(/^Place of service:/)).toHaveCount(shown(on)),
  },
  showQuotationRequest: {
    page: 'product',
    check: async (page, on) =>
      expect(page.getByRole('heading', { name: 'Request a quotation' })).toHaveCount(shown(on)),
  },
  showDistributors: { page: 'home', check: footerLink('Distributors', '/distributors') },
  showServiceCenters: { page: 'home', check: footerLink('Service Centres', '/service-centres') },
  showMaintenanceTroubleshooting: {
    page: 'home',
    check: footerLink('Maintenance & Troubleshooting', '/maintenance-troubleshooting'),
  },
};

/** A business page: linked from the footer and open when on; unlinked and not found when off. */
function footerLink(label: string, path: string): Check {
  return async (page, on) => {
    await expect(page.getByRole('contentinfo').getByRole('link', { name: label })).toHaveCount(shown(on));
    // Asked from the page: the browser resolves *.localhost names, Node does not.
    const status = await page.evaluate(async (url) => (await fetch(url)).status, path);
    expect(status, `${path} with the switch ${on ? 'on' : 'off'}`).toBe(on ? 200 : 404);
  };
}

async function setSwitches(request: APIRequestContext, token: string, switches: Partial<UiFeatures>) {
  await ok(
    await request.patch('/api/admin/customer/ui-features', {
      headers: { authorization: `Bearer ${token}`, 'x-customer-id': seed.customer.id },
      data: switches,
    }),
  );
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('each UI feature switch shows its effect when on and hides it when off', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signInAsOwner(request, seed);
  await page.goto(`${briefcase.origin}/`);
  const { data } = await inPageApi<{
    data: { hits: Array<{ product: { productId: string; productSKU: string; productName: string } }> };
  }>(page, 'GET', `/api/search/alldata?q=${encodeURIComponent(product.sku)}`);
  const { data: tree } = await inPageApi<{
    data: { categories: Array<{ categoryId: string; name: string }> };
  }>(page, 'GET', '/api/catalog/category');
  const category = tree.categories.find((candidate) => candidate.name === rootCategory.name)!;
  const paths: Pages & { home: string } = {
    home: '/',
    product: productPath(data.hits.find((hit) => hit.product.productSKU === product.sku)!.product),
    category: categoryPath(category),
  };

  // Setting A turns every other switch on; setting B is its opposite.
  const settingA = Object.fromEntries(
    UI_FEATURE_KEYS.map((key, index) => [key, index % 2 === 0]),
  ) as UiFeatures;
  const settingB = Object.fromEntries(UI_FEATURE_KEYS.map((key) => [key, !settingA[key]])) as UiFeatures;
  try {
    for (const setting of [settingA, settingB]) {
      await setSwitches(request, token, setting);
      for (const pageName of ['home', 'category', 'product'] as const) {
        await page.goto(`${briefcase.origin}${paths[pageName]}`);
        for (const key of UI_FEATURE_KEYS.filter((candidate) => EFFECTS[candidate].page === pageName)) {
          await test.step(`${key} ${setting[key] ? 'on' : 'off'}`, () =>
            EFFECTS[key].check(page, setting[key]));
        }
      }
    }
  } finally {
    await setSwitches(request, token, seed.customer.uiFeatures);
  }
});
