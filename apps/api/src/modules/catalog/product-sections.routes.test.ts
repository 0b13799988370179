import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminProductSectionsReplySchema } from '@vitrine/contract/admin-content';
import { productSectionsReplySchema } from '@vitrine/contract/catalog';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner, staff, otherOwner } = await consoleCast(t, kesarHome, veeryaFlowtech));
});
afterAll(() => t.close());

const URL_ = '/api/admin/content/product-sections';
const put = (who: Shopper, payload: object) =>
  t.app.inject({ method: 'PUT', url: URL_, headers: who.headers, payload });
const sectionsOf = async (who: Shopper) =>
  adminProductSectionsReplySchema.parse(
    (await t.app.inject({ method: 'GET', url: URL_, headers: who.headers })).json(),
  ).data.sections;
const storefrontSections = async () =>
  productSectionsReplySchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/catalog/product/section',
        headers: { 'x-customer-id': 'kesar-home' },
      })
    ).json(),
  ).data.productSections;

describe('PUT /api/admin/content/product-sections', () => {
  it('replaces the sections and their products in order; the storefront shows them at once', async () => {
    await storefrontSections(); // a cached reply that the write must drop
    const ids = (await sectionsOf(owner)).flatMap((s) => s.products.map((p) => p.productId));
    expect(ids.length).toBeGreaterThanOrEqual(3);
    const sections = [
      { title: 'Diwali picks', text: 'Gifts for the festival', productIds: [ids[2]!, ids[0]!] },
      { title: 'Just in', text: '', productIds: [ids[1]!] },
    ];
    const reply = await put(owner, { sections });
    expect(reply.statusCode).toBe(200);
    const saved = adminProductSectionsReplySchema.parse(reply.json()).data.sections;
    expect(saved.map((s) => [s.title, s.products.map((p) => p.productId)])).toEqual(
      sections.map((s) => [s.title, s.productIds]),
    );
    await expect
      .poll(async () => (await storefrontSections()).map((s) => s.sectionTitle))
      .toEqual(['Diwali picks', 'Just in']);
    expect((await storefrontSections())[0]!.products.map((p) => p.productId)).toEqual([ids[2], ids[0]]);
  });

  it("refuses another shop's product with 404 and changes nothing", async () => {
    const before = await sectionsOf(owner);
    const theirs = (await sectionsOf(otherOwner)).flatMap((s) => s.products.map((p) => p.productId));
    expect(theirs.length).toBeGreaterThan(0);
    const reply = await put(owner, { sections: [{ title: 'Stolen', text: '', productIds: [theirs[0]!] }] });
    expect(reply.statusCode).toBe(404);
    expect(errorOf(reply).code).toBe('PRODUCT_NOT_FOUND');
    expect(await sectionsOf(owner)).toEqual(before);
  });

  it.each([
    ['a section without a title', { sections: [{ title: ' ', text: '', productIds: [] }] }],
    ['a product id that is not a UUID', { sections: [{ title: 'x', text: '', productIds: ["1' or 1=1"] }] }],
    [
      '21 sections',
      { sections: Array.from({ length: 21 }, () => ({ title: 'x', text: '', productIds: [] })) },
    ],
  ])('refuses %s with 400', async (_case, payload) => {
    const before = await sectionsOf(owner);
    const reply = await put(owner, payload);
    expect(reply.statusCode).toBe(400);
    expect(await sectionsOf(owner)).toEqual(before);
  });

  it("refuses the shop's other staff (403)", async () => {
    const before = await sectionsOf(owner);
    expect((await t.app.inject({ method: 'GET', url: URL_, headers: staff.headers })).statusCode).toBe(403);
    expect((await put(staff, { sections: [] })).statusCode).toBe(403);
    expect(await sectionsOf(owner)).toEqual(before);
  });
});
