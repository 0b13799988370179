import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The built storefront (npm test builds it before this suite runs).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    STOREFRONT: 'build',
    PLATFORM_PROVIDER_NAME: 'Bazaar Cloud',
    PLATFORM_PROVIDER_URL: 'https://bazaar.example',
    PLATFORM_TECHNOLOGY_COMPANY_NAME: 'Kite Labs',
  });
  await t.database.db.execute(
    sql`update customers set analytics = '{"provider": "ga4", "measurementId": "G-KESAR123"}' where id = 'kesar-home'`,
  );
});
afterAll(() => t.close());

/** The home page's HTML as a browser gets it, without React's text separators. */
async function homePage(host: string) {
  const reply = await t.app.inject({ url: '/', headers: { host } });
  expect(reply.statusCode).toBe(200);
  const csp = String(reply.headers['content-security-policy']);
  return { csp, nonce: /'nonce-([^']+)'/.exec(csp)![1]!, html: reply.body.replaceAll('<!-- -->', '') };
}

describe('the analytics script', () => {
  it('is on the pages of a shop that has one, with the page’s nonce, and its policy allows the provider', async () => {
    const { csp, nonce, html } = await homePage('localhost');
    const tag = /<script nonce="([^"]+)" data-analytics="ga4">([^<]*)<\/script>/.exec(html);
    expect(tag?.[1]).toBe(nonce);
    expect(tag?.[2]).toContain('https://www.googletagmanager.com/gtag/js?id=G-KESAR123');
    expect(tag?.[2]).toContain("addEventListener('load'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com;/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  });

  it('is left off, and the shop still shows, when the stored setting has another shape', async () => {
    const forged = { provider: 'ga4', measurementId: 'G-1</script><script>alert(1)</script>' };
    await t.database.db.execute(
      sql`update customers set analytics = ${JSON.stringify(forged)}::jsonb where id = 'veerya-flowtech'`,
    );
    try {
      const { csp, html } = await homePage('briefcase.localhost');
      expect(html).not.toContain('data-analytics');
      expect(html).not.toContain('alert(1)');
      expect(csp).not.toContain('googletagmanager');
    } finally {
      await t.database.db.execute(sql`update customers set analytics = null where id = 'veerya-flowtech'`);
    }
  });

  it('is absent, and no provider allowed, for a shop without one', async () => {
    const { csp, html } = await homePage('briefcase.localhost');
    expect(html).not.toContain('data-analytics');
    expect(html).not.toContain('googletagmanager');
    expect(csp).not.toContain('googletagmanager');
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
  });
});

it('credits the platform provider and its technology company from the deployment’s config (SPEC §1)', async () => {
  const { html } = await homePage('briefcase.localhost');
  expect(html).toMatch(
    /Digital Briefcase<\/span> powered by <a href="https:\/\/bazaar\.example"[^>]*>Bazaar Cloud<\/a>, technology by Kite Labs\./,
  );
});
