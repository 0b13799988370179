import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface AuditResult {
  page: string;
  path: string;
  performance: number;
  firstContentfulPaint: string;
  largestContentfulPaint: string;
  totalBlockingTime: string;
  cumulativeLayoutShift: string;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's default (mobile, simulated slow 4G and CPU) performance audit of each page. */
export async function auditPages(origin: string, pages: Array<{ page: string; path: string }>) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    const results: AuditResult[] = [];
    for (const { page, path } of pages) {
      const runnerResult = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = runnerResult;
      const shown = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
      results.push({
        page,
        path,
        performance: lhr.categories.performance?.score ?? 0,
        firstContentfulPaint: shown('first-contentful-paint'),
        largestContentfulPaint: shown('largest-contentful-paint'),
        totalBlockingTime: shown('total-blocking-time'),
        cumulativeLayoutShift: shown('cumulative-layout-shift'),
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
