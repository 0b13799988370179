import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminCategoriesReplySchema } from '@vitrine/contract/admin-catalog';
import { dashboardReplySchema, type SetupChecklist } from '@vitrine/contract/admin-orders';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInStaff, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTenant } from '../../workflows/tenant-setup.ts';

const OWNER_MOBILE = '9811122244';
let t: TestApp;
let owner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  await createTenant(
    { db: t.database.db, reservedHosts: t.config.operator.hosts },
    {
      customerId: 'first-hour',
      businessName: 'First Hour Stores',
      hosts: ['first-hour.localhost'],
      publicOrigin: 'http://first-hour.localhost',
      ownerMobile: OWNER_MOBILE,
      mode: 'business',
      theme: 'saffron',
      registeredState: 'Kerala',
    },
  );
  owner = await signedInStaff(t, OWNER_MOBILE, 'first-hour');
});
afterAll(() => t.close());

const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function setupOf(who: Shopper): Promise<SetupChecklist | null> {
  const reply = await call(who, 'GET', '/api/admin/dashboard');
  expect(reply.statusCode, reply.body).toBe(200);
  return dashboardReplySchema.parse(reply.json()).data.setup;
}

async function expectDone(
  step: keyof SetupChecklist,
  change: () => Promise<{ statusCode: number; body: string }>,
) {
  expect((await setupOf(owner))![step], `${step} before`).toBe(false);
  const reply = await change();
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  expect((await setupOf(owner))![step], `${step} after`).toBe(true);
}

const policy = (title: string) => `<h2>${title}</h2><p>What ${title.toLowerCase()} says, in full.</p>`;

describe('a new shop’s setup checklist on the owner’s dashboard', () => {
  it('starts with every step open and ticks each as the owner does it', async () => {
    expect(await setupOf(owner)).toEqual({
      brand: false,
      address: false,
      policies: false,
      payments: false,
      product: false,
      shared: false,
    });

    const logo = await sharp({ create: { width: 480, height: 128, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await expectDone('brand', () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings/brand/logo',
        headers: { ...owner.headers, 'content-type': 'image/png' },
        payload: logo,
      }),
    );
    await expectDone('address', () =>
      call(owner, 'PUT', '/api/admin/settings/business', {
        gstin: '',
        address: '12 MG Road, Kochi 682011',
        state: 'Kerala',
      }),
    );

    // Four of the five linked policies are not enough: sign-up would still link an empty page.
    const four = {
      termsOfUse: policy('Terms'),
      privacyPolicy: policy('Privacy'),
      shippingPolicy: policy('Shipping'),
      returnPolicy: policy('Returns'),
    };
    expect((await call(owner, 'PATCH', '/api/admin/content/pages', { policies: four })).statusCode).toBe(200);
    expect((await setupOf(owner))!.policies).toBe(false);
    await expectDone('policies', () =>
      call(owner, 'PATCH', '/api/admin/content/pages', { policies: { refundPolicy: '<p> </p>' } }).then(() =>
        call(owner, 'PATCH', '/api/admin/content/pages', { policies: { refundPolicy: policy('Refunds') } }),
      ),
    );

    await expectDone('payments', () =>
      call(owner, 'PUT', '/api/admin/settings/payments', { codEnabled: true, minimumOrder: null }),
    );

    const categories = await call(owner, 'POST', '/api/admin/catalog/categories', { name: 'Spices' });
    const [category] = adminCategoriesReplySchema.parse(categories.json()).data.categories;
    await expectDone('product', () =>
      call(owner, 'POST', '/api/admin/catalog/products', {
        name: 'Malabar Black Pepper, 200 g',
        header: '',
        description: 'Whole black pepper from Wayanad.',
        brandName: '',
        categoryId: category!.categoryId,
        sku: 'PEPPER-200',
        sellPrice: 240,
        stock: 30,
        gstRate: 5,
        hsnCode: '0904',
      }),
    );

    await expectDone('shared', () => call(owner, 'POST', '/api/admin/setup/shared', {}));
    // Sharing again keeps the first time.
    expect((await call(owner, 'POST', '/api/admin/setup/shared', {})).statusCode).toBe(200);
    expect(Object.values((await setupOf(owner))!).every(Boolean)).toBe(true);
  });

  it('is the owner’s alone: staff see none, and only the owner marks the shop shared', async () => {
    const staff = await signedInStaff(t, kesarHome.staff.mobile, 'kesar-home');
    expect(await setupOf(staff)).toBeNull();
    // A demo shop is set up: every step is done.
    const kesarOwner = await signedInStaff(t, kesarHome.owner.mobile, 'kesar-home');
    expect(Object.values((await setupOf(kesarOwner))!).every(Boolean)).toBe(true);

    const shopper = await signedUpShopper(t, 'first-hour');
    for (const [who, status] of [
      [staff, 403],
      [shopper, 403],
    ] as const) {
      const reply = await call(who, 'POST', '/api/admin/setup/shared', {});
      expect([reply.statusCode, errorOf(reply).code]).toEqual([status, 'FORBIDDEN']);
    }
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup/shared',
      headers: { 'x-customer-id': 'first-hour' },
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    // Nothing is accepted in the body.
    const extra = await call(owner, 'POST', '/api/admin/setup/shared', { sharedAt: '2020-01-01' });
    expect(extra.statusCode).toBe(400);
  });
});
