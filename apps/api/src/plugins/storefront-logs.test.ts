import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { logLines } from '../testing/log-lines.ts';

// The built storefront (npm test builds it before this suite runs), which runs in the API's process.
const log = logLines();
let t: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  t = await createTestApp({ STOREFRONT: 'build', LOG_LEVEL: 'info' }, { logStream: log.stream });
  shopper = await signedUpShopper(t);
});
afterAll(() => t.close());

const page = (url: string) =>
  t.app.inject({
    url,
    headers: {
      host: 'localhost',
      'x-request-id': `page-${url.replaceAll('/', '-')}`,
      cookie: `vitrine_session=${shopper.headers.authorization!.slice('Bearer '.length)}`,
    },
  });

it('logs the storefront’s failures through the server’s log, with the request id and without the shopper', async () => {
  const consoleLines = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  const categories = await t.app.inject({ url: '/api/catalog/category', headers: { host: 'localhost' } });
  const categoryPath = `/category/${categories.json().data.categories[0].categoryId}/Any`;
  // The shopper's addresses and the shop's categories cannot be read: the API answers 500.
  await t.database.db.execute(sql`alter table addresses rename to addresses_gone`);
  await t.database.db.execute(sql`alter table categories rename to categories_gone`);
  try {
    // A failure the page shows (the loader catches it) and one that fails the page (React Router's).
    expect((await page('/account/addresses')).statusCode).toBe(200);
    expect((await page(categoryPath)).statusCode).toBe(500);
  } finally {
    await t.database.db.execute(sql`alter table addresses_gone rename to addresses`);
    await t.database.db.execute(sql`alter table categories_gone rename to categories`);
  }

  expect(log.lines).toContainEqual(
    expect.objectContaining({ msg: 'Failed to fetch addresses', reqId: 'page--account-addresses' }),
  );
  expect(log.lines).toContainEqual(
    expect.objectContaining({
      msg: 'page loader or action failed',
      reqId: `page-${categoryPath.replaceAll('/', '-')}`,
    }),
  );
  for (const spy of consoleLines) expect(spy).not.toHaveBeenCalled();
  for (const personal of ['Meera Shah', shopper.mobile, shopper.headers.authorization!.slice(7)]) {
    expect(log.text(), personal).not.toContain(personal);
  }
});
