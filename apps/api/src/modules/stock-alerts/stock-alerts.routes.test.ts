import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { stockAlertsReplySchema } from '@vitrine/contract/stock-alerts';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../../db/seed/tenants/veerya-flowtech.ts';
import { stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { consoleCast, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { sendStockAlerts } from '../../workflows/stock-alerts.ts';
import { createStockAlertsService } from './stock-alerts.service.ts';

let t: TestApp;
let owner: Shopper;
beforeAll(async () => {
  t = await createTestApp();
  ({ owner } = await consoleCast(t, kesarHome, veeryaFlowtech));
});
afterAll(() => t.close());

const soldOut = kesarHome.catalog.products.find((p) => !p.variants && p.stock === 0)!;
const inStock = kesarHome.catalog.products.find((p) => !p.variants && p.stock > 0)!;
const wait = (who: { headers: Record<string, string> }, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/stock-alerts', headers: who.headers, payload });
const waitingOf = async (who: Shopper) =>
  stockAlertsReplySchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/stock-alerts', headers: who.headers })).json(),
  ).data.waiting;
const runJob = () =>
  sendStockAlerts({ db: t.database.db, stockAlerts: createStockAlertsService(t.database.db) });
const messagesTo = (mobile: string) =>
  queryRows<{ event: string; channel: string; payload: { productName: string; productPath: string } }>(
    t.database.db,
    sql`select event, channel, payload from notification_outbox where recipient = ${mobile}`,
  );

describe('POST /api/stock-alerts', () => {
  it('tells each waiting shopper once, by SMS, when the owner puts the product back in stock', async () => {
    const { id } = await stockOf(t, soldOut.sku);
    const [first, second] = [await signedUpShopper(t), await signedUpShopper(t)];
    for (const shopper of [first!, first!, second!]) {
      const reply = await wait(shopper, { productId: id });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    expect(await waitingOf(first!)).toEqual([id]);
    expect(await runJob()).toBe(0);

    const restocked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/catalog/products/${id}/stock`,
      headers: owner.headers,
      payload: { stock: 4 },
    });
    expect(restocked.statusCode, restocked.body).toBe(200);
    expect(await runJob()).toBe(2);
    expect(await runJob()).toBe(0);

    for (const shopper of [first!, second!]) {
      expect(await messagesTo(shopper.mobile)).toEqual([
        {
          event: 'back_in_stock',
          channel: 'sms',
          payload: { productName: soldOut.name, productPath: `/products/${soldOut.sku}/${id}` },
        },
      ]);
      expect(await waitingOf(shopper)).toEqual([]);
    }
  });

  it('refuses what is in stock, another shop’s product, a made-up id and a guest', async () => {
    const shopper = await signedUpShopper(t);
    const available = await wait(shopper, { productId: (await stockOf(t, inStock.sku)).id });
    expect(available.statusCode).toBe(409);
    expect(errorOf(available).code).toBe('IN_STOCK');

    const veeryaProduct = veeryaFlowtech.catalog.products.find((p) => !p.variants)!;
    const elsewhere = await stockOf(t, veeryaProduct.sku, 'veerya-flowtech');
    expect((await wait(shopper, { productId: elsewhere.id })).statusCode).toBe(404);
    expect((await wait(shopper, { productId: 'not-a-product' })).statusCode).toBe(404);
    expect((await wait(shopper, { productId: elsewhere.id, price: 1 })).statusCode).toBe(400);
    const guest = await wait({ headers: { 'x-customer-id': 'kesar-home' } }, { productId: elsewhere.id });
    expect(guest.statusCode).toBe(401);
    expect(await waitingOf(shopper)).toEqual([]);
  });
});
