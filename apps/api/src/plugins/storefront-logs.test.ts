import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { signedUpShopper, type Shopper } from '../testing/shopper.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The built storefront (npm test builds it before this suite runs), which runs in the API's process.
const lines: string[] = [];
let t: TestApp;
let shopper: Shopper;
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ STOREFRONT: 'build', LOG_LEVEL: 'info' }, { logStream });
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

  const logged = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string });
  expect(logged).toContainEqual(
    expect.objectContaining({ msg: 'Fetching addresses failed', reqId: 'page--account-addresses' }),
  );
  expect(logged).toContainEqual(
    expect.objectContaining({
      msg: 'page loader or action failed',
      reqId: `page-${categoryPath.replaceAll('/', '-')}`,
    }),
  );
  for (const spy of consoleLines) expect(spy).not.toHaveBeenCalled();
  const log = lines.join('');
  for (const personal of ['Meera Shah', shopper.mobile, shopper.headers.authorization!.slice(7)]) {
    expect(log, personal).not.toContain(personal);
  }
});
