import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontContentReplySchema } from '@vitrine/contract/admin-content';
import { customerDetailsReplySchema } from '@vitrine/contract/customer';
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

const URL_ = '/api/admin/content/storefront';
const patch = (who: Shopper, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: URL_,
    headers: { ...who.headers, ...headers },
    payload: payload as object,
  });
const contentOf = async (who: Shopper) =>
  storefrontContentReplySchema.parse(
    (await t.app.inject({ method: 'GET', url: URL_, headers: who.headers })).json(),
  ).data;
const shopperConfig = async (customerId: string) =>
  customerDetailsReplySchema.parse(
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/customer/details',
        headers: { 'x-customer-id': customerId },
      })
    ).json(),
  ).data;

const slide = (title: string, schedule: { showFrom?: string | null; showUntil?: string | null } = {}) => ({
  image: '/images/kesar/banner-1.webp',
  alt: 'Copper bottles',
  title,
  subtitle: 'Up to 20% off',
  link: '/category/cookware',
  showFrom: null,
  showUntil: null,
  ...schedule,
});
const day = 86_400_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('PATCH /api/admin/content/storefront', () => {
  it('saves banners and shows shoppers only those in their schedule, the owner all', async () => {
    const banners = [
      slide('Now on'),
      slide('Starts tomorrow', { showFrom: at(day) }),
      slide('Ended yesterday', { showUntil: at(-day) }),
      slide('On this week', {
        showFrom: at(-day),
        showUntil: at(day),
        link: 'https://example.in/sale',
      } as object),
    ];
    const reply = await patch(owner, { homeCarousel: banners });
    expect(reply.statusCode).toBe(200);
    expect((await contentOf(owner)).homeCarousel.map((s) => s.title)).toEqual(banners.map((s) => s.title));
    expect((await shopperConfig('kesar-home')).homeCarousel.map((s) => s.title)).toEqual([
      'Now on',
      'On this week',
    ]);
  });

  it('replaces contacts, social links, certificates and app links, keeping what it does not name', async () => {
    const before = await contentOf(owner);
    const change = {
      contacts: {
        address: 'Shop 4, MG Road, Pune',
        email: 'hello@kesar.in',
        phone: '9823045600',
        whatsApp: '9823045600',
      },
      socialLinks: {
        facebookUrl: 'https://facebook.com/kesar',
        twitterUrl: '',
        instagramUrl: null,
        youtubeUrl: null,
        linkedInUrl: null,
      },
      certificates: [{ label: 'ISO 9001', certificateImage: '/images/iso.webp' }],
      appDetails: { playStoreUrl: 'https://play.google.com/store/apps/details?id=in.kesar', appStoreUrl: '' },
    };
    expect((await patch(owner, change)).statusCode).toBe(200);
    const after = await contentOf(owner);
    expect(after).toEqual({
      homeCarousel: before.homeCarousel,
      ...change,
      socialLinks: { ...change.socialLinks, twitterUrl: null },
      appDetails: { ...change.appDetails, appStoreUrl: null },
    });
    expect((await shopperConfig('kesar-home')).contacts.address).toBe('Shop 4, MG Road, Pune');
  });

  it.each([
    ['a javascript: link', { homeCarousel: [slide('x', { link: 'javascript:alert(1)' } as object)] }],
    [
      'a link to another site over //',
      { homeCarousel: [slide('x', { link: '//evil.example/x' } as object)] },
    ],
    ['a plain http link', { homeCarousel: [slide('x', { link: 'http://example.in' } as object)] }],
    [
      'an image that is a data: URL',
      { homeCarousel: [{ ...slide('x'), image: 'data:image/png;base64,AA' }] },
    ],
    [
      'a schedule that ends before it starts',
      { homeCarousel: [slide('x', { showFrom: at(day), showUntil: at(0) })] },
    ],
    ['thirteen banners', { homeCarousel: Array.from({ length: 13 }, (_, i) => slide(`b${i}`)) }],
    ['an over-long title', { homeCarousel: [slide('x'.repeat(121))] }],
    ['an unknown field', { homeCarousel: [{ ...slide('x'), onclick: 'x' }] }],
    ['a social link that is not https', { socialLinks: { facebookUrl: 'javascript:alert(1)' } }],
    ['a bad email', { contacts: { address: '', email: 'not-an-email', phone: '', whatsApp: '' } }],
    ['nothing to change', {}],
  ])('refuses %s with 400 and changes nothing', async (_case, payload) => {
    const before = await contentOf(owner);
    const reply = await patch(owner, payload);
    expect(reply.statusCode).toBe(400);
    expect(errorOf(reply).code).toBe('VALIDATION_FAILED');
    expect(await contentOf(owner)).toEqual(before);
  });

  it("refuses the shop's other staff (403) and leaves the content as it was", async () => {
    const before = await contentOf(owner);
    const read = await t.app.inject({ method: 'GET', url: URL_, headers: staff.headers });
    expect(read.statusCode).toBe(403);
    expect((await patch(staff, { homeCarousel: [] })).statusCode).toBe(403);
    expect(await contentOf(owner)).toEqual(before);
  });

  it("changes only the owner's own shop; another shop's owner cannot reach it", async () => {
    const theirs = await contentOf(otherOwner);
    expect((await patch(owner, { certificates: [] })).statusCode).toBe(200);
    expect(await contentOf(otherOwner)).toEqual(theirs);
    const ours = await contentOf(owner);
    const reply = await patch(otherOwner, { certificates: [] }, { 'x-customer-id': 'kesar-home' });
    expect(reply.statusCode).toBeGreaterThanOrEqual(401);
    expect(reply.statusCode).toBeLessThan(500);
    expect(await contentOf(owner)).toEqual(ours);
  });
});
