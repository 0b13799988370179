import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSettingsReplySchema, deliverySettingsReplySchema } from '@vitrine/contract/admin-settings';
import { customerDetailsReplySchema } from '@vitrine/contract/customer';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let shopper: Shopper;
let otherOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  const signIn = (mobile: string, customerId: string) =>
    signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
  owner = await signIn(kesarHome.owner.mobile, 'kesar-home');
  staff = await signIn(kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signIn(veeryaFlowtech.owner.mobile, 'veerya-flowtech');
  shopper = await signedUpShopper(t);
});
afterAll(() => t.close());

const call = (who: Shopper, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

const brand = {
  primaryColor: '#0b5394',
  secondaryColor: '#1f4d3a',
  buttonTextColor: '#ffffff',
  fontColor: '#222222',
  backgroundColor: '#ffffff',
  scaffoldColor: '#f6f7f9',
  fontFamily: 'IBM Plex Sans',
  businessMode: 'SHOP',
  defaultLanguage: 'en',
};
const delivery = {
  deliveryCharge: 60,
  freeDeliveryAbove: 1500,
  dispatchDays: 3,
  storePickup: false,
  returnWindowDays: 14,
};

const themeOf = async (customerId: string) =>
  customerDetailsReplySchema.parse(
    (await t.app.inject({ url: '/api/customer/details', headers: { 'x-customer-id': customerId } })).json(),
  ).data;

describe('the brand settings', () => {
  it('are the owner’s to read and change, and the storefront’s config shows the change at once', async () => {
    const before = brandSettingsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/settings/brand')).json(),
    );
    expect(before.data.primaryColor).toBe('#b4521e');
    const reply = await call(owner, 'PUT', '/api/admin/settings/brand', brand);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(brandSettingsReplySchema.parse(reply.json()).data).toEqual(brand);
    const config = await themeOf('kesar-home');
    expect(config.brandDetails[0]!.theme).toMatchObject({
      primaryColor: '#0b5394',
      fontFamily: 'IBM Plex Sans',
    });
    // The rest of the brand stays as it was.
    expect(config.brandDetails[0]!.brandName).toBe(kesarHome.customer.brandDetails[0]!.brandName);
    expect(config.isEngineeringType).toBe(false);
    expect((await themeOf('veerya-flowtech')).brandDetails[0]!.theme.primaryColor).toBe('#123a63');
  });

  it('switches the business mode', async () => {
    await call(owner, 'PUT', '/api/admin/settings/brand', { ...brand, businessMode: 'BRIEFCASE' });
    expect((await themeOf('kesar-home')).isEngineeringType).toBe(true);
    await call(owner, 'PUT', '/api/admin/settings/brand', brand);
    expect((await themeOf('kesar-home')).isEngineeringType).toBe(false);
  });

  it('sets the language the storefront opens in, for this shop alone; left out, it stays', async () => {
    expect((await themeOf('kesar-home')).defaultLanguage).toBe('en');
    const reply = await call(owner, 'PUT', '/api/admin/settings/brand', { ...brand, defaultLanguage: 'hi' });
    expect(brandSettingsReplySchema.parse(reply.json()).data.defaultLanguage).toBe('hi');
    expect((await themeOf('kesar-home')).defaultLanguage).toBe('hi');
    expect((await themeOf('veerya-flowtech')).defaultLanguage).toBe('en');
    const { defaultLanguage: _left, ...withoutLanguage } = brand;
    await call(owner, 'PUT', '/api/admin/settings/brand', withoutLanguage);
    expect((await themeOf('kesar-home')).defaultLanguage).toBe('hi');
    await call(owner, 'PUT', '/api/admin/settings/brand', brand);
    expect((await themeOf('kesar-home')).defaultLanguage).toBe('en');
  });

  it('refuses a text colour under WCAG AA on its background, naming the pair and the ratio', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/brand', {
      ...brand,
      primaryColor: '#7fb2e5',
      fontColor: '#999999',
    });
    expect(reply.statusCode).toBe(400);
    const { message } = errorOf(reply);
    expect(message).toContain('Button text #ffffff on Primary colour #7fb2e5 has a contrast of 2.23:1');
    expect(message).toContain('Text colour #999999 on Background #ffffff has a contrast of 2.85:1');
    expect(message).toContain('at least 4.5:1 (WCAG AA)');
    expect((await themeOf('kesar-home')).brandDetails[0]!.theme.primaryColor).toBe('#0b5394');
  });

  it.each([
    [{ fontFamily: 'Comic Sans' }, 'Pick one of the fonts offered'],
    [{ primaryColor: 'red; background:url(x)' }, 'A colour is a hex value'],
    [{ businessMode: 'MALL' }, 'Pick Shop or Digital Briefcase'],
    [{ defaultLanguage: 'fr' }, 'Pick English or Hindi'],
    [{ extra: '<script>' }, 'extra'],
  ])('refuses %o', async (change, problem) => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/brand', { ...brand, ...change });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain(problem);
  });
});

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 10 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera 1234' } } })
    .png()
    .toBuffer();

