import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTenant } from '../../workflows/tenant-setup.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The built storefront (npm test builds it before this suite runs), for a shop made a moment ago.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ STOREFRONT: 'build' });
  await createTenant(
    { db: t.database.db, reservedHosts: t.config.operator.hosts },
    {
      customerId: 'new-shop',
      businessName: 'Nayi <Dukaan> & Co',
      hosts: ['new.localhost'],
      publicOrigin: 'http://new.localhost',
      ownerMobile: '9811122233',
      mode: 'business',
      theme: 'saffron',
      registeredState: 'Kerala',
    },
  );
});
afterAll(() => t.close());

const page = (url: string, host = 'new.localhost') => t.app.inject({ url, headers: { host } });

it("renders a new shop's pages, empty, with its name escaped", async () => {
  const home = await page('/');
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('Nayi &lt;Dukaan&gt; &amp; Co<!-- --> is setting up its shop');
  expect(home.body).not.toContain('<Dukaan>');
  const search = await page('/search/tea');
  expect(search.statusCode).toBe(200);
  expect(search.body).toContain('No products found for');
  expect((await page('/category/1/anything')).statusCode).toBe(404);
  expect((await page('/', 'old.localhost')).body).toContain('Customer not found...');
});
