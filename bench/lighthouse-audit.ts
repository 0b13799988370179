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
  /** Runs Lighthouse could not complete (it asks to be run again), repeated until enough did. */
  failedRuns: number;
}

/** Lighthouse's own advice: audit a page several times and report the median run. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's default (mobile, simulated slow 4G and CPU) performance audit of each page. */
/** A page to audit; `origin` and `cookie` when it is another shop's, or a signed-in shopper's. */
export interface AuditedPage {
  page: string;
  path: string;
  origin?: string;
  cookie?: string;
}

export async function auditPages(origin: string, pages: AuditedPage[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    // Rounds over every page, not every run of one page after another: a burst of load from another
    // tenant of this shared machine then spoils one run of several pages, not one page's median.
    const runs = pages.map(() => ({ done: [] as AuditResult[], failed: 0 }));
    for (let round = 0; round < LIGHTHOUSE_RUNS * 2; round += 1) {
      for (const [index, page] of pages.entries()) {
        const tally = runs[index]!;
        if (tally.done.length >= LIGHTHOUSE_RUNS || tally.failed >= LIGHTHOUSE_RUNS) continue;
        const result = await audit(chrome.port, { origin, ...page });
        if (result) tally.done.push(result);
        else tally.failed += 1;
      }
    }
    const results = pages.map(({ path }, index) => {
      const { done, failed } = runs[index]!;
      done.sort((a, b) => a.performance - b.performance);
      const median = done[Math.floor(done.length / 2)];
      if (!median) throw new Error(`Lighthouse failed every run on ${path}`);
      return { ...median, scores: done.map((run) => run.performance), failedRuns: failed };
    });
    return results;
  } finally {
    chrome.kill();
  }
}

/** One audit; undefined when Lighthouse could not complete the run (it then asks to be run again). */
async function audit(
  port: number,
  { origin, page, path, cookie }: Required<Omit<AuditedPage, 'cookie'>> & Pick<AuditedPage, 'cookie'>,
): Promise<AuditResult | undefined> {
  const runnerResult = await lighthouse(`${origin}${path}`, {
    port,
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    onlyCategories: ['performance'],
    logLevel: 'error',
    output: 'json',
  });
  if (!runnerResult) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = runnerResult;
  if (lhr.runtimeError || lhr.categories.performance?.score == null) {
    console.warn(
      `Lighthouse could not complete a run on ${path}: ${lhr.runtimeError?.message ?? 'no score'}`,
    );
    return undefined;
  }
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? 'n/a';
  const performance = lhr.categories.performance.score;
  return {
    page,
    path,
    performance,
    firstContentfulPaint: shown('first-contentful-paint'),
    largestContentfulPaint: shown('largest-contentful-paint'),
    totalBlockingTime: shown('total-blocking-time'),
    cumulativeLayoutShift: shown('cumulative-layout-shift'),
    scores: [performance],
    failedRuns: 0,
  };
}
