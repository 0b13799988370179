import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../db/seed/tenants/veerya-flowtech.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { logLines } from '../testing/log-lines.ts';

// The built storefront (npm test builds it before this suite runs), on a database of its own: each
// test takes tables away for a moment, so the API's answers fail for real, and puts them back.
let t: TestApp;
let shopper: Shopper;
const { stream: logStream, lines: apiLog } = logLines();

beforeAll(async () => {
  t = await createTestApp({ STOREFRONT: 'build', LOG_LEVEL: 'debug' }, { logStream });
  shopper = await signedUpShopper(t);
});
afterAll(() => t.close());

/** What the storefront logs through the server's log: a failed load's SPEC §8 text, with the error. */
afterEach(() => {
  apiLog.length = 0;
});
const logged = () => apiLog.filter((line) => line.level === 40 && line.err).map((line) => line.msg);

/** Runs `check` with the given tables renamed away, so every query on them fails. */
async function without(tables: string[], check: () => Promise<void>) {
  for (const table of tables)
    await t.database.db.execute(sql.raw(`alter table ${table} rename to ${table}_away`));
  try {
    await check();
  } finally {
    for (const table of tables)
      await t.database.db.execute(sql.raw(`alter table ${table}_away rename to ${table}`));
  }
}

const page = (url: string, host = 'localhost', cookie?: string) =>
  t.app.inject({ url, headers: { host, ...(cookie ? { cookie } : {}) } });
const asShopper = () => `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}`;

describe('the home page (SPEC §8 partial failure)', () => {
  it('leaves the catalogue sections out when they fail, and shows the rest', async () => {
    // The briefcase shop: no catalogue reply of it is stored yet, so each one is read and fails.
    await without(['categories', 'product_sections', 'products'], async () => {
      const home = await page('/', veeryaFlowtech.hosts[0]);
      expect(home.statusCode).toBe(200);
      expect(home.body).not.toContain('Something went wrong');
      expect(home.body).toContain(veeryaFlowtech.testimonials[0]!.userName);
      expect(home.body).not.toContain('Shop by category');
      expect(logged()).toEqual(
        expect.arrayContaining([
          'Failed to fetch categories',
          'Failed to fetch product sections',
          'Failed to fetch recent products',
        ]),
      );
    });
  });

  it('leaves the testimonials out when they fail, and shows the rest', async () => {
    const testimony = kesarHome.testimonials[0]!;
    expect((await page('/')).body).toContain(testimony.userName);
    await without(['testimonials'], async () => {
      const home = await page('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).not.toContain(testimony.userName);
      expect(home.body).toContain('Shop by category');
      expect(home.body).toContain(kesarHome.catalog.sections[0]!.title);
      expect(logged()).toEqual(['Failed to fetch testimonials']);
    });
  });
});

describe('SPEC §8 texts', () => {
  it('a policy that fails to load says "Failed to fetch policies"', async () => {
    await without(['policies'], async () => {
      const policy = await page('/policy/terms');
      expect(policy.statusCode).toBe(503);
      expect(policy.body).toMatch(/role="alert"[^>]*>Failed to fetch policies</);
      expect(logged()).toEqual(['Failed to fetch policies']);
    });
  });

  it('a search that fails says "Search failed"', async () => {
    await without(['products'], async () => {
      const search = await page('/search?q=cooker');
      expect(search.statusCode).toBe(200);
      expect(search.body).toMatch(/role="alert"[^>]*>Search failed</);
      expect(logged()).toContain('Search failed');
    });
  });

  it('a config that fails to load logs "Failed to load customer config" while the page waits for it', async () => {
    await without(['customers'], async () => {
      const home = await page('/');
      expect(home.body).toContain('Loading application...');
      expect(logged()).toContain('Failed to load customer config');
    });
  });

  it('a signed-in shopper whose cart and wishlist fail to load still gets the page, and the texts are logged', async () => {
    await without(['cart_items', 'carts', 'favourites'], async () => {
      const home = await page('/', 'localhost', asShopper());
      expect(home.statusCode).toBe(200);
      expect(logged()).toEqual(expect.arrayContaining(['Error fetching cart', 'Failed to fetch favourites']));
    });
  });

  it('checkout and a product page without payment details log "Failed to payment details" and still render', async () => {
    const listing = await page(`/search?q=${kesarHome.catalog.products[0]!.sku}`);
    const productPath = /href="(\/products\/[^"]+)"/.exec(listing.body)![1]!;
    await without(['payment_credentials'], async () => {
      const checkout = await page('/checkout', 'localhost', asShopper());
      expect(checkout.statusCode).toBe(200);
      expect(logged()).toEqual(['Failed to payment details']);
      const product = await page(productPath);
      expect(product.statusCode).toBe(200);
      expect(product.body).toContain('Pay on delivery, no online payment needed');
      expect(logged()).toEqual(['Failed to payment details', 'Failed to payment details']);
    });
  });

  it('a silent login that the API refuses logs "Failed to refresh session" and clears the cookies', async () => {
    const home = await page('/', 'localhost', 'vitrine_refresh=not-a-refresh-token');
    expect(home.statusCode).toBe(200);
    expect(home.headers['set-cookie']).toEqual(
      expect.arrayContaining([expect.stringMatching(/^vitrine_refresh=;/)]),
    );
    expect(logged()).toEqual(['Failed to refresh session']);
  });
});

describe('SPEC §8 cache-hit notes', () => {
  it('logs "Using cached categories" when a stored category tree is answered', async () => {
    const categories = () => t.app.inject({ url: '/api/catalog/category', headers: { host: 'localhost' } });
    await categories();
    apiLog.length = 0;
    await categories();
    expect(apiLog.filter((line) => line.msg === 'Using cached categories')).toHaveLength(1);
  });
});
