import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { settlementReplySchema } from '@vitrine/contract/admin-reports';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { paidOnlineOrder, placedOrder } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInStaff, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Shopper;
let staff: Shopper;
let otherOwner: Shopper;
/** Where the app listens: an online order starts its payment with the sandbox gateway over HTTP. */
let host: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  host = `127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  owner = await signedInStaff(t, kesarHome.owner.mobile, 'kesar-home');
  staff = await signedInStaff(t, kesarHome.staff.mobile, 'kesar-home');
  otherOwner = await signedInStaff(t, veeryaFlowtech.owner.mobile, 'veerya-flowtech');
});
afterAll(() => t.close());

const sku = kesarHome.catalog.products.find(
  (p) => !p.variants && p.stock >= 10 && p.availableOnCod !== false && (p.specialPrice ?? p.price) < 2000,
)!.sku;
const report = (who: Shopper, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/reports/settlement${query}`, headers: who.headers });
const paise = (rupees: number) => Math.round(rupees * 100);

/** An online order paid through the callback's workflow, its money taken at `at`. */
async function paidOnline(at: string) {
  const { order } = await paidOnlineOrder(t, { customerId: 'kesar-home', sku, host });
  await t.database.db.execute(
    sql`update payment_orders set completed_at = ${at} where id = ${order.paymentOrderId}`,
  );
  return order;
}

/** A refund of part of a paid attempt, carried out by the gateway at `at` (the refund workflow's row). */
async function refunded(
  payment: { orderId: string; paymentOrderId: string },
  amountPaise: number,
  at: string,
) {
  await t.database.db.execute(
    sql`insert into payment_refunds
          (customer_id, order_id, payment_order_id, amount, status, idempotency_key, requested_by, processed_at)
        values ('kesar-home', ${payment.orderId}, ${payment.paymentOrderId}, ${amountPaise}, 'PROCESSED',
          ${`refund-${payment.paymentOrderId}-${at}`}, 'system', ${at})`,
  );
}

