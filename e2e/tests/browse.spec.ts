import { expect, test } from '@playwright/test';
import { TENANTS } from './tenants.ts';

for (const { seed, origin } of TENANTS) {
  const [root] = seed.categories;
  const child = root!.children!.find((category) => category.children?.length)!;
  const grandchild = child.children![0]!;

  test.describe(`${seed.customer.businessName}: the category browser`, () => {
    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the bottom bar’s Categories opens a drawer of the whole tree', async ({ page }) => {
        await page.goto(`${origin}/aboutus`);
        const tab = page
          .getByRole('navigation', { name: 'Mobile' })
          .getByRole('button', { name: 'Categories' });
        await tab.click();
        const drawer = page.getByRole('dialog', { name: 'Categories' });
        await expect(drawer).toBeVisible();
        const tree = drawer.getByRole('navigation', { name: 'Categories' });
        for (const category of seed.categories)
          await expect(tree.getByRole('link', { name: category.name, exact: true })).toBeVisible();
        await expect(tree.getByRole('link', { name: child.name, exact: true })).toBeHidden();

        // Focus stays in the drawer; Escape closes it and gives focus back to the tab.
        await expect(drawer.locator(':focus')).toHaveCount(1);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(tab).toBeFocused();

        await tab.click();
        const expandRoot = tree.getByRole('button', { name: `${root!.name} subcategories`, exact: true });
        await expect(expandRoot).toHaveAttribute('aria-expanded', 'false');
        await expandRoot.click();
        await expect(expandRoot).toHaveAttribute('aria-expanded', 'true');
        await tree.getByRole('button', { name: `${child.name} subcategories`, exact: true }).click();
        await tree.getByRole('link', { name: grandchild.name, exact: true }).click();
        await expect(page).toHaveURL(/\/category\/[^/]+\/[^/]+$/);
        await expect(page.getByRole('heading', { level: 1, name: grandchild.name })).toBeVisible();
        await expect(drawer).toBeHidden();
      });
    });

    test.describe('on a desktop', () => {
      test.use({ viewport: { width: 1280, height: 800 } });

      test('the header’s Categories menu opens each level beside the last', async ({ page }) => {
        await page.goto(`${origin}/aboutus`);
        const trigger = page.getByRole('banner').getByRole('button', { name: 'Categories' });
        await trigger.click();
        const menu = page.getByRole('menu');
        for (const category of seed.categories)
          await expect(menu.getByRole('menuitem', { name: category.name, exact: true })).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(trigger).toBeFocused();

        await trigger.click();
        await page.getByRole('menuitem', { name: root!.name, exact: true }).hover();
        await expect(page.getByRole('menuitem', { name: `All ${root!.name}` })).toBeVisible();
        await page.getByRole('menuitem', { name: child.name, exact: true }).hover();
        await page.getByRole('menuitem', { name: grandchild.name, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: grandchild.name })).toBeVisible();
        await expect(page.getByRole('menu')).toHaveCount(0);

        await trigger.click();
        await page.getByRole('menuitem', { name: root!.name, exact: true }).hover();
        await page.getByRole('menuitem', { name: `All ${root!.name}` }).click();
        await expect(page.getByRole('heading', { level: 1, name: root!.name })).toBeVisible();
      });
    });
  });
}

test.describe('a search that finds nothing', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`says so and offers a spelling and the categories, not filters, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const [kesar, veerya] = TENANTS;
      await page.goto(`${kesar.origin}/search?q=Stainlesssteel`);
      await expect(
        page.getByRole('heading', { name: 'No products found for “Stainlesssteel”' }),
      ).toBeVisible();
      await expect(page.getByLabel('Sort by')).toHaveCount(0);
      await expect(page.getByText('Filters')).toHaveCount(0);
      await expect(page.getByText('0 products')).toHaveCount(0);
      const categories = page.getByRole('navigation', { name: 'Browse our categories' });
      for (const category of kesar.seed.categories)
        await expect(categories.getByRole('link', { name: category.name })).toBeVisible();
      await page.getByRole('link', { name: 'stainless' }).click();
      await expect(page).toHaveURL(/\/search\?q=stainless$/);
      await expect(page.getByLabel('Sort by')).toBeVisible();

      await page.goto(`${veerya.origin}/search?q=zzqxv`);
      await expect(page.getByRole('heading', { name: 'No products found for “zzqxv”' })).toBeVisible();
      await expect(page.getByText('Did you mean')).toHaveCount(0);
      await page
        .getByRole('navigation', { name: 'Browse our categories' })
        .getByRole('link', { name: veerya.seed.categories[0]!.name })
        .click();
      await expect(
        page.getByRole('heading', { level: 1, name: veerya.seed.categories[0]!.name }),
      ).toBeVisible();
    });
  }
});
