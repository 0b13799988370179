import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCategoriesReplySchema, adminProductReplySchema } from '@vitrine/contract/admin-catalog';
import { businessSettingsReplySchema } from '@vitrine/contract/admin-settings';
import { GSTIN_MESSAGES } from '@vitrine/contract/gstin';
import {
  orderDetailReplySchema,
  orderPreviewReplySchema,
  placeOrderReplySchema,
} from '@vitrine/contract/orders';
import { DEMO_OPERATOR_MOBILE } from '../../config.ts';
import { savedAddress } from '../../testing/checkout.ts';
import { errorOf } from '../../testing/error-of.ts';
import { signedInAgain, signedUpShopper, type Shopper } from '../../testing/shopper.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/**
 * A shop made in the operator console as a new business would be: no GSTIN, no address yet. It
 * takes no orders until its owner gives the address invoices print (CGST Rules 46 and 49); then,
 * not registered for GST, it charges none and issues bills of supply in a series of their own.
 */
let t: TestApp;
let owner: Shopper;
let productId: string;
const SHOP = 'chai-corner';
const ADDRESS = 'Shop 4, Ganesh Market, Laxmi Road, Pune 411030';
const GSTIN = '27AAPFU0939F1ZV';

const call = (who: Shopper, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  t = await createTestApp();
  const operator = await signedInAgain(t, {
    userId: '',
    mobile: DEMO_OPERATOR_MOBILE,
    headers: { host: 'operator.localhost' },
  });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/operator/tenants',
    headers: operator.headers,
    payload: {
      customerId: SHOP,
      businessName: 'Chai Corner',
      hosts: ['chai.localhost'],
      publicOrigin: 'http://chai.localhost:3000',
      ownerMobile: '9811122233',
      mode: 'business',
      theme: 'forest',
      registeredState: 'Maharashtra',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  owner = await signedInAgain(t, {
    userId: '',
    mobile: '9811122233',
    headers: { 'x-customer-id': SHOP },
  });
  expect(
    (await call(owner, 'POST', '/api/admin/catalog/categories', { name: 'Tea', parentId: null })).statusCode,
  ).toBe(201);
  const tree = adminCategoriesReplySchema.parse(
    (await call(owner, 'GET', '/api/admin/catalog/categories')).json(),
  ).data.categories;
  const product = await call(owner, 'POST', '/api/admin/catalog/products', {
    name: 'Assam Tea 500 g',
    header: 'Strong CTC leaf',
    description: 'A strong breakfast tea.',
    brandName: 'Chai Corner',
    categoryId: tree[0]!.categoryId,
    sku: 'TEA-500',
    sellPrice: 500,
    specialPrice: null,
    stock: 50,
    gstRate: 5,
    hsnCode: '0902',
  });
  expect(product.statusCode, product.body).toBe(201);
  productId = adminProductReplySchema.parse(product.json()).data.product.productId;
});
afterAll(() => t.close());

