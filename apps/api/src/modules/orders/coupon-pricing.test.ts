import { describe, expect, it } from 'vitest';
import { priceOrder, spreadDiscount, type CheckoutSettings } from './order-pricing.ts';

/** Decision 0094: a coupon's discount spread over the lines, each line's GST on what is left. Paise. */
const maharashtraShop: CheckoutSettings = {
  registeredState: 'Maharashtra',
  registeredAddress: '12 Laxmi Road, Pune 411030',
  gstRegistered: true,
  pricesIncludeTax: true,
  deliveryCharge: 4_900,
  freeDeliveryAbove: 99_900,
  dispatchDays: 2,
  storePickup: true,
  codEnabled: true,
  minimumOrder: null,
};
const b2bShop = { ...maharashtraShop, pricesIncludeTax: false, freeDeliveryAbove: null };
const kettle = { sellPrice: 1_49_900, specialPrice: 1_19_900, quantity: 1, gstRate: 18 };
const spices = { sellPrice: 29_900, specialPrice: null, quantity: 3, gstRate: 5 };
const towels = { sellPrice: 39_900, specialPrice: null, quantity: 2, gstRate: 12 };
const home = { state: 'Maharashtra', storePickup: false };
const away = { state: 'Karnataka', storePickup: false };

const cases = [
  {
    name: 'intra-state, prices with tax, 10 % off, free delivery: CGST + SGST on the discounted values',
    settings: maharashtraShop,
    lines: [kettle, spices],
    destination: home,
    // 10 % of ₹2,096 = 20960, spread 119900 : 89700 → 11990 + 8970.
    // kettle 107910 × 18/118 = 16460.85 → 16461 (8231 + 8230); spices 80730 × 5/105 = 3844.29 → 3844 (1922 + 1922)
    couponDiscount: 20_960,
    expected: {
      shares: [11_990, 8_970],
      lineTax: [
        { cgst: 8_231, sgst: 8_230, igst: 0 },
        { cgst: 1_922, sgst: 1_922, igst: 0 },
      ],
      delivery: 0,
      deliveryTax: { rate: 0, cgst: 0, sgst: 0, igst: 0 },
      tax: { cgst: 10_153, sgst: 10_152, igst: 0 },
      totalAmount: 2_09_600 - 20_960,
    },
  },
  {
    name: 'inter-state, prices with tax, ₹100 flat, with delivery: IGST on the discounted goods, delivery as before',
    settings: maharashtraShop,
    lines: [spices],
    destination: away,
    // 79700 × 5/105 = 3795.24 → 3795; the ₹49 delivery (goods of ₹897 are under ₹999) holds 233 at 5 %
    couponDiscount: 10_000,
    expected: {
      shares: [10_000],
      lineTax: [{ cgst: 0, sgst: 0, igst: 3_795 }],
      delivery: 4_900,
      deliveryTax: { rate: 5, cgst: 0, sgst: 0, igst: 233 },
      tax: { cgst: 0, sgst: 0, igst: 3_795 + 233 },
      totalAmount: 89_700 - 10_000 + 4_900,
    },
  },
  {
    name: 'intra-state, tax added on top (B2B), 15 % off, mixed rates, with delivery at the highest rate',
    settings: b2bShop,
    lines: [kettle, spices],
    destination: home,
    // 15 % of 209600 = 31440 → 17985 + 13455; kettle 101915 × 18 % = 18344.7 → 18345 (9173 + 9172);
    // spices 76245 × 5 % = 3812.25 → 3812 (1906 + 1906); delivery 4900 × 18 % = 882 (441 + 441)
    couponDiscount: 31_440,
    expected: {
      shares: [17_985, 13_455],
      lineTax: [
        { cgst: 9_173, sgst: 9_172, igst: 0 },
        { cgst: 1_906, sgst: 1_906, igst: 0 },
      ],
      delivery: 4_900,
      deliveryTax: { rate: 18, cgst: 441, sgst: 441, igst: 0 },
      tax: { cgst: 11_520, sgst: 11_519, igst: 0 },
      totalAmount: 2_09_600 - 31_440 + 18_345 + 3_812 + 882 + 4_900,
    },
  },
  {
    name: 'inter-state, tax added on top, ₹150 flat, with delivery: IGST on each discounted line',
    settings: b2bShop,
    lines: [spices, towels],
    destination: away,
    // 15000 over 89700 : 79800 = 7938.05 : 7061.95 → 7938 + 7062 (the left-over paisa to the larger remainder);
    // 81762 × 5 % = 4088.1 → 4088; 72738 × 12 % = 8728.56 → 8729; delivery 4900 × 12 % = 588
    couponDiscount: 15_000,
    expected: {
      shares: [7_938, 7_062],
      lineTax: [
        { cgst: 0, sgst: 0, igst: 4_088 },
        { cgst: 0, sgst: 0, igst: 8_729 },
      ],
      delivery: 4_900,
      deliveryTax: { rate: 12, cgst: 0, sgst: 0, igst: 588 },
      tax: { cgst: 0, sgst: 0, igst: 4_088 + 8_729 + 588 },
      totalAmount: 1_69_500 - 15_000 + 4_088 + 8_729 + 588 + 4_900,
    },
  },
  {
    name: 'rounding to the paisa: shares that add up exactly, each line rounded on its own, mixed rates',
    settings: maharashtraShop,
    lines: [
      { sellPrice: 1_050, specialPrice: null, quantity: 1, gstRate: 12 },
      { sellPrice: 333, specialPrice: null, quantity: 1, gstRate: 5 },
      { sellPrice: 667, specialPrice: null, quantity: 1, gstRate: 18 },
    ],
    destination: home,
    // 7 % of 2050 = 143.5 → 144 (half-up); 144 × 1050, 333, 667 / 2050 = 73.76, 23.39, 46.85 → 73 + 23 + 46
    // = 142, the two paise left to the largest remainders: 47, then 74. 976 × 12/112 = 104.57 → 105
    // (53 + 52); 310 × 5/105 = 14.76 → 15 (8 + 7); 620 × 18/118 = 94.58 → 95 (48 + 47);
    // delivery 4900 × 18/118 = 747.46 → 747 (374 + 373)
    couponDiscount: 144,
    expected: {
      shares: [74, 23, 47],
      lineTax: [
        { cgst: 53, sgst: 52, igst: 0 },
        { cgst: 8, sgst: 7, igst: 0 },
        { cgst: 48, sgst: 47, igst: 0 },
      ],
      delivery: 4_900,
      deliveryTax: { rate: 18, cgst: 374, sgst: 373, igst: 0 },
      tax: { cgst: 483, sgst: 479, igst: 0 },
      totalAmount: 2_050 - 144 + 4_900,
    },
  },
];

