import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '@vitrine/contract/gstin';
import {
  orderDetailReplySchema,
  orderListReplySchema,
  placeOrderReplySchema,
} from '@vitrine/contract/orders';
import { queryRows } from '../../db/client.ts';
import { kesarHome } from '../../db/seed/tenants/kesar-home.ts';
import { savedAddress, stockOf } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { amountInWords } from './amount-in-words.ts';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const products = kesarHome.catalog.products.filter(
  (p) => !p.variants && p.stock >= 20 && p.availableOnCod !== false && p.hsn,
);
/** Cheap enough to be delivered at a charge (below the ₹999 free-delivery threshold). */
const cheap = products.find((p) => (p.specialPrice ?? p.price) < 500)!;
const KESAR_GSTIN = kesarHome.customer.gstn;
const BUYER_GSTIN = '27AAPFU0939F1ZV';

const asShopper = (shopper: Shopper) => ({ ...shopper.headers, host: new URL(origin).host });
const call = (shopper: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: asShopper(shopper), ...(payload ? { payload } : {}) });
const delivery = (addressIndex: number) => ({
  placeOfService: null,
  billTo: { address: { addressIndex } },
  shipTo: { address: { addressIndex } },
});

async function shopperWithCart(sku: string, state = 'Maharashtra') {
  const shopper = await signedUpShopper(t);
  const addressIndex =
    state === 'Maharashtra'
      ? await savedAddress(t, shopper)
      : await savedAddress(t, shopper, { state, city: 'Bengaluru', pincode: '560001' });
  const { id } = await stockOf(t, sku);
  const added = await call(shopper, 'POST', '/api/cart/v2', { productId: id, quantity: 1 });
  expect(added.statusCode, added.body).toBe(200);
  return { shopper, addressIndex };
}
async function place(shopper: Shopper, body: object) {
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', body);
  expect(reply.statusCode, reply.body).toBe(200);
  return placeOrderReplySchema.parse(reply.json()).data.order;
}
const detailOf = async (shopper: Shopper, orderId: string) =>
  orderDetailReplySchema.parse((await call(shopper, 'GET', `/api/order/${orderId}`)).json()).data;

async function textOf(pdf: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const money = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const ownerOf = () =>
  signedInAgain(t, {
    userId: '',
    mobile: kesarHome.owner.mobile,
    headers: { 'x-customer-id': 'kesar-home' },
  });

const INVOICE_NUMBER = /^KH\/\d{2}-\d{2}\/\d{6}$/;

describe('GSTIN for business purchase', () => {
  it('refuses a malformed GSTIN with a field error and places nothing', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku);
    const before = await stockOf(t, cheap.sku);
    const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
      ...delivery(addressIndex),
      paymentMethod: 'COD',
      gstin: '27AAPFU0939F1ZW',
    });
    expect([reply.statusCode, errorOf(reply).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(reply.body).toContain(GSTIN_MESSAGES.checksum);
    const list = orderListReplySchema.parse((await call(shopper, 'GET', '/api/order/all')).json());
    expect(list.data.total).toBe(0);
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock);
  });
});

