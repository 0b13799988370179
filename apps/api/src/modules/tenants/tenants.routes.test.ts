import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetailsReplySchema } from '@vitrine/contract/customer';
import { errorEnvelopeSchema } from '@vitrine/contract/errors';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ DEFAULT_CUSTOMER_ID: 'kesar-home' });
});
afterAll(() => t.close());

const details = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/customer/details', headers });

describe('GET /api/customer/details', () => {
  it('answers localhost with the default tenant', async () => {
    const reply = await details({ host: 'localhost:3000' });
    expect(reply.statusCode).toBe(200);
    const body = customerDetailsReplySchema.parse(reply.json());
    expect(body.data.customerId).toBe('kesar-home');
    expect(body.data.isEngineeringType).toBe(false);
  });

  it("answers a tenant's own host name with that tenant", async () => {
    const body = customerDetailsReplySchema.parse(
      (await details({ host: 'briefcase.localhost:3000' })).json(),
    );
    expect(body.data.customerId).toBe('veerya-flowtech');
    expect(body.data.isEngineeringType).toBe(true);
    expect(body.data.brandDetails[0]?.theme.fontFamily).toBe('IBM Plex Sans');
  });

  it('prefers the X-Customer-Id header over the host name', async () => {
    const body = customerDetailsReplySchema.parse(
      (await details({ host: 'localhost', 'x-customer-id': 'veerya-flowtech' })).json(),
    );
    expect(body.data.customerId).toBe('veerya-flowtech');
  });

  it.each([
    ['an unknown customer id', { 'x-customer-id': 'no-such-shop' }],
    ['a malformed customer id', { 'x-customer-id': "x' or 1=1 --" }],
    ['an over-long customer id', { 'x-customer-id': 'a'.repeat(5000) }],
    ['an unknown host', { host: 'unknown.example.com' }],
  ])('refuses %s with 404 CUSTOMER_NOT_FOUND', async (_case, headers) => {
    const reply = await details(headers);
    expect(reply.statusCode).toBe(404);
    const body = errorEnvelopeSchema.parse(reply.json());
    expect(body.error.code).toBe('CUSTOMER_NOT_FOUND');
    expect(body.message).toMatch(/^Customer not found: /);
  });

  it('carries every field of the Customer config with the first brand detail filled', async () => {
    const { data } = customerDetailsReplySchema.parse((await details({ host: 'localhost' })).json());
    const brand = data.brandDetails[0]!;
    expect(brand.appName.length).toBeGreaterThan(0);
    expect(brand.logoURL).toMatch(/^\/media\/kesar-home\//);
    expect(brand.theme.primaryColor).toMatch(/^#/);
    expect(data.GSTN).toMatch(/^27[0-9A-Z]{13}$/);
    expect(data.registeredState).toBe('Maharashtra');
    expect(data.homeCarousel.length).toBeGreaterThan(0);
  });
});
