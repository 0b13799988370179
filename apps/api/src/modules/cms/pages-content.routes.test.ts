import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagesContentReplySchema } from '@vitrine/contract/admin-content';
import { aboutReplySchema, policiesReplySchema } from '@vitrine/contract/content';
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

const URL_ = '/api/admin/content/pages';
const patch = (who: Shopper, payload: object) =>
  t.app.inject({ method: 'PATCH', url: URL_, headers: who.headers, payload });
const pagesOf = async (who: Shopper) =>
  pagesContentReplySchema.parse(
    (await t.app.inject({ method: 'GET', url: URL_, headers: who.headers })).json(),
  ).data;
const publicAbout = async (customerId: string) =>
  aboutReplySchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/about',
        headers: { 'x-customer-id': customerId },
      })
    ).json(),
  ).data[0]!.about;

const hostile =
  '<h2>Our story</h2><p onclick="steal()">Since 1998<script>alert(1)</script><img src=x onerror=alert(3)>' +
  '<a href="javascript:alert(2)">x</a> <a href="https://kesar.in">site</a></p>';

describe('PATCH /api/admin/content/pages', () => {
  it('stores about-us sanitised (scripts and handlers gone) and shoppers read it at once', async () => {
    const reply = await patch(owner, { aboutUs: hostile });
    expect(reply.statusCode).toBe(200);
    const about = pagesContentReplySchema.parse(reply.json()).data.aboutUs;
    expect(about).toBe(
      '<h2>Our story</h2><p>Since 1998<a rel="noopener noreferrer">x</a> ' +
        '<a href="https://kesar.in" rel="noopener noreferrer">site</a></p>',
    );
    expect(await publicAbout('kesar-home')).toBe(about);
  });

  it('replaces the named policy only, sanitised, and keeps the others', async () => {
    const before = await pagesOf(owner);
    expect((await patch(owner, { policies: { returnPolicy: hostile } })).statusCode).toBe(200);
    const after = await pagesOf(owner);
    expect(after.policies.returnPolicy).not.toMatch(/script|onclick|onerror|javascript/);
    expect(after.policies.returnPolicy).toContain('Since 1998');
    expect({ ...after.policies, returnPolicy: '' }).toEqual({ ...before.policies, returnPolicy: '' });
    const served = policiesReplySchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/customer/all-policy',
          headers: { 'x-customer-id': 'kesar-home' },
        })
      ).json(),
    ).data[0]!;
    expect(served.returnPolicy).toBe(after.policies.returnPolicy);
  });

  it('replaces the testimonials in the given order', async () => {
    const testimonials = [
      { userName: 'Asha', description: 'Lovely <b>pans</b>', image: null, date: '2026-10-01' },
      { userName: 'Ravi', description: 'Quick delivery', image: '/images/ravi.webp', date: '2026-09-12' },
    ];
    expect((await patch(owner, { testimonials })).statusCode).toBe(200);
    const saved = (await pagesOf(owner)).testimonials;
    expect(saved.map(({ testimonyId: _, ...rest }) => rest)).toEqual(testimonials);
  });

  it.each([
    ['an unknown policy', { policies: { cookiePolicy: '<p>x</p>' } }],
    ['an over-long about-us', { aboutUs: 'x'.repeat(40_001) }],
    [
      'a testimony without a name',
      { testimonials: [{ userName: '', description: 'x', image: null, date: '2026-01-01' }] },
    ],
    [
      'a testimony with a bad date',
      { testimonials: [{ userName: 'A', description: 'x', image: null, date: 'yesterday' }] },
    ],
    [
      'a javascript: picture',
      { testimonials: [{ userName: 'A', description: 'x', image: 'javascript:x', date: '2026-01-01' }] },
    ],
    ['nothing to change', {}],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const before = await pagesOf(owner);
    const reply = await patch(owner, payload);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).code).toBe('VALIDATION_FAILED');
    expect(await pagesOf(owner)).toEqual(before);
  });

  it("refuses the shop's other staff (403)", async () => {
    const before = await pagesOf(owner);
    expect((await t.app.inject({ method: 'GET', url: URL_, headers: staff.headers })).statusCode).toBe(403);
    expect((await patch(staff, { aboutUs: '<p>Staff was here</p>' })).statusCode).toBe(403);
    expect(await pagesOf(owner)).toEqual(before);
  });

  it("changes only the owner's own shop", async () => {
    const theirs = await pagesOf(otherOwner);
    expect((await patch(owner, { aboutUs: '<p>Kesar only</p>' })).statusCode).toBe(200);
    expect(await pagesOf(otherOwner)).toEqual(theirs);
    expect(await publicAbout('veerya-flowtech')).toBe(theirs.aboutUs);
  });
});
