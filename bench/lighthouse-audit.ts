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
  /** Every run's score, lowest first; the figures above are the median run's. */
  scores: number[];
}

/** Lighthouse's own advice: audit a page several times and report the median run. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

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
      const runs: AuditResult[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
        runs.push(await audit(chrome.port, origin, page, path));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)]!;
      results.push({ ...median, scores: runs.map((run) => run.performance) });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

async function audit(port: number, origin: string, page: string, path: string): Promise<AuditResult> {
  const runnerResult = await lighthouse(`${origin}${path}`, {
    port,
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = runnerResult;
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const performance = lhr.categories.performance?.score ?? 0;
  const trouble = [lhr.runtimeError?.message, ...lhr.runWarnings].filter(Boolean);
  if (trouble.length > 0)
    console.warn(`Lighthouse on ${path} (score ${performance}): ${trouble.join(' | ')}`);
  return {
    page,
    path,
    performance,
    firstContentfulPaint: shown('first-contentful-paint'),
    largestContentfulPaint: shown('largest-contentful-paint'),
    totalBlockingTime: shown('total-blocking-time'),
    cumulativeLayoutShift: shown('cumulative-layout-shift'),
    scores: [performance],
  };
}