async function shopperWithCart(state = 'Maharashtra') {
  const shopper = await signedUpShopper(t, SHOP);
  const addressIndex =
    state === 'Maharashtra'
      ? await savedAddress(t, shopper)
      : await savedAddress(t, shopper, { state, city: 'Bengaluru', pincode: '560001' });
  const added = await call(shopper, 'POST', '/api/cart/v2', { productId, quantity: 2 });
  expect(added.statusCode, added.body).toBe(200);
  const where = {
    placeOfService: null,
    billTo: { address: { addressIndex } },
    shipTo: { address: { addressIndex } },
  };
  return { shopper, where };
}
async function placed(shopper: Shopper, where: object) {
  const reply = await call(shopper, 'POST', '/api/order/payable/amount/v2', {
    ...where,
    paymentMethod: 'COD',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const { orderId } = placeOrderReplySchema.parse(reply.json()).data.order;
  return orderDetailReplySchema.parse((await call(shopper, 'GET', `/api/order/${orderId}`)).json()).data;
}
async function pdfText(shopper: Shopper, orderId: string) {
  const reply = await call(shopper, 'GET', `/api/orders/${orderId}/invoice`);
  expect(reply.statusCode, reply.body).toBe(200);
  const document = await getDocumentProxy(new Uint8Array(reply.rawPayload));
  return (await extractText(document, { mergePages: true })).text.replace(/\s+/g, ' ');
}
const setBusiness = (payload: object, who = owner) =>
  call(who, 'PUT', '/api/admin/settings/business', payload);

describe('a shop without its address', () => {
  it('takes no orders, saying why, until the owner gives the address invoices print', async () => {
    const { shopper, where } = await shopperWithCart();
    const settings = businessSettingsReplySchema.parse(
      (await call(owner, 'GET', '/api/admin/settings/business')).json(),
    ).data;
    expect(settings).toEqual({ gstin: null, address: '', state: 'Maharashtra' });

    for (const [url, body] of [
      ['/api/order/update/cart-order', where],
      ['/api/order/payable/amount/v2', { ...where, paymentMethod: 'COD' }],
    ] as const) {
      const refused = await call(shopper, 'POST', url, body);
      expect(refused.statusCode, url).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'SHOP_NOT_READY',
        message: 'This shop cannot take orders yet: it has not given its business address for invoices.',
      });
    }

    // The owner's alone, refused before the body is looked at; a GSTIN must be of the state given.
    const byShopper = await setBusiness({ address: 'x' }, shopper);
    expect(byShopper.statusCode).toBe(403);
    const wrongState = await setBusiness({
      gstin: '29AAPFU0939F1ZR',
      address: ADDRESS,
      state: 'Maharashtra',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(errorOf(wrongState).message).toMatch(
      /(not registered in Maharashtra|check it for a typing mistake)/,
    );
    const badGstin = await setBusiness({ gstin: '27AAPFU0939F1Z', address: ADDRESS, state: 'Maharashtra' });
    expect(errorOf(badGstin).message).toContain(GSTIN_MESSAGES.shape);
    const noAddress = await setBusiness({ address: '  ', state: 'Maharashtra' });
    expect(noAddress.statusCode).toBe(400);

    const saved = await setBusiness({ address: ADDRESS, state: 'Maharashtra' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(businessSettingsReplySchema.parse(saved.json()).data).toEqual({
      gstin: null,
      address: ADDRESS,
      state: 'Maharashtra',
    });
    const preview = await call(shopper, 'POST', '/api/order/update/cart-order', where);
    expect(preview.statusCode, preview.body).toBe(200);
  });
});

describe('a shop not registered for GST', () => {
  it('charges no GST at checkout or on the order and issues a bill of supply in its own series', async () => {
    expect((await setBusiness({ address: ADDRESS, state: 'Maharashtra' })).statusCode).toBe(200);
    const { shopper, where } = await shopperWithCart();
    const preview = orderPreviewReplySchema.parse(
      (await call(shopper, 'POST', '/api/order/update/cart-order', where)).json(),
    ).data;
    expect(preview.gstRegistered).toBe(false);
    expect(preview.tax).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    expect(preview.items[0]!.gst).toEqual({ rate: 0, cgst: 0, sgst: 0, igst: 0 });
    expect(preview.totalAmount).toBe(1000 + preview.delivery);

    const order = await placed(shopper, where);
    expect(order.gstRegistered).toBe(false);
    expect(order.paymentDetails.gst).toEqual({ cgst: 0, sgst: 0, igst: 0 });
    expect(order.paymentDetails.totalAmount).toBe(preview.totalAmount);
    expect(order.invoiceNumber).toMatch(/^CC\/\d{2}-\d{2}\/B\d{5}$/);

    const text = await pdfText(shopper, order.orderId);
    expect(text).toContain('BILL OF SUPPLY');
    expect(text).toContain(`Bill no.: ${order.invoiceNumber}`);
    expect(text).toContain('Not registered for GST');
    expect(text).toContain(ADDRESS);
    expect(text).toContain('State: Maharashtra (code 27)');
    expect(text).toContain('Assam Tea 500 g 0902 2 1,000.00');
    expect(text).toContain('Bill value: Rs. 1,000.00');
    for (const gst of ['TAX INVOICE', 'GSTIN', 'CGST', 'SGST', 'IGST', 'Taxable value', 'Total tax'])
      expect(text).not.toContain(gst);
  });

  it('registering takes effect for new orders only; each document keeps its own series', async () => {
    expect((await setBusiness({ address: ADDRESS, state: 'Maharashtra' })).statusCode).toBe(200);
    const before = await shopperWithCart();
    const unregistered = await placed(before.shopper, before.where);
    const serialOf = (number: string | null | undefined) => Number(number!.slice(-5));

    expect(
      (await setBusiness({ gstin: ` ${GSTIN.toLowerCase()} `, address: ADDRESS, state: 'Maharashtra' }))
        .statusCode,
    ).toBe(200);
    const within = await shopperWithCart();
    const intraState = await placed(within.shopper, within.where);
    expect(intraState.gstRegistered).toBe(true);
    // ₹1,000 with 5 % GST included: ₹952.38 taxable, ₹47.62 GST, split CGST/SGST.
    expect(intraState.paymentDetails.gst).toEqual({ cgst: 23.81, sgst: 23.81, igst: 0 });
    expect(intraState.invoiceNumber).toMatch(/^CC\/\d{2}-\d{2}\/\d{6}$/);
    const invoice = await pdfText(within.shopper, intraState.orderId);
    expect(invoice).toContain('TAX INVOICE');
    expect(invoice).toContain(`GSTIN: ${GSTIN}`);
    expect(invoice).toContain(ADDRESS);
    expect(invoice).toContain('Place of supply: Maharashtra (27)');
    expect(invoice).toContain('CGST');
    // The order placed before stays a bill of supply.
    expect(await pdfText(before.shopper, unregistered.orderId)).toContain('BILL OF SUPPLY');
    const again = orderDetailReplySchema.parse(
      (await call(before.shopper, 'GET', `/api/order/${unregistered.orderId}`)).json(),
    ).data;
    expect(again.gstRegistered).toBe(false);

    const across = await shopperWithCart('Karnataka');
    const interState = await placed(across.shopper, across.where);
    expect(interState.paymentDetails.gst).toEqual({ cgst: 0, sgst: 0, igst: 47.62 });
    expect(await pdfText(across.shopper, interState.orderId)).toContain('IGST');

    expect((await setBusiness({ gstin: '', address: ADDRESS, state: 'Maharashtra' })).statusCode).toBe(200);
    const after = await shopperWithCart();
    const unregisteredAgain = await placed(after.shopper, after.where);
    expect(unregisteredAgain.gstRegistered).toBe(false);
    expect(serialOf(unregisteredAgain.invoiceNumber)).toBe(serialOf(unregistered.invoiceNumber) + 1);
  });
});
