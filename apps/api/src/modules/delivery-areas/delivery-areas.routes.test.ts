import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveryAreasReplySchema,
  deliveryCheckReplySchema,
  pincodeImportRefusalSchema,
  pincodeImportReplySchema,
} from '@vitrine/contract/delivery-areas';
import { orderPreviewReplySchema, placeOrderReplySchema } from '@vitrine/contract/orders';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Awaited<ReturnType<typeof consoleCast>>;
beforeAll(async () => {
  t = await createTestApp();
  // An online order starts its payment with the sandbox gateway over HTTP.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  cast = await consoleCast(t);
});
afterAll(() => t.close());

type Who = { headers: Record<string, string> };
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });
const upload = (who: Who, csv: string, contentType = 'text/csv') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/delivery-areas/pincodes',
    headers: { ...who.headers, 'content-type': contentType },
    payload: csv,
  });
const setMode = (who: Who, mode: string) => call(who, 'PUT', '/api/admin/delivery-areas/mode', { mode });
const summary = async (who: Who) =>
  deliveryAreasReplySchema.parse((await call(who, 'GET', '/api/admin/delivery-areas')).json()).data;
const check = (pincode: string, customerId = 'kesar-home') =>
  t.app.inject({
    method: 'GET',
    url: `/api/delivery/check?pincode=${pincode}`,
    headers: { 'x-customer-id': customerId },
  });
