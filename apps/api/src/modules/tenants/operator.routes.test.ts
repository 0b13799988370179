import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDetailsReplySchema } from '@vitrine/contract/customer';
import {
  tenantDetailReplySchema,
  tenantListReplySchema,
  tenantReplySchema,
  type NewTenantInput,
} from '@vitrine/contract/tenants';
import { DEMO_OPERATOR_MOBILE } from '../../config.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const OPERATOR_HOST = 'operator.localhost';
let t: TestApp;
let operator: Shopper;
beforeAll(async () => {
  t = await createTestApp({ DEFAULT_CUSTOMER_ID: 'kesar-home' });
  operator = await signedInAgain(t, {
    userId: '',
    mobile: DEMO_OPERATOR_MOBILE,
    headers: { host: OPERATOR_HOST },
  });
});
afterAll(() => t.close());

const newShop = (overrides: Partial<NewTenantInput> = {}): NewTenantInput => ({
  customerId: 'chai-corner',
  businessName: 'Chai Corner',
  hosts: ['chai.localhost', 'chai-corner.example.in'],
  publicOrigin: 'http://chai.localhost:3000',
  ownerMobile: '9811122233',
  mode: 'business',
  theme: 'forest',
  gstin: '27AAPFU0939F1ZV',
  registeredState: 'Maharashtra',
  ...overrides,
});
const asOperator = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: operator.headers });

