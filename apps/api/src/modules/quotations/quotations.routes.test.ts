import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { quotationListReplySchema, quotationRequestReplySchema } from '@vitrine/contract/quotations';
import { queryRows } from '../../db/client.ts';
import { QUOTATION_LIMITS } from './quotations.routes.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const BRIEFCASE = 'veerya-flowtech';
const pump = veeryaFlowtech.catalog.products.find((product) => product.variants)!;
const valve = veeryaFlowtech.catalog.products.find((product) => !product.variants)!;

async function idOf(sku: string, customerId = BRIEFCASE) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from products where customer_id = ${customerId} and sku = ${sku}`,
  );
  return row!.id;
}
async function variantIdOf(sku: string) {
  const [row] = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from product_variants where customer_id = ${BRIEFCASE} and sku = ${sku}`,
  );
  return row!.id;
}
const requestQuote = (shopper: Shopper | { headers: Record<string, string> }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/quotation', headers: shopper.headers, payload });
const quotationsSeenBy = (who: { headers: Record<string, string> }) =>
  t.app.inject({ url: '/api/admin/quotations', headers: who.headers });
const ownerOf = (customerId: string, mobile: string) =>
  signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } });
async function storedCount() {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from quotation_requests`,
  );
  return row!.n;
}

describe('quotation requests', () => {
  it("are stored with the shopper's account details and the product's own name, for the owner to read", async () => {
    const shopper = await signedUpShopper(t, BRIEFCASE);
    const variant = pump.variants![1]!;
    const reply = await requestQuote(shopper, {
      productId: await idOf(pump.sku),
      productVariantId: await variantIdOf(variant.sku),
      quantity: 12,
      company: '  Shah Agro Industries ',
      city: 'Junagadh',
      message: 'Need 12 sets for drip irrigation, delivered to site. Please include freight.',
    });
    expect(reply.statusCode).toBe(201);
    const { data, message } = quotationRequestReplySchema.parse(reply.json());
    expect(message).toMatch(/we have your request/i);
    expect(data.quotation).toMatchObject({
      productName: `${pump.name} (${variant.name})`,
      productSKU: variant.sku,
      quantity: 12,
      name: 'Meera Shah',
      mobile: shopper.mobile,
      email: `meera.${shopper.mobile}@example.in`,
      company: 'Shah Agro Industries',
      city: 'Junagadh',
    });

    const owner = await ownerOf(BRIEFCASE, veeryaFlowtech.owner.mobile);
    const list = quotationListReplySchema.parse((await quotationsSeenBy(owner)).json()).data;
    expect(list.quotations[0]).toEqual(data.quotation);
    expect(list.total).toBeGreaterThanOrEqual(1);
  });

  it('are read by the shop staff only, and never by another shop', async () => {
    const shopper = await signedUpShopper(t, BRIEFCASE);
    await requestQuote(shopper, { productId: await idOf(valve.sku), quantity: 3, message: 'Price for 3?' });
    expect((await quotationsSeenBy(shopper)).statusCode).toBe(403);
    expect((await quotationsSeenBy({ headers: { 'x-customer-id': BRIEFCASE } })).statusCode).toBe(401);
    const kesarOwner = await ownerOf('kesar-home', kesarHome.owner.mobile);
    const theirs = quotationListReplySchema.parse((await quotationsSeenBy(kesarOwner)).json()).data;
    expect(theirs).toEqual({ quotations: [], total: 0, page: 1 });
  });

  it('refuse bad input with a readable message and store nothing', async () => {
    const shopper = await signedUpShopper(t, BRIEFCASE);
    const productId = await idOf(valve.sku);
    const kesarProduct = await idOf(kesarHome.catalog.products[0]!.sku, 'kesar-home');
    const before = await storedCount();
    const cases: Array<[object, number, RegExp]> = [
      [{ productId, quantity: 0, message: 'x' }, 400, /at least 1/],
      [{ productId, quantity: 2.5, message: 'x' }, 400, /whole number/],
      [{ productId, quantity: 100_001, message: 'x' }, 400, /at most/],
      [{ productId, quantity: 1, message: '   ' }, 400, /what you need/],
      [{ productId, quantity: 1, message: 'x'.repeat(2001) }, 400, /at most 2000/],
      [{ productId, quantity: 1, message: 'x', email: 'not-an-email' }, 400, /Enter valid email/],
      [{ productId, quantity: 1, message: 'x', price: 1 }, 400, /price/],
      [{ productId: kesarProduct, quantity: 1, message: 'x' }, 404, /not available/],
      [{ productId: "' or 1=1 --", quantity: 1, message: 'x' }, 404, /not available/],
      [
        { productId, productVariantId: await variantIdOf(pump.variants![0]!.sku), quantity: 1, message: 'x' },
        404,
        /option/,
      ],
    ];
    for (const [payload, status, message] of cases) {
      const reply = await requestQuote(shopper, payload);
      expect([reply.statusCode, errorOf(reply).message]).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await storedCount()).toBe(before);
  });

  it('need a signed-in shopper, and a shop that takes them', async () => {
    const productId = await idOf(valve.sku);
    const guest = await requestQuote(
      { headers: { 'x-customer-id': BRIEFCASE } },
      {
        productId,
        quantity: 1,
        message: 'x',
      },
    );
    expect(guest.statusCode).toBe(401);

    const kesarShopper = await signedUpShopper(t, 'kesar-home');
    const refused = await requestQuote(kesarShopper, {
      productId: await idOf(kesarHome.catalog.products[0]!.sku, 'kesar-home'),
      quantity: 1,
      message: 'A quote for a hotel kitchen?',
    });
    expect([refused.statusCode, errorOf(refused).message]).toEqual([
      404,
      'This shop does not take quotation requests.',
    ]);
  });
});

describe('quotation requests, each an SMS and an email to the owner, are limited', () => {
  const network = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const ask = async (shopper: Shopper, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/quotation',
      headers: shopper.headers,
      remoteAddress,
      payload: { productId: await idOf(valve.sku), quantity: 2, message: 'Two valves for the farm, please.' },
    });
  const refusal = (reply: Awaited<ReturnType<typeof ask>>) => [reply.statusCode, errorOf(reply).message];

  it('to a few a day for one shopper, with nothing stored past the limit', async () => {
    const shopper = await signedUpShopper(t, BRIEFCASE);
    const from = network();
    for (let i = 0; i < QUOTATION_LIMITS.perShopperPerDay; i++)
      expect((await ask(shopper, from)).statusCode).toBe(201);
    const before = await storedCount();
    const refused = await ask(shopper, network());
    expect(refusal(refused)).toEqual([
      429,
      'You have asked for 5 quotations today. Please try again tomorrow.',
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await storedCount()).toBe(before);
  });

  it('to some more an hour from one network, whoever signs in', async () => {
    const from = network();
    const shoppers = QUOTATION_LIMITS.perNetworkPerHour / QUOTATION_LIMITS.perShopperPerDay;
    for (let i = 0; i < shoppers; i++) {
      const shopper = await signedUpShopper(t, BRIEFCASE);
      for (let j = 0; j < QUOTATION_LIMITS.perShopperPerDay; j++)
        expect((await ask(shopper, from)).statusCode).toBe(201);
    }
    expect(refusal(await ask(await signedUpShopper(t, BRIEFCASE), from))).toEqual([
      429,
      'Too many quotation requests from this network. Please try again in an hour.',
    ]);
  });

  it('to 50 a day for the shop, whoever asks from wherever', async () => {
    const shopFull = [429, 'This shop has had many quotation requests today. Please try again tomorrow.'];
    let answer = [201, ''];
    for (let shoppers = 0; shoppers < 20 && answer[0] === 201; shoppers++) {
      const shopper = await signedUpShopper(t, BRIEFCASE);
      for (let j = 0; j < QUOTATION_LIMITS.perShopperPerDay && answer[0] === 201; j++) {
        const reply = await ask(shopper, network());
        answer = reply.statusCode === 201 ? answer : refusal(reply);
      }
    }
    expect(answer).toEqual(shopFull);
    // Earlier tests' requests count as well, and so do tries refused later (an unknown product).
    expect(await storedCount()).toBeLessThanOrEqual(QUOTATION_LIMITS.perShopPerDay);
    expect(refusal(await ask(await signedUpShopper(t, BRIEFCASE), network()))).toEqual(shopFull);
  });
});
