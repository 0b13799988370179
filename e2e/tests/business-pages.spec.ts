import { expect, test, type Page } from '@playwright/test';
import { TENANTS } from './tenants.ts';

const [kesar, veerya] = TENANTS;
const BUSINESS_LINKS = [
  { name: 'Distributors', path: '/distributors' },
  { name: 'Service Centres', path: '/service-centres' },
  { name: 'Maintenance & Troubleshooting', path: '/maintenance-troubleshooting' },
] as const;
const serviceCentres = veerya.seed.serviceCentres!;
const guides = veerya.seed.maintenanceGuides!;

const cards = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('article');

test.describe('a briefcase shop with its business pages switched on', () => {
  test('links them from the header and the footer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${veerya.origin}/`);
    const footerLinks = page.getByRole('contentinfo').getByRole('navigation', { name: 'Useful Links' });
    for (const { name, path } of BUSINESS_LINKS)
      await expect(footerLinks.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);

    await page
      .getByRole('navigation', { name: 'Site links' })
      .getByRole('button', { name: 'Useful Links' })
      .click();
    const menu = page.getByRole('menu');
    for (const { name } of BUSINESS_LINKS) await expect(menu.getByRole('menuitem', { name })).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Service Centres' }).click();
    await expect(page).toHaveURL(/\/service-centres$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Service Centres' })).toBeVisible();
  });

  test('narrows the service centres to one city and back', async ({ page }) => {
    const cityCount = new Set(serviceCentres.map((centre) => centre.city)).size;
    const rajkot = serviceCentres.filter((centre) => centre.city === 'Rajkot');
    await page.goto(`${veerya.origin}/service-centres`);
    await expect(page.getByRole('status')).toHaveText(
      `${serviceCentres.length} service centres in ${cityCount} cities`,
    );
    await expect(cards(page)).toHaveCount(serviceCentres.length);

    await page.getByLabel('City').selectOption('Rajkot');
    await expect(page).toHaveURL(/\/service-centres\?city=Rajkot$/);
    await expect(page.getByRole('status')).toHaveText(`${rajkot.length} service centres in Rajkot`);
    await expect(cards(page)).toHaveCount(rajkot.length);
    const first = cards(page).first();
    await expect(first.getByRole('heading', { name: rajkot[0]!.name })).toBeVisible();
    await expect(first.getByRole('link', { name: `Call ${rajkot[0]!.phone}` })).toHaveAttribute(
      'href',
      `tel:+91${rajkot[0]!.phone.replace(/\D/g, '').slice(-10)}`,
    );

    await page.getByLabel('City').selectOption('');
    await expect(page).toHaveURL(/\/service-centres$/);
    await expect(cards(page)).toHaveCount(serviceCentres.length);
  });

  test('says so when no partner is in the city asked for', async ({ page }) => {
    await page.goto(`${veerya.origin}/distributors?city=Shimla`);
    await expect(page.getByText('No distributors in “Shimla” yet.')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('opens a maintenance guide from the list', async ({ page }) => {
    const guide = guides[3]!;
    await page.goto(`${veerya.origin}/maintenance-troubleshooting`);
    await expect(page.getByRole('main').getByRole('link', { name: /Read the guide$/ })).toHaveCount(
      guides.length,
    );
    await page.getByRole('link', { name: guide.title }).click();
    await expect(page).toHaveURL(/\/maintenance-troubleshooting\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(guide.summary);
    await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${guide.title} | ${veerya.seed.customer.brandDetails[0]!.appName}`);

    const response = await page.goto(`${veerya.origin}/maintenance-troubleshooting/not-a-guide`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the city filter is a plain form', async ({ page }) => {
    const distributors = veerya.seed.distributors!;
    const ahmedabad = distributors.filter((distributor) => distributor.city === 'Ahmedabad');
    await page.goto(`${veerya.origin}/distributors`);
    await expect(cards(page)).toHaveCount(distributors.length);
    await page.getByLabel('City').selectOption('Ahmedabad');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\/distributors\?city=Ahmedabad$/);
    await expect(cards(page)).toHaveCount(ahmedabad.length);
    await expect(page.getByRole('status')).toHaveText(`${ahmedabad.length} distributors in Ahmedabad`);
  });
});

test.describe('a shop with the business pages switched off', () => {
  test('does not link them, and shows them as not found', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${kesar.origin}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
    for (const { name } of BUSINESS_LINKS) await expect(footer.getByRole('link', { name })).toHaveCount(0);
    await page
      .getByRole('navigation', { name: 'Site links' })
      .getByRole('button', { name: 'Useful Links' })
      .click();
    await expect(page.getByRole('menuitem', { name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('menuitem')).toHaveCount(1);

    for (const { path } of BUSINESS_LINKS) {
      const response = await page.goto(`${kesar.origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
  });
});