/** A small PNG whose header claims 50,000 × 50,000 pixels: a decompression bomb. */
async function bomb() {
  const png = Buffer.from(await picture(8, 8));
  png.writeUInt32BE(50_000, 16);
  png.writeUInt32BE(50_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const upload = (who: Shopper, kind: string, body: Buffer, type = 'image/png') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/settings/brand/${kind}`,
    headers: { ...who.headers, 'content-type': type },
    payload: body,
  });

describe('the logo and favicon', () => {
  it('are re-encoded to fit, without metadata, served at the address the brand now names', async () => {
    const reply = await upload(owner, 'logo', await picture(3000, 600));
    expect(reply.statusCode, reply.body).toBe(200);
    const { url } = reply.json().data as { url: string };
    expect(url).toMatch(/^\/api\/customer\/brand-image\/logo\?v=\d+$/);
    expect((await themeOf('kesar-home')).brandDetails[0]!.logoURL).toBe(url);
    const served = await t.app.inject({ url, headers: { 'x-customer-id': 'kesar-home' } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.width, metadata.height, metadata.exif]).toEqual([960, 192, undefined]);

    const favicon = await upload(owner, 'favicon', await picture(600, 600));
    expect((await themeOf('kesar-home')).brandDetails[0]!.shortLogo).toBe(favicon.json().data.url);
    // Another shop has none of this shop's images.
    const other = await t.app.inject({ url, headers: { 'x-customer-id': 'veerya-flowtech' } });
    expect(other.statusCode).toBe(404);
  });

  it.each([
    [
      'text sent as a PNG',
      () => Buffer.from('<svg onload="alert(1)"></svg>'),
      'image/png',
      415,
      'This file is not a PNG picture',
    ],
    ['an SVG', () => Buffer.from('<svg></svg>'), 'image/svg+xml', 415, 'Choose a PNG, JPEG or WebP picture.'],
    ['a decompression bomb', bomb, 'image/png', 415, 'This file is not a PNG picture'],
    [
      'a file over 1 MB',
      () => Buffer.alloc(1024 * 1024 + 1, 1),
      'image/png',
      413,
      'The picture must be 1 MB or smaller.',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_what, body, type, status, message) => {
    const before = (await themeOf('kesar-home')).brandDetails[0]!.logoURL;
    const reply = await upload(owner, 'logo', await body(), type);
    expect(reply.statusCode).toBe(status);
    expect(errorOf(reply).message).toContain(message);
    expect((await themeOf('kesar-home')).brandDetails[0]!.logoURL).toBe(before);
  });

  it('are the owner’s: staff are refused before the body is read, and the kind is checked', async () => {
    expect((await upload(staff, 'logo', await picture(10, 10))).statusCode).toBe(403);
    expect((await upload(owner, 'banner', await picture(10, 10))).statusCode).toBe(400);
  });
});

describe('the delivery settings', () => {
  it('are the owner’s to change, in rupees, and checkout reads them', async () => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/delivery', delivery);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(deliverySettingsReplySchema.parse(reply.json()).data).toEqual(delivery);
    const read = await call(owner, 'GET', '/api/admin/settings/delivery');
    expect(read.json().data).toEqual(delivery);
    const other = await call(otherOwner, 'GET', '/api/admin/settings/delivery');
    expect(other.json().data).not.toEqual(delivery);
  });

  it.each([
    [{ deliveryCharge: -1 }, 'cannot be negative'],
    [{ deliveryCharge: 10.555 }, 'at most two decimals'],
    [{ dispatchDays: 1.5 }, 'whole number'],
    [{ freeDeliveryAbove: 1e12 }, 'at most'],
    [{ returnWindowDays: 61 }, 'At most 60 days'],
    [{ returnWindowDays: -1 }, 'cannot be negative'],
  ])('refuses %o and changes nothing', async (change, problem) => {
    const reply = await call(owner, 'PUT', '/api/admin/settings/delivery', { ...delivery, ...change });
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).message).toContain(problem);
    expect((await call(owner, 'GET', '/api/admin/settings/delivery')).json().data).toEqual(delivery);
  });
});

describe('every settings route', () => {
  it.each([
    ['GET', '/api/admin/settings/brand', undefined],
    ['PUT', '/api/admin/settings/brand', brand],
    ['GET', '/api/admin/settings/delivery', undefined],
    ['PUT', '/api/admin/settings/delivery', delivery],
  ] as const)('%s %s refuses staff (403) and shoppers (403), and guests (401)', async (method, url, body) => {
    expect((await call(staff, method, url, body)).statusCode).toBe(403);
    expect((await call(shopper, method, url, body)).statusCode).toBe(403);
    const guest = await t.app.inject({
      method,
      url,
      headers: { 'x-customer-id': 'kesar-home' },
      payload: body,
    });
    expect(guest.statusCode).toBe(401);
  });

  it('changes only the signed-in owner’s own shop: a session of one shop is refused in another', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/brand',
      headers: { ...owner.headers, 'x-customer-id': 'veerya-flowtech' },
      payload: brand,
    });
    expect(reply.statusCode).toBe(401);
    expect((await themeOf('veerya-flowtech')).brandDetails[0]!.theme.primaryColor).toBe('#123a63');
  });
});