describe('priceOrder with a coupon', () => {
  it.each(cases)('$name', ({ settings, lines, destination, couponDiscount, expected }) => {
    const price = priceOrder(lines, settings, destination, couponDiscount);
    expect(price.couponDiscount).toBe(couponDiscount);
    expect(price.lines.map((line) => line.couponDiscount)).toEqual(expected.shares);
    expect(price.lines.map((line) => line.tax)).toEqual(expected.lineTax);
    expect({
      delivery: price.delivery,
      deliveryTax: price.deliveryTax,
      tax: price.tax,
      totalAmount: price.totalAmount,
    }).toEqual({
      delivery: expected.delivery,
      deliveryTax: expected.deliveryTax,
      tax: expected.tax,
      totalAmount: expected.totalAmount,
    });
  });

  it('keeps the free-delivery threshold on the goods before the coupon', () => {
    // ₹1,199 of goods reach the ₹999 threshold; 20 % off brings them to ₹959.20, and delivery stays free.
    const price = priceOrder([{ ...kettle }], maharashtraShop, home, 23_980);
    expect(price.delivery).toBe(0);
    expect(price.orderAmount).toBe(1_19_900);
    expect(price.totalAmount).toBe(1_19_900 - 23_980);
  });
});

describe('spreadDiscount', () => {
  it.each([
    { discount: 0, totals: [500, 700], shares: [0, 0] },
    { discount: 100, totals: [1], shares: [1] },
    { discount: 10, totals: [10, 10, 10], shares: [4, 3, 3] },
    { discount: 1_000, totals: [100, 200, 300, 400], shares: [100, 200, 300, 400] },
    { discount: 99, totals: [333, 333, 334], shares: [33, 33, 33] },
  ])('shares $discount over $totals as $shares', ({ discount, totals, shares }) => {
    expect(spreadDiscount(discount, totals)).toEqual(shares);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(
      Math.min(
        discount,
        totals.reduce((a, b) => a + b, 0),
      ),
    );
  });
});
