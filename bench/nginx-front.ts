import { startNginxFront } from '../resilience/nginx-front.ts';
import { CACHE_FIGURE } from './report.ts';
import type { LoadResult } from './load.ts';
import { measureSsrPages } from './ssr-pages.ts';

/**
 * The same guest page loads as bench/ssr-pages.ts, through Debian's nginx with ops/nginx/vitrine.conf
 * in front of the server at `origin`. A URL asked for again within the seconds a guest page is kept
 * comes from nginx's micro-cache, so these rows are cache figures. nginx listens without TLS here, as
 * the server measured directly does, so the two differ by the front alone.
 */
export async function measureNginxFront(origin: string, seconds: number): Promise<LoadResult[]> {
  const front = await startNginxFront(origin, { tls: false });
  try {
    const loads = await measureSsrPages(front.origin, new URL(front.origin).host, seconds);
    return loads.map((load) => ({
      ...load,
      name: `${load.name}, through nginx micro-cache (${CACHE_FIGURE})`,
    }));
  } finally {
    await front.stop();
  }
}
