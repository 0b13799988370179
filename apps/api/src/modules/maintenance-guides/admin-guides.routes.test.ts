import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminMaintenanceGuidesReplySchema,
  adminPartnerLocationsReplySchema,
} from '@vitrine/contract/admin-content';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** The owner's guides and partner locations: an engineering shop's only (decision 0006). */
let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let shopOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner: shopOwner } = await consoleCast(t, veeryaFlowtech, kesarHome));
});
afterAll(() => t.close());

const GUIDES = '/api/admin/content/maintenance-guides';
const DISTRIBUTORS = '/api/admin/content/partner-locations/DISTRIBUTOR';
const request = (method: 'GET' | 'PUT', url: string, who: Shopper, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const guidesOf = async () =>
  adminMaintenanceGuidesReplySchema.parse((await request('GET', GUIDES, owner)).json()).data.guides;
const distributorsOf = async () =>
  adminPartnerLocationsReplySchema.parse((await request('GET', DISTRIBUTORS, owner)).json()).data.locations;

const guide = {
  title: 'Priming a monoblock pump',
  appliesTo: 'Monoblock pumps',
  summary: 'Before the first start',
  content: '<p>Fill the casing<script>alert(1)</script><img src=x onerror=alert(2)></p>',
};
const distributor = {
  name: 'Shree Pumps',
  address: '12 GIDC, Naroda',
  city: 'Ahmedabad',
  state: 'Gujarat',
  pincode: '382330',
  phone: '9876543210',
  email: '',
  coverage: 'Monoblock pumps',
};

describe('the owner edits guides and partner locations', () => {
  it('replaces the guides in order with their HTML sanitised; shoppers read them', async () => {
    const before = await guidesOf();
    const reply = await request('PUT', GUIDES, owner, {
      guides: [guide, ...before.map(({ guideId: _, ...g }) => g)],
    });
    expect(reply.statusCode).toBe(200);
    const [first] = await guidesOf();
    expect(first).toMatchObject({ title: guide.title, content: '<p>Fill the casing</p>' });
    const served = await t.app.inject({
      method: 'GET',
      url: `/api/customer/maintenance-guides/${first!.guideId}`,
      headers: { 'x-customer-id': 'veerya-flowtech' },
    });
    expect(served.json().data.guide.content).toBe('<p>Fill the casing</p>');
  });

  it('replaces the distributors in order (the seeded ones pass the checks as they are)', async () => {
    const seeded = (await distributorsOf()).map(({ locationId: _, kind: __, ...location }) => location);
    expect(seeded.length).toBeGreaterThan(0);
    expect((await request('PUT', DISTRIBUTORS, owner, { locations: seeded })).statusCode).toBe(200);
    const reply = await request('PUT', DISTRIBUTORS, owner, { locations: [distributor] });
    expect(reply.statusCode).toBe(200);
    expect(await distributorsOf()).toEqual([
      expect.objectContaining({ ...distributor, email: null, kind: 'DISTRIBUTOR' }),
    ]);
  });

  it.each([
    [GUIDES, { guides: [{ ...guide, title: '' }] }],
    [GUIDES, { guides: [{ ...guide, content: 'x'.repeat(40_001) }] }],
    [DISTRIBUTORS, { locations: [{ ...distributor, pincode: '12' }] }],
    [DISTRIBUTORS, { locations: [{ ...distributor, email: 'nope' }] }],
    ['/api/admin/content/partner-locations/WAREHOUSE', { locations: [] }],
  ])('refuses bad input to %s with 400 and changes nothing', async (url, payload) => {
    const before = [await guidesOf(), await distributorsOf()];
    const reply = await request('PUT', url, owner, payload);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).code).toBe('VALIDATION_FAILED');
    expect([await guidesOf(), await distributorsOf()]).toEqual(before);
  });

  it.each([GUIDES, DISTRIBUTORS])("refuses the shop's other staff at %s (403)", async (url) => {
    expect((await request('GET', url, staff)).statusCode).toBe(403);
    expect(
      (await request('PUT', url, staff, url === GUIDES ? { guides: [] } : { locations: [] })).statusCode,
    ).toBe(403);
    expect((await guidesOf()).length).toBeGreaterThan(0);
  });

  it.each([GUIDES, DISTRIBUTORS])(
    'answers 404 at %s for a shop that is not an engineering shop',
    async (url) => {
      expect((await request('GET', url, shopOwner)).statusCode).toBe(404);
      const reply = await request(
        'PUT',
        url,
        shopOwner,
        url === GUIDES ? { guides: [guide] } : { locations: [distributor] },
      );
      expect(reply.statusCode).toBe(404);
      expect((await guidesOf()).length).toBeGreaterThan(0);
    },
  );
});
