import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { TENANTS } from './tenants.ts';

const SCREENSHOTS_DIR = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const WIDTHS = [390, 1280] as const;
const veerya = TENANTS[1];

/** The briefcase pages of the demo tenant that has them switched on. */
for (const width of WIDTHS) {
  for (const name of [
    'distributors',
    'service-centres',
    'maintenance-troubleshooting',
    'maintenance-guide',
  ]) {
    test(`veerya ${name} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      if (name === 'maintenance-guide') {
        await page.goto(`${veerya.origin}/maintenance-troubleshooting`);
        await page.getByRole('link', { name: veerya.seed.maintenanceGuides![0]!.title }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          veerya.seed.maintenanceGuides![0]!.title,
        );
      } else {
        await page.goto(`${veerya.origin}/${name}`);
      }
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SCREENSHOTS_DIR}veerya-${name}-${width}.png`, fullPage: true });
    });
  }
}
