import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

export interface PageScripts {
  url: string;
  /** Gzip bytes (level 9, as scripts/precompress.ts serves them) of every script the page loaded. */
  gzipBytes: number;
  scripts: Array<{ path: string; gzipBytes: number }>;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The JavaScript a page makes a browser load: opens it in Chromium, waits until the network is
 * quiet (hydration done, any chunk it loads at start included), and sums the gzip size of every
 * script it fetched.
 */
export async function pageScripts(url: string): Promise<PageScripts> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    const loads: Array<Promise<{ path: string; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      loads.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(loads)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { url, gzipBytes: scripts.reduce((sum, script) => sum + script.gzipBytes, 0), scripts };
  } finally {
    await browser.close();
  }
}

// `node --import tsx bench/page-js.ts URL`: prints each script's size and the total.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.argv[2];
  if (!url) throw new Error('Usage: node --import tsx bench/page-js.ts <page URL>');
  const { scripts, gzipBytes } = await pageScripts(url);
  for (const script of scripts)
    console.log(`${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB  ${script.path}`);
  console.log(`${(gzipBytes / 1024).toFixed(1).padStart(7)} KB  total (gzip)`);
}
