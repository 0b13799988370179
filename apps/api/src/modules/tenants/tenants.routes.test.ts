import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_SHOPPER_FEATURES_ON,
  customerDetailsReplySchema,
  shopperFeaturesReplySchema,
  uiFeaturesReplySchema,
} from '@vitrine/contract/customer';
import { errorEnvelopeSchema } from '@vitrine/contract/errors';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper } from '../../testing/shopper.ts';
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

describe('PATCH /api/admin/customer/ui-features', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/customer/ui-features', headers, payload });
  const switchesOf = async (customerId: string) =>
    customerDetailsReplySchema.parse((await details({ 'x-customer-id': customerId })).json()).data.uiFeatures;

  it("lets the shop's owner turn switches on and off, leaving the others and other shops alone", async () => {
    const owner = await signedInAgain(t, {
      userId: '',
      mobile: veeryaFlowtech.owner.mobile,
      headers: { 'x-customer-id': 'veerya-flowtech' },
    });
    const before = await switchesOf('veerya-flowtech');
    const kesarBefore = await switchesOf('kesar-home');
    const reply = await change(owner.headers, { showProductPrice: true, showSKU: false });
    expect(reply.statusCode).toBe(200);
    const expected = { ...before, showProductPrice: true, showSKU: false };
    expect(uiFeaturesReplySchema.parse(reply.json()).data.uiFeatures).toEqual(expected);
    expect(await switchesOf('veerya-flowtech')).toEqual(expected);
    expect(await switchesOf('kesar-home')).toEqual(kesarBefore);

    await change(owner.headers, { showProductPrice: before.showProductPrice, showSKU: before.showSKU });
    expect(await switchesOf('veerya-flowtech')).toEqual(before);
  });

  it('refuses shoppers, guests, unknown switches and non-booleans, changing nothing', async () => {
    const before = await switchesOf('kesar-home');
    const shopper = await signedUpShopper(t, 'kesar-home');
    expect((await change(shopper.headers, { showSKU: true })).statusCode).toBe(403);
    expect((await change({ 'x-customer-id': 'kesar-home' }, { showSKU: true })).statusCode).toBe(401);
    const owner = await signedInAgain(t, {
      userId: '',
      mobile: kesarHome.owner.mobile,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    for (const payload of [{}, { showEverything: true }, { showSKU: 'yes' }, { showSKU: null }]) {
      const reply = await change(owner.headers, payload);
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply).message.length).toBeGreaterThan(0);
    }
    expect(await switchesOf('kesar-home')).toEqual(before);
  });
});

describe('PATCH /api/admin/customer/shopper-features', () => {
  const change = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/customer/shopper-features', headers, payload });
  const extrasOf = async (customerId: string) =>
    customerDetailsReplySchema.parse((await details({ 'x-customer-id': customerId })).json()).data
      .shopperFeatures;

  it('starts on for the demo shops and lets the owner turn one off, leaving the rest and other shops alone', async () => {
    expect(await extrasOf('kesar-home')).toEqual(ALL_SHOPPER_FEATURES_ON);
    const owner = await signedInAgain(t, {
      userId: '',
      mobile: veeryaFlowtech.owner.mobile,
      headers: { 'x-customer-id': 'veerya-flowtech' },
    });
    const reply = await change(owner.headers, { buyNow: false });
    expect(reply.statusCode, reply.body).toBe(200);
    const expected = { ...ALL_SHOPPER_FEATURES_ON, buyNow: false };
    expect(shopperFeaturesReplySchema.parse(reply.json()).data.shopperFeatures).toEqual(expected);
    expect(await extrasOf('veerya-flowtech')).toEqual(expected);
    expect(await extrasOf('kesar-home')).toEqual(ALL_SHOPPER_FEATURES_ON);

    await change(owner.headers, { buyNow: true });
    expect(await extrasOf('veerya-flowtech')).toEqual(ALL_SHOPPER_FEATURES_ON);
  });

  it('refuses shoppers, guests, unknown switches and non-booleans, changing nothing', async () => {
    const shopper = await signedUpShopper(t, 'kesar-home');
    expect((await change(shopper.headers, { buyNow: false })).statusCode).toBe(403);
    expect((await change({ 'x-customer-id': 'kesar-home' }, { buyNow: false })).statusCode).toBe(401);
    const owner = await signedInAgain(t, {
      userId: '',
      mobile: kesarHome.owner.mobile,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    for (const payload of [{}, { showSKU: true }, { buyNow: 'no' }, { recentlyViewed: null }]) {
      const reply = await change(owner.headers, payload);
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply).message.length).toBeGreaterThan(0);
    }
    expect(await extrasOf('kesar-home')).toEqual(ALL_SHOPPER_FEATURES_ON);
  });
});
