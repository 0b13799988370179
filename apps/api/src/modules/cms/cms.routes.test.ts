import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aboutReplySchema,
  POLICY_KEYS,
  policiesReplySchema,
  testimoniesReplySchema,
} from '@vitrine/contract/content';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createCmsService } from './cms.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, customerId: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'x-customer-id': customerId } });

describe('tenant content', () => {
  it('serves all six policies of the tenant as the first item of data', async () => {
    const reply = await get('/api/customer/all-policy', 'kesar-home');
    expect(reply.statusCode).toBe(200);
    const policies = policiesReplySchema.parse(reply.json()).data[0]!;
    for (const key of POLICY_KEYS) expect(policies[key].length, key).toBeGreaterThan(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=300');
    expect(reply.headers.vary).toContain('x-customer-id');
  });

  it("never serves one tenant's content to another", async () => {
    const [shopPolicies, briefcasePolicies] = await Promise.all(
      ['kesar-home', 'veerya-flowtech'].map(
        async (id) => policiesReplySchema.parse((await get('/api/customer/all-policy', id)).json()).data[0]!,
      ),
    );
    expect(shopPolicies!.termsOfUse).not.toBe(briefcasePolicies!.termsOfUse);

    const shopAbout = aboutReplySchema.parse((await get('/api/customer/about', 'kesar-home')).json());
    const briefcaseAbout = aboutReplySchema.parse(
      (await get('/api/customer/about', 'veerya-flowtech')).json(),
    );
    expect(shopAbout.data[0]!.about).toContain('Kesar');
    expect(shopAbout.data[0]!.about).not.toContain('Veerya');
    expect(briefcaseAbout.data[0]!.about).toContain('Veerya');
  });

  it('lists testimonials in their order with ids and dates', async () => {
    const reply = await get('/api/customer/testimony', 'veerya-flowtech');
    const { testimonies } = testimoniesReplySchema.parse(reply.json()).data;
    expect(testimonies.length).toBeGreaterThanOrEqual(3);
    expect(new Set(testimonies.map((item) => item.testimonyId)).size).toBe(testimonies.length);
    for (const item of testimonies) expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses content for a tenant that does not exist', async () => {
    const reply = await get('/api/customer/about', 'ghost-shop');
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.code).toBe('CUSTOMER_NOT_FOUND');
  });

  it('strips scripts, event handlers and javascript: links from stored HTML', async () => {
    const cms = createCmsService(t.database.db);
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)></p>';
    const policies = Object.fromEntries(POLICY_KEYS.map((key) => [key, hostile])) as Record<
      (typeof POLICY_KEYS)[number],
      string
    >;
    await cms.replaceContent('veerya-flowtech', { policies, aboutUs: hostile, testimonials: [] });
    const about = aboutReplySchema.parse((await get('/api/customer/about', 'veerya-flowtech')).json())
      .data[0]!.about;
    expect(about).toBe('<p>Hi<a rel="noopener noreferrer">x</a></p>');
    const terms = policiesReplySchema.parse((await get('/api/customer/all-policy', 'veerya-flowtech')).json())
      .data[0]!;
    expect(terms.termsOfUse).not.toMatch(/script|onclick|javascript|onerror/);
    // The other tenant is untouched.
    const shopAbout = aboutReplySchema.parse((await get('/api/customer/about', 'kesar-home')).json()).data[0]!
      .about;
    expect(shopAbout).toContain('Kesar');
  });
});