describe('the operator console API', () => {
  it('creates a shop that answers at its hosts at once, empty, whose owner signs in as ADMIN', async () => {
    // Asked before it exists: this instance must not keep answering "not found" from its cache.
    const before = await t.app.inject({ url: '/api/customer/details', headers: { host: 'chai.localhost' } });
    expect(before.statusCode).toBe(404);

    const created = await asOperator('POST', '/api/operator/tenants', newShop());
    expect(created.statusCode).toBe(201);
    expect(tenantReplySchema.parse(created.json()).data.tenant.hosts).toEqual([
      'chai-corner.example.in',
      'chai.localhost',
    ]);

    for (const host of ['chai.localhost', 'chai-corner.example.in']) {
      const details = await t.app.inject({ url: '/api/customer/details', headers: { host } });
      const { data } = customerDetailsReplySchema.parse(details.json());
      expect(data.customerId).toBe('chai-corner');
      expect(data.brandDetails[0]?.appName).toBe('Chai Corner');
      expect(data.homeCarousel).toEqual([]);
    }
    const shop = { host: 'chai.localhost' };
    for (const url of [
      '/api/catalog/category',
      '/api/catalog/product/section',
      '/api/catalog/products/recent',
      '/api/search/alldata?q=copper',
    ]) {
      const reply = await t.app.inject({ url, headers: shop });
      expect(reply.statusCode, url).toBe(200);
      const { data } = reply.json() as { data: unknown };
      // Every list of the reply but the words searched for.
      const { searchedFor: _words, ...rest } = (Array.isArray(data) ? { data } : data) as Record<
        string,
        unknown
      >;
      const lists = Object.values(rest).filter(Array.isArray);
      expect(lists.length, url).toBeGreaterThan(0);
      expect(lists.flat(), url).toEqual([]);
    }
    const owner = await signedInAgain(t, { userId: '', mobile: '9811122233', headers: shop });
    const me = await t.app.inject({ url: '/api/auth/getUserProfile', headers: owner.headers });
    expect(me.json().data.user.roles).toEqual(['ADMIN']);
    const dashboard = await t.app.inject({ url: '/api/admin/dashboard', headers: owner.headers });
    expect(dashboard.statusCode).toBe(200);
    // Isolation: the new owner is no one in Kesar Home.
    const elsewhere = await t.app.inject({
      url: '/api/admin/dashboard',
      headers: { ...owner.headers, host: 'localhost' },
    });
    expect(elsewhere.statusCode).toBe(401);

    // The owner's welcome is queued with the shop, to the owner's mobile; the operator sees it.
    const detail = tenantDetailReplySchema.parse(
      (await asOperator('GET', '/api/operator/tenants/chai-corner')).json(),
    ).data;
    expect(
      detail.welcome.map(({ event, channel, recipient, status }) => [event, channel, recipient, status]),
    ).toEqual([['shop_welcome', 'sms', '9811122233', 'queued']]);

    const list = tenantListReplySchema.parse((await asOperator('GET', '/api/operator/tenants')).json());
    expect(list.data.tenants.map((tenant) => tenant.customerId)).toEqual(
      expect.arrayContaining(['chai-corner', 'kesar-home', 'veerya-flowtech']),
    );
    expect(list.data.tenants.map((tenant) => tenant.customerId)).not.toContain('vitrine-operator');
  });

  it('refuses a host any shop (or the operator) has, bad input, and writes nothing', async () => {
    const cases: Array<[Partial<NewTenantInput>, number, RegExp]> = [
      [
        { customerId: 'taken-1', hosts: ['briefcase.localhost'], publicOrigin: 'http://briefcase.localhost' },
        409,
        /already taken: briefcase\.localhost/,
      ],
      [
        { customerId: 'taken-2', hosts: ['operator.localhost'], publicOrigin: 'http://operator.localhost' },
        409,
        /already taken/,
      ],
      [
        { customerId: 'chai-corner', hosts: ['other.localhost'], publicOrigin: 'http://other.localhost' },
        409,
        /exists/,
      ],
      [
        { customerId: 'vitrine-operator', hosts: ['op2.localhost'], publicOrigin: 'http://op2.localhost' },
        409,
        /exists/,
      ],
      [{ hosts: ['https://x.example.in/'] }, 400, /host name/],
      [{ hosts: ['127.0.0.1'] }, 400, /host name/],
      [{ hosts: ['localhost'] }, 400, /host name/],
      [
        { customerId: 'new-one', hosts: ['new.example.in'], publicOrigin: 'http://new.example.in' },
        400,
        /https/,
      ],
      [
        { customerId: 'new-one', hosts: ['new.example.in'], publicOrigin: 'https://elsewhere.example.in' },
        400,
        /one of the shop/,
      ],
      [
        { customerId: 'new-one', hosts: ['new.example.in'], publicOrigin: 'https://new.example.in/path' },
        400,
        /scheme and a host/,
      ],
      [
        {
          customerId: 'new-one',
          hosts: ['new.example.in'],
          publicOrigin: 'https://new.example.in',
          gstin: '27AAPFU0939F1ZX',
        },
        400,
        /typing mistake/,
      ],
      [
        {
          customerId: 'new-one',
          hosts: ['new.example.in'],
          publicOrigin: 'https://new.example.in',
          registeredState: 'Gujarat',
        },
        400,
        /not registered in Gujarat/,
      ],
      [{ customerId: 'New One' }, 400, /customer id/],
      [{ ownerMobile: '12345' }, 400, /mobile/],
      [{ businessName: 'x'.repeat(5000) }, 400, /120/],
      [{ mode: 'shop' as 'business' }, 400, /business or engineering/],
    ];
    const before = (await asOperator('GET', '/api/operator/tenants')).json();
    for (const [change, status, message] of cases) {
      const reply = await asOperator('POST', '/api/operator/tenants', newShop(change));
      expect(reply.statusCode, JSON.stringify(change)).toBe(status);
      expect(errorOf(reply).message).toMatch(message);
    }
    expect((await asOperator('GET', '/api/operator/tenants')).json()).toEqual(before);
    // The half of a refused shop whose other host was free is not there either.
    const mixed = await asOperator(
      'POST',
      '/api/operator/tenants',
      newShop({
        customerId: 'half-shop',
        hosts: ['half.localhost', 'chai.localhost'],
        publicOrigin: 'http://half.localhost',
      }),
    );
    expect(mixed.statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: '/api/customer/details', headers: { host: 'half.localhost' } })).statusCode,
    ).toBe(404);
  });

  it('adds and removes a host: it answers, then stops answering, at once', async () => {
    const details = () =>
      t.app.inject({ url: '/api/customer/details', headers: { host: 'chai.in.localhost' } });
    expect((await details()).statusCode).toBe(404);
    const added = await asOperator('POST', '/api/operator/tenants/chai-corner/hosts', {
      host: 'Chai.In.Localhost',
    });
    expect(added.statusCode).toBe(200);
    expect(customerDetailsReplySchema.parse((await details()).json()).data.customerId).toBe('chai-corner');
    expect(
      (await asOperator('POST', '/api/operator/tenants/chai-corner/hosts', { host: 'localhost.localhost' }))
        .statusCode,
    ).toBe(200);
    const taken = await asOperator('POST', '/api/operator/tenants/kesar-home/hosts', {
      host: 'chai.in.localhost',
    });
    expect(taken.statusCode).toBe(409);

    const removed = await asOperator('DELETE', '/api/operator/tenants/chai-corner/hosts/chai.in.localhost');
    expect(removed.statusCode).toBe(200);
    const gone = await details();
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toMatch(/^Customer not found: /);
    expect(
      (await asOperator('DELETE', '/api/operator/tenants/chai-corner/hosts/chai.localhost')).statusCode,
    ).toBe(409);
    expect(
      (await asOperator('DELETE', '/api/operator/tenants/kesar-home/hosts/chai-corner.example.in'))
        .statusCode,
    ).toBe(404);
    expect(
      (await asOperator('POST', '/api/operator/tenants/no-such-shop/hosts', { host: 'x.localhost' }))
        .statusCode,
    ).toBe(404);
  });

  it('forgets a host changed by another instance (or by hand) when the database notifies it', async () => {
    const details = () => t.app.inject({ url: '/api/customer/details', headers: { host: 'hand.localhost' } });
    const settles = async (status: number) => {
      for (let tries = 0; tries < 40 && (await details()).statusCode !== status; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await details()).statusCode).toBe(status);
    };
    expect((await details()).statusCode).toBe(404); // cached: no shop
    await t.database.db.execute(
      sql`insert into customer_hosts (host, customer_id) values ('hand.localhost', 'chai-corner')`,
    );
    await settles(200);
    await t.database.db.execute(sql`delete from customer_hosts where host = 'hand.localhost'`);
    await settles(404);
  });

  it('answers only on the operator host, only to its operators', async () => {
    const kesarOwner = await signedInAgain(t, {
      userId: '',
      mobile: kesarHome.owner.mobile,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    // On a shop's host the console does not exist, whoever asks.
    for (const headers of [
      kesarOwner.headers,
      { ...operator.headers, host: 'localhost' },
      { host: 'localhost' },
    ]) {
      const reply = await t.app.inject({ url: '/api/operator/tenants', headers });
      expect(reply.statusCode).toBe(404);
    }
    // A shop's session on the operator host is another realm's; naming a shop by header changes nothing.
    const shopSession = await t.app.inject({
      url: '/api/operator/tenants',
      headers: { ...kesarOwner.headers, host: OPERATOR_HOST },
    });
    expect(shopSession.statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/api/operator/tenants', headers: { host: OPERATOR_HOST } })).statusCode,
    ).toBe(401);
    // The operator's host is no shop; the realm is no shop by header either.
    expect(
      (await t.app.inject({ url: '/api/customer/details', headers: { host: OPERATOR_HOST } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: '/api/categories', headers: operator.headers })).statusCode).toBe(404);
    const byHeader = await t.app.inject({
      url: '/api/customer/details',
      headers: { 'x-customer-id': 'vitrine-operator' },
    });
    expect(errorOf(byHeader).message).toMatch(/^Customer not found: /);
    // A number that is not an operator cannot sign up there.
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: OPERATOR_HOST },
      payload: { name: 'Someone', mobile: '9812345678', email: '', termsAccepted: true },
    });
    expect(signup.statusCode).toBe(404);
  });
});