describe('tax invoice', () => {
  it('is numbered when a cash-on-delivery order is placed and prints seller, buyer, HSN, tax split, delivery and words', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku);
    const order = await place(shopper, {
      ...delivery(addressIndex),
      paymentMethod: 'COD',
      gstin: BUYER_GSTIN,
    });
    const detail = await detailOf(shopper, order.orderId);
    expect(detail.buyerGstin).toBe(BUYER_GSTIN);
    expect(detail.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect(detail.paymentDetails.delivery).toBe(49);

    const reply = await call(shopper, 'GET', `/api/orders/${order.orderId}/invoice`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('application/pdf');
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="${detail.invoiceNumber!.replaceAll('/', '-')}.pdf"`,
    );
    const text = await textOf(reply.rawPayload);
    const [item] = detail.items;
    const deliveryTax = detail.paymentDetails.deliveryTax;
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(detail.invoiceNumber!);
    expect(text).toContain(`GSTIN: ${KESAR_GSTIN}`);
    expect(text).toContain(kesarHome.customer.legalName!);
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain(cheap.hsn!);
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    // The goods' line: taxable value, rate and the two halves of its tax.
    const itemTax = item!.gst.cgst + item!.gst.sgst;
    expect(text).toContain(
      [money(item!.total - itemTax), `${item!.gst.rate}%`, money(item!.gst.cgst), money(item!.gst.sgst)].join(
        ' ',
      ),
    );
    // Delivery as its own taxed line, at the goods' rate.
    expect(deliveryTax.rate).toBe(cheap.gstRate);
    expect(text).toContain(
      [
        'Delivery charges 996812 1',
        money(49 - deliveryTax.cgst - deliveryTax.sgst),
        `${cheap.gstRate}%`,
      ].join(' '),
    );
    expect(text).toContain(`Rs. ${money(detail.paymentDetails.totalAmount)}`);
    expect(text).toContain(amountInWords(Math.round(detail.paymentDetails.totalAmount * 100)));
  });

  it('prints IGST for a buyer in another state, and no buyer GSTIN when none was given', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku, 'Karnataka');
    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    const detail = await detailOf(shopper, order.orderId);
    const text = await textOf(
      (await call(shopper, 'GET', `/api/orders/${order.orderId}/invoice`)).rawPayload,
    );
    expect(text).toContain('Place of supply: Karnataka (29)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).toContain(money(detail.items[0]!.gst.igst));
    expect(text.match(/GSTIN: /g)).toHaveLength(1);
  });

  it('is the shopper’s own: another shopper, another shop or a made-up id gets not found; the shop admin gets any', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku);
    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    const path = `/api/orders/${order.orderId}/invoice`;

    const stranger = await signedUpShopper(t);
    expect((await call(stranger, 'GET', path)).statusCode).toBe(404);
    const elsewhere = await signedUpShopper(t, 'veerya-flowtech');
    expect((await call(elsewhere, 'GET', path)).statusCode).toBe(404);
    const unknown = await call(shopper, 'GET', `/api/orders/${crypto.randomUUID()}/invoice`);
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([404, 'ORDER_NOT_FOUND']);
    expect((await call(shopper, 'GET', '/api/orders/not-an-id/invoice')).statusCode).toBe(404);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'x-customer-id': 'kesar-home' },
    });
    expect(signedOut.statusCode).toBe(401);

    const adminPath = `/api/admin/orders/${order.orderId}/invoice`;
    expect((await call(shopper, 'GET', adminPath)).statusCode).toBe(403);
    const owner = await ownerOf();
    const asOwner = await call(owner, 'GET', adminPath);
    expect([asOwner.statusCode, asOwner.headers['content-type']]).toEqual([200, 'application/pdf']);
    const { invoiceNumber } = await detailOf(shopper, order.orderId);
    expect(await textOf(asOwner.rawPayload)).toContain(invoiceNumber!);
  });

  it('waits for an online payment: none while it is pending, numbered once paid', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku);
    const order = await place(shopper, {
      ...delivery(addressIndex),
      redirectUrl: `${origin}/payment/phonepe/status`,
    });
    expect(order.status).toBe('PAYMENT_PENDING');
    const early = await call(shopper, 'GET', `/api/orders/${order.orderId}/invoice`);
    expect([early.statusCode, errorOf(early).code]).toEqual([409, 'ORDER_STATUS_INVALID']);
    expect(errorOf(early).message).toMatch(/no invoice yet/);
    expect((await detailOf(shopper, order.orderId)).invoiceNumber).toBeNull();

    const paymentUrl = order.paymentOrderRef!.paymentUrl;
    expect((await fetch(paymentUrl)).status).toBe(200);
    expect((await fetch(`${paymentUrl}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    await call(shopper, 'PUT', '/api/order/web', { paymentOrderId: order.paymentOrderId });
    const paid = await detailOf(shopper, order.orderId);
    expect(paid.status).toBe('PLACED');
    expect(paid.invoiceNumber).toMatch(INVOICE_NUMBER);
    expect((await call(shopper, 'GET', `/api/orders/${order.orderId}/invoice`)).statusCode).toBe(200);
  });
});

describe('invoice numbers', () => {
  it('go to orders placed at once as distinct consecutive numbers, with no gap', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => shopperWithCart(cheap.sku)));
    const numbersBefore = await invoiceNumbers();
    const replies = await Promise.all(
      buyers.map(({ shopper, addressIndex }) =>
        call(shopper, 'POST', '/api/order/payable/amount/v2', {
          ...delivery(addressIndex),
          paymentMethod: 'COD',
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual(replies.map(() => 200));
    const numbers = await invoiceNumbers();
    const added = numbers.slice(numbersBefore.length);
    expect(added).toHaveLength(8);
    const serials = numbers.map((number) => Number(number.slice(-6)));
    // Every number the shop has issued this year, 1 to n, each once.
    expect(serials).toEqual(serials.map((_, index) => index + 1));
  });
});

async function invoiceNumbers() {
  const rows = await queryRows<{ number: string }>(
    t.database.db,
    sql`select number from invoice_documents where customer_id = 'kesar-home' and kind = 'INVOICE' order by number`,
  );
  return rows.map((row) => row.number);
}

describe('credit note', () => {
  it('reverses the invoice of a placed order the shop cancels, once, and can be downloaded', async () => {
    const { shopper, addressIndex } = await shopperWithCart(cheap.sku);
    const order = await place(shopper, { ...delivery(addressIndex), paymentMethod: 'COD' });
    const before = await stockOf(t, cheap.sku);
    const none = await call(shopper, 'GET', `/api/orders/${order.orderId}/credit-note`);
    expect([none.statusCode, errorOf(none).code]).toEqual([409, 'ORDER_STATUS_INVALID']);

    const owner = await ownerOf();
    // The shop cancels it from the console; a second cancel is refused and issues nothing more.
    const cancel = () =>
      call(owner, 'POST', `/api/admin/orders/${order.orderId}/actions`, {
        action: 'CANCEL',
        reason: 'Shopper asked on the phone',
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    const { creditNoteNumber } = await detailOf(shopper, order.orderId);
    expect(creditNoteNumber!).toMatch(/^KH\/\d{2}-\d{2}\/C\d{5}$/);
    expect((await stockOf(t, cheap.sku)).stock).toBe(before.stock + 1);

    const detail = await detailOf(shopper, order.orderId);
    expect(detail).toMatchObject({ status: 'CANCELLED', creditNoteNumber: creditNoteNumber! });
    const reply = await call(shopper, 'GET', `/api/orders/${order.orderId}/credit-note`);
    expect(reply.statusCode).toBe(200);
    const text = await textOf(reply.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(creditNoteNumber!);
    expect(text).toContain(`Against invoice: ${detail.invoiceNumber}`);
    expect(text).toContain(amountInWords(Math.round(detail.paymentDetails.totalAmount * 100)));
    const asOwner = await call(owner, 'GET', `/api/admin/orders/${order.orderId}/credit-note`);
    expect(asOwner.statusCode).toBe(200);
  });
});