/** India's day `days` after today, YYYY-MM-DD: an independent reckoning. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

const SMALL = 'pincode,cod,days\n411016,yes,2\n411001,no,3\n560001,yes,5\n';

describe('before the owner lists anything: all India, as every shop did', () => {
  it('reaches any pincode with cash on delivery and gives no date', async () => {
    expect(await summary(cast.owner)).toEqual({ mode: 'ALL_INDIA', pincodes: 0, codPincodes: 0 });
    const reply = await check('795001');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(deliveryCheckReplySchema.parse(reply.json()).data).toEqual({
      pincode: '795001',
      deliverable: true,
      cod: true,
      estimatedDelivery: null,
    });
  });

  it('refuses listing pincodes while none are uploaded', async () => {
    const reply = await setMode(cast.owner, 'LISTED');
    expect(reply.statusCode).toBe(409);
    expect(errorOf(reply)).toMatchObject({ code: 'NO_PINCODES_LISTED' });
  });

  it.each(['12345', '012345', '1234567', 'abcdef', '41 016'])(
    'refuses the pincode %j with 400',
    async (bad) => {
      const reply = await check(encodeURIComponent(bad));
      expect(reply.statusCode).toBe(400);
      expect(errorOf(reply).message).toBeTruthy();
    },
  );
});

describe('the owner’s list: PUT /api/admin/delivery-areas/pincodes', () => {
  it('imports 30,000 pincodes in one go, quickly, and exports them back', async () => {
    const lines = Array.from(
      { length: 30_000 },
      (_, i) => `${100000 + i * 29},${i % 3 === 0 ? 'no' : 'yes'},${(i % 7) + 1}`,
    );
    const started = performance.now();
    const reply = await upload(cast.owner, ['pincode,cod,days', ...lines].join('\r\n'));
    const took = performance.now() - started;
    expect(reply.statusCode, reply.body.slice(0, 500)).toBe(200);
    expect(pincodeImportReplySchema.parse(reply.json()).data).toMatchObject({ rows: 30_000, written: true });
    // One statement however long the list: row by row this takes minutes on PGlite.
    expect(took).toBeLessThan(20_000);
    expect(await summary(cast.owner)).toEqual({ mode: 'ALL_INDIA', pincodes: 30_000, codPincodes: 20_000 });
    const exported = await call(cast.owner, 'GET', '/api/admin/delivery-areas/pincodes.csv');
    expect(exported.headers['content-type']).toContain('text/csv');
    const rows = exported.body.trim().split('\n');
    expect(rows[0]).toBe('pincode,cod,days');
    expect(rows).toHaveLength(30_001);
    expect(rows[1]).toBe('100000,no,1');
  });

  it('reports every bad row by its line and changes nothing', async () => {
    const reply = await upload(
      cast.owner,
      'pincode,cod,days\n411016,yes,2\n012345,yes,2\n411016,no,1\n560001,maybe,3\n110001,yes,-1\n110002,yes\n',
    );
    expect(reply.statusCode).toBe(422);
    const { data, message, error } = pincodeImportRefusalSchema.parse(reply.json());
    expect(error).toEqual({ code: 'VALIDATION_FAILED', message });
    expect(message).toBe('5 problems found: nothing was changed.');
    expect(data.written).toBe(false);
    expect(data.problems.map((p) => p.row)).toEqual([3, 4, 5, 6, 7]);
    expect(data.problems[0]!.message).toContain('012345');
    expect(data.problems[1]!.message).toContain('line 2');
    expect((await summary(cast.owner)).pincodes).toBe(30_000);
  });

  it('replaces the list one upload after the other when two come at once', async () => {
    const [a, b] = await Promise.all([
      upload(cast.owner, 'pincode,cod,days\n110001,yes,1\n110002,yes,1\n'),
      upload(cast.owner, 'pincode,cod,days\n110001,no,2\n110002,no,2\n110003,no,2\n'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([2, 3]).toContain((await summary(cast.owner)).pincodes);
    expect((await upload(cast.owner, SMALL)).statusCode).toBe(200);
  });

  it('checks a file without writing it', async () => {
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/delivery-areas/pincodes?mode=check',
      headers: { ...cast.owner.headers, 'content-type': 'text/csv' },
      payload: SMALL,
    });
    expect(reply.statusCode).toBe(200);
    expect(pincodeImportReplySchema.parse(reply.json())).toMatchObject({
      data: { rows: 3, written: false, problemCount: 0 },
      message: 'No problems in 3 pincodes.',
    });
    expect((await summary(cast.owner)).pincodes).toBe(3);
  });

  it.each([
    ['no header', '411016,yes,2\n', 422],
    ['a wrong column', 'pincode,cash,days\n411016,yes,2\n', 422],
    ['only a header', 'pincode,cod,days\n', 422],
    ['nothing', '   ', 400],
  ])('refuses a file with %s', async (_, csv, status) => {
    expect((await upload(cast.owner, csv)).statusCode).toBe(status);
  });

  it('refuses a file too large, and what is not CSV', async () => {
    const big = 'pincode,cod,days\n' + '411016,yes,2\n'.repeat(200_000);
    const tooBig = await upload(cast.owner, big);
    expect(tooBig.statusCode).toBe(413);
    expect(errorOf(tooBig).code).toBe('PAYLOAD_TOO_LARGE');
    const json = await upload(cast.owner, JSON.stringify({ pincode: '411016' }), 'application/json');
    expect(json.statusCode).toBe(415);
  });

  it('is the owner’s: staff and shoppers are refused, guests asked to sign in', async () => {
    const shopper = await signedUpShopper(t);
    for (const [who, status] of [
      [cast.staff, 403],
      [shopper, 403],
      [{ headers: { 'x-customer-id': 'kesar-home' } }, 401],
    ] as const) {
      expect((await call(who, 'GET', '/api/admin/delivery-areas')).statusCode).toBe(status);
      expect((await upload(who, SMALL)).statusCode).toBe(status);
      expect((await setMode(who, 'LISTED')).statusCode).toBe(status);
      expect((await call(who, 'GET', '/api/admin/delivery-areas/pincodes.csv')).statusCode).toBe(status);
    }
  });
});

// A simple product the shop sells on cash on delivery, in stock.
const product = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock >= 20 && p.availableOnCod !== false,
)!;

async function shopperWithCart(pincode: string) {
  const shopper = await signedUpShopper(t);
  const addressIndex = await savedAddress(t, shopper, { pincode });
  const added = await call(shopper, 'POST', '/api/cart/v2', {
    productId: (await stockOf(t, product.sku)).id,
    quantity: 1,
  });
  expect(added.statusCode, added.body).toBe(200);
  return { shopper, addressIndex };
}
const where = (addressIndex: number) => ({
  placeOfService: null,
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});
const preview = (shopper: Shopper, addressIndex: number) =>
  call(shopper, 'POST', '/api/order/update/cart-order', where(addressIndex));
const place = (shopper: Shopper, addressIndex: number, paymentMethod: 'COD' | 'ONLINE') =>
  call(shopper, 'POST', '/api/order/payable/amount/v2', {
    ...where(addressIndex),
    paymentMethod,
    redirectUrl: 'http://kesar.localhost/payment-status',
  });

describe('listed pincodes: the check, checkout and cash on delivery', () => {
  beforeAll(async () => {
    expect((await upload(cast.owner, SMALL)).statusCode).toBe(200);
    expect((await setMode(cast.owner, 'LISTED')).statusCode).toBe(200);
  });

  it('answers the check with cash on delivery and the day it should arrive', async () => {
    expect(deliveryCheckReplySchema.parse((await check('411016')).json()).data).toEqual({
      pincode: '411016',
      deliverable: true,
      cod: true,
      estimatedDelivery: indiaDay(2),
    });
    expect(deliveryCheckReplySchema.parse((await check('411001')).json()).data).toMatchObject({
      deliverable: true,
      cod: false,
      estimatedDelivery: indiaDay(3),
    });
    expect(deliveryCheckReplySchema.parse((await check('795001')).json()).data).toEqual({
      pincode: '795001',
      deliverable: false,
      cod: false,
      estimatedDelivery: null,
    });
  });

  it('keeps one shop’s list from another: Veerya still delivers all over India', async () => {
    expect(
      deliveryCheckReplySchema.parse((await check('795001', 'veerya-flowtech')).json()).data,
    ).toMatchObject({
      deliverable: true,
    });
    expect(await summary(cast.otherOwner)).toMatchObject({ mode: 'ALL_INDIA', pincodes: 0 });
    const theirs = await call(cast.otherOwner, 'GET', '/api/admin/delivery-areas/pincodes.csv');
    expect(theirs.body.trim()).toBe('pincode,cod,days');
    // Veerya's owner uploading replaces only Veerya's list.
    expect((await upload(cast.otherOwner, 'pincode,cod,days\n380001,yes,1\n')).statusCode).toBe(200);
    expect(await summary(cast.owner)).toMatchObject({ mode: 'LISTED', pincodes: 3 });
  });

  it('refuses checkout to an address the shop does not reach, in the preview and in placing', async () => {
    const { shopper, addressIndex } = await shopperWithCart('795001');
    for (const reply of [
      await preview(shopper, addressIndex),
      await place(shopper, addressIndex, 'COD'),
      await place(shopper, addressIndex, 'ONLINE'),
    ]) {
      expect(reply.statusCode, reply.body).toBe(400);
      expect(errorOf(reply).code).toBe('PINCODE_NOT_SERVED');
      expect(errorOf(reply).message).toContain('does not deliver to pincode 795001');
    }
    // Store pickup reaches everyone: the address is only for the bill.
    const pickup = await call(shopper, 'POST', '/api/order/update/cart-order', {
      ...where(addressIndex),
      placeOfService: 'STORE',
      shipTo: undefined,
    });
    expect(pickup.statusCode, pickup.body).toBe(200);
    expect(orderPreviewReplySchema.parse(pickup.json()).data.estimatedDelivery).toBeNull();
  });

  it('prices a listed pincode with the day it should arrive, and places the order', async () => {
    const { shopper, addressIndex } = await shopperWithCart('411016');
    const quote = orderPreviewReplySchema.parse((await preview(shopper, addressIndex)).json()).data;
    expect(quote.estimatedDelivery).toBe(indiaDay(2));
    expect(quote.codAvailable).toBe(true);
    const placed = await place(shopper, addressIndex, 'COD');
    expect(placed.statusCode, placed.body).toBe(200);
    placeOrderReplySchema.parse(placed.json());
  });

  it('refuses cash on delivery at a pincode without it, and takes the order paid online', async () => {
    const { shopper, addressIndex } = await shopperWithCart('411001');
    const quote = orderPreviewReplySchema.parse((await preview(shopper, addressIndex)).json()).data;
    expect(quote.codAvailable).toBe(false);
    const cod = await place(shopper, addressIndex, 'COD');
    expect(cod.statusCode).toBe(400);
    expect(errorOf(cod)).toMatchObject({
      code: 'PAYMENT_METHOD_UNAVAILABLE',
      message: 'Cash on delivery is not available at pincode 411001. Pay online instead.',
    });
    const online = await place(shopper, addressIndex, 'ONLINE');
    expect(online.statusCode, online.body).toBe(200);
  });

  it('goes back to all India at the owner’s word, keeping the list', async () => {
    const reply = await setMode(cast.owner, 'ALL_INDIA');
    expect(deliveryAreasReplySchema.parse(reply.json()).data).toEqual({
      mode: 'ALL_INDIA',
      pincodes: 3,
      codPincodes: 2,
    });
    expect(deliveryCheckReplySchema.parse((await check('795001')).json()).data.deliverable).toBe(true);
    expect((await setMode(cast.owner, 'ELSEWHERE')).statusCode).toBe(400);
  });
});