/** A cash-on-delivery order taken through the console to delivered, its cash confirmed at `at`. */
async function codCollected(at: string) {
  const { order } = await placedOrder(t, { customerId: 'kesar-home', sku, paymentMethod: 'COD', host });
  const shipment = { courierName: 'Delhivery', trackingNumber: 'DL1', trackingUrl: null };
  for (const body of [
    { action: 'ACCEPT' },
    { action: 'SHIP', shipment },
    { action: 'OUT_FOR_DELIVERY' },
    { action: 'DELIVER' },
    { action: 'COD_COLLECTED' },
  ]) {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderId}/actions`,
      headers: owner.headers,
      payload: body,
    });
    expect(reply.statusCode, reply.body).toBe(200);
  }
  await t.database.db.execute(sql`update orders set cod_collected_at = ${at} where id = ${order.orderId}`);
  return order;
}

describe('the settlement report', () => {
  it('counts each payment on the India day its money moved, across midnight in India', async () => {
    // 10 March 23:59 and 11 March 00:01 in India, minutes apart in UTC; 9 March 23:59 is outside.
    const lateOn10 = '2026-03-10T18:29:00Z';
    const earlyOn11 = '2026-03-10T18:31:00Z';
    const first = await paidOnline(lateOn10);
    const second = await paidOnline(earlyOn11);
    await paidOnline('2026-03-09T18:29:00Z');
    await refunded(first, 1_000, earlyOn11);
    const cod = await codCollected(lateOn10);
    // An unpaid online order and a delivered COD order whose cash is not yet confirmed count nowhere.
    await placedOrder(t, { customerId: 'kesar-home', sku, paymentMethod: 'ONLINE', host });

    const reply = await report(owner, '?from=2026-03-10&to=2026-03-11');
    expect(reply.statusCode, reply.body).toBe(200);
    const { days, totals } = settlementReplySchema.parse(reply.json()).data;
    expect(days.map((day) => day.day)).toEqual(['2026-03-10', '2026-03-11']);
    const [tenth, eleventh] = days;
    expect(tenth).toEqual({
      day: '2026-03-10',
      paidOnline: { count: 1, amount: first.payableAmount },
      refunded: { count: 0, amount: 0 },
      codCollected: { count: 1, amount: cod.payableAmount },
      net: (paise(first.payableAmount) + paise(cod.payableAmount)) / 100,
    });
    expect(eleventh).toEqual({
      day: '2026-03-11',
      paidOnline: { count: 1, amount: second.payableAmount },
      refunded: { count: 1, amount: 10 },
      codCollected: { count: 0, amount: 0 },
      net: (paise(second.payableAmount) - 1_000) / 100,
    });
    expect(totals).toEqual({
      paidOnline: { count: 2, amount: (paise(first.payableAmount) + paise(second.payableAmount)) / 100 },
      refunded: { count: 1, amount: 10 },
      codCollected: { count: 1, amount: cod.payableAmount },
      net:
        (paise(first.payableAmount) + paise(second.payableAmount) - 1_000 + paise(cod.payableAmount)) / 100,
    });

    // Another shop's owner sees none of it, and no shop can be named in the request.
    const other = await report(otherOwner, '?from=2026-03-10&to=2026-03-11');
    const theirs = settlementReplySchema.parse(other.json()).data;
    expect(theirs.totals).toEqual({
      paidOnline: { count: 0, amount: 0 },
      refunded: { count: 0, amount: 0 },
      codCollected: { count: 0, amount: 0 },
      net: 0,
    });
    const named = await report(otherOwner, '?from=2026-03-10&to=2026-03-11&customerId=kesar-home');
    expect(settlementReplySchema.parse(named.json()).data.totals.net).toBe(0);
  });

  it('downloads as CSV: a row per day and a row of totals, under a file name with the shop and range', async () => {
    const reply = await report(owner, '.csv?from=2026-03-10&to=2026-03-11');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="settlement-kesar-home-2026-03-10-to-2026-03-11.csv"',
    );
    const json = settlementReplySchema.parse(
      (await report(owner, '?from=2026-03-10&to=2026-03-11')).json(),
    ).data;
    const lines = reply.body.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Date,Online payments,Paid online (INR),Refunds,Refunded (INR),COD orders,COD collected (INR),Net (INR)',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['2026-03-10', '2026-03-11', 'Total']);
    const total = lines[3]!.split(',');
    expect(total.slice(1)).toEqual([
      String(json.totals.paidOnline.count),
      json.totals.paidOnline.amount.toFixed(2),
      '1',
      '10.00',
      String(json.totals.codCollected.count),
      json.totals.codCollected.amount.toFixed(2),
      json.totals.net.toFixed(2),
    ]);
  });

  it('answers every day of a 92-day range, and refuses a longer one, a reversed one and impossible dates', async () => {
    const quarter = await report(owner, '?from=2026-01-01&to=2026-04-02');
    expect(quarter.statusCode, quarter.body).toBe(200);
    expect(settlementReplySchema.parse(quarter.json()).data.days).toHaveLength(92);

    for (const query of [
      '?from=2026-01-01&to=2026-04-03',
      '?from=2026-03-11&to=2026-03-10',
      '?from=2026-02-30&to=2026-03-01',
      '?from=2026-13-01&to=2026-13-02',
      '?from=10-03-2026&to=11-03-2026',
      '?from=2026-03-10',
      '',
    ]) {
      for (const suffix of ['', '.csv']) {
        const refused = await report(owner, `${suffix}${query}`);
        expect([refused.statusCode, errorOf(refused).code], query).toEqual([400, 'VALIDATION_FAILED']);
      }
    }
  });

  it('is the owner’s alone: staff, shoppers and guests are refused', async () => {
    const shopper = await signedUpShopper(t);
    for (const suffix of ['', '.csv']) {
      const url = `/api/admin/reports/settlement${suffix}?from=2026-03-10&to=2026-03-11`;
      for (const who of [staff, shopper]) {
        const refused = await t.app.inject({ method: 'GET', url, headers: who.headers });
        expect([refused.statusCode, errorOf(refused).code]).toEqual([403, 'FORBIDDEN']);
      }
      const guest = await t.app.inject({ method: 'GET', url, headers: { 'x-customer-id': 'kesar-home' } });
      expect(guest.statusCode).toBe(401);
    }
  });
});
