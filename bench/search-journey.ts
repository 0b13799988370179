/**
 * Issue 38: a shopper searches the 100,000-product bench shop in Debian's Chromium, as the e2e
 * journeys drive it: the search bar, a brand filter from the counts, and the phone's search dialog
 * suggesting products while typing. Each step's time is from the action to what it shows.
 * Alone, against a running bench server: `node --import tsx bench/search-journey.ts 3100`.
 */
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';

const TERM = 'kadai steel';
const TYPED = 'pol';

export interface SearchJourney {
  steps: { step: string; ms: number }[];
  /** Why the journey stopped, when it did. */
  failure: string | null;
}

async function timed(steps: SearchJourney['steps'], step: string, action: () => Promise<unknown>) {
  const started = performance.now();
  await action();
  steps.push({ step, ms: performance.now() - started });
}

const countOf = async (page: Page) =>
  Number(
    (
      (await page
        .getByText(/^[\d,]+ products?$/)
        .first()
        .textContent()) ?? ''
    ).replace(/\D/g, ''),
  );

export async function walkSearchJourney(port: number): Promise<SearchJourney> {
  const origin = `http://${BENCH_TENANT.host}:${port}`;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const steps: SearchJourney['steps'] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${origin}/`);
    const bar = page.getByRole('banner').getByPlaceholder('Search menu...');
    await bar.fill(TERM);
    await timed(steps, `"${TERM}" in the bar → results with counts`, async () => {
      await bar.press('Enter');
      await page.getByRole('heading', { level: 1, name: `Results for “${TERM}”` }).waitFor();
      await page.locator('main article').first().filter({ hasText: /kadai/i }).waitFor();
    });
    const total = await countOf(page);
    const brand = page
      .getByRole('complementary', { name: 'Filters' })
      .locator('fieldset', { hasText: 'Brand' })
      .locator('label')
      .first();
    const brandCount = Number((await brand.locator('span').last().textContent()) ?? 0);
    await timed(steps, `one brand of the counts → its ${brandCount} products`, async () => {
      await brand.getByRole('checkbox').check();
      await page.waitForURL(/brand=/);
      await page
        .getByText(new RegExp(`^${brandCount.toLocaleString('en-IN')} products?$`))
        .first()
        .waitFor();
    });
    if (!(brandCount > 0 && brandCount < total)) throw new Error(`brand count ${brandCount} of ${total}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${origin}/`);
    await page.getByRole('button', { name: 'Search...' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await timed(steps, `"${TYPED}" typed on a phone → product suggestions`, async () => {
      await dialog.getByPlaceholder('What are you looking for?').fill(TYPED);
      await dialog.getByRole('list', { name: 'Suggestions' }).getByRole('link').first().waitFor();
    });
    return { steps, failure: null };
  } catch (error) {
    return { steps, failure: (error as Error).message.split('\n')[0]! };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  console.log(JSON.stringify(await walkSearchJourney(Number(process.argv[2] ?? 3100)), null, 2));
}
