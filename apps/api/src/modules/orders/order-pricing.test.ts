import { describe, expect, it } from 'vitest';
import { estimatedDispatch, priceOrder, type CheckoutSettings } from './order-pricing.ts';

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
const kettle = { sellPrice: 1_49_900, specialPrice: 1_19_900, quantity: 1, gstRate: 18 };
const spices = { sellPrice: 29_900, specialPrice: null, quantity: 3, gstRate: 5 };
const towel = { sellPrice: 39_900, specialPrice: 42_000, quantity: 2, gstRate: 12 };

/** Worked examples of ARCHITECTURE §7, amounts in paise. */
const cases = [
  {
    name: 'intra-state delivery: CGST + SGST inside the prices, free delivery above ₹999',
    settings: maharashtraShop,
    lines: [kettle, spices],
    destination: { state: 'Maharashtra', storePickup: false },
    // kettle 119900 × 18/118 = 18289.83 → 18290 (9145 + 9145); spices 89700 × 5/105 = 4271.43 → 4271 (2136 + 2135)
    expected: {
      orderAmount: 2_09_600,
      discount: 30_000,
      delivery: 0,
      deliveryTax: { rate: 0, cgst: 0, sgst: 0, igst: 0 },
      tax: { cgst: 11_281, sgst: 11_280, igst: 0 },
      totalAmount: 2_09_600,
    },
  },
  {
    name: 'inter-state delivery: all IGST, and the delivery charge below the threshold, taxed inside it at the goods’ rate',
    settings: maharashtraShop,
    lines: [spices],
    destination: { state: 'Karnataka', storePickup: false },
    // delivery 4900 × 5/105 = 233.33 → 233 of IGST, inside the ₹49 the shopper pays anyway
    expected: {
      orderAmount: 89_700,
      discount: 0,
      delivery: 4_900,
      deliveryTax: { rate: 5, cgst: 0, sgst: 0, igst: 233 },
      tax: { cgst: 0, sgst: 0, igst: 4_271 + 233 },
      totalAmount: 94_600,
    },
  },
  {
    name: 'store pickup: the bill-to state decides the tax and delivery is free',
    settings: maharashtraShop,
    lines: [spices],
    destination: { state: 'Gujarat', storePickup: true },
    expected: {
      orderAmount: 89_700,
      discount: 0,
      delivery: 0,
      deliveryTax: { rate: 0, cgst: 0, sgst: 0, igst: 0 },
      tax: { cgst: 0, sgst: 0, igst: 4_271 },
      totalAmount: 89_700,
    },
  },
  {
    name: 'tax-exclusive (B2B) shop: GST is added on top of each line and of delivery, at the highest rate',
    settings: { ...maharashtraShop, pricesIncludeTax: false, freeDeliveryAbove: null },
    lines: [kettle, spices],
    destination: { state: 'Maharashtra', storePickup: false },
    // kettle 119900 × 18 % = 21582 (10791 + 10791); spices 89700 × 5 % = 4485 (2243 + 2242);
    // delivery at the kettle's 18 %, the higher rate: 4900 × 18 % = 882 (441 + 441)
    expected: {
      orderAmount: 2_09_600,
      discount: 30_000,
      delivery: 4_900,
      deliveryTax: { rate: 18, cgst: 441, sgst: 441, igst: 0 },
      tax: { cgst: 13_034 + 441, sgst: 13_033 + 441, igst: 0 },
      totalAmount: 2_09_600 + 26_067 + 882 + 4_900,
    },
  },
  {
    name: 'rounding is per line, not on the sum, and a special price above the sell price is ignored',
    settings: maharashtraShop,
    // A ₹1.01 line at 5 % holds 4.81 → 5 paise, so three hold 15, where ₹3.03 taken whole would hold
    // 14.43 → 14. The towels' ₹420 "special" price is above ₹399, so ₹399 is charged: 8550 paise of tax.
    // Delivery goes at the towels' 12 %, the higher rate: 4900 × 12/112 = 525 (263 + 262).
    lines: [
      { sellPrice: 101, specialPrice: null, quantity: 1, gstRate: 5 },
      { sellPrice: 101, specialPrice: null, quantity: 1, gstRate: 5 },
      { sellPrice: 101, specialPrice: null, quantity: 1, gstRate: 5 },
      towel,
    ],
    destination: { state: 'Maharashtra', storePickup: false },
    expected: {
      orderAmount: 303 + 79_800,
      discount: 0,
      delivery: 4_900,
      deliveryTax: { rate: 12, cgst: 263, sgst: 262, igst: 0 },
      tax: { cgst: 3 * 3 + 4_275 + 263, sgst: 3 * 2 + 4_275 + 262, igst: 0 },
      totalAmount: 303 + 79_800 + 4_900,
    },
  },
];

describe('priceOrder', () => {
  it.each(cases)('$name', ({ settings, lines, destination, expected }) => {
    const { lines: _lines, ...totals } = priceOrder(lines, settings, destination);
    expect(totals).toEqual({ couponDiscount: 0, ...expected });
  });
});

describe('estimatedDispatch', () => {
  it('counts working days in India and skips Sundays', () => {
    // Friday 2026-11-20 18:00 UTC is Friday 23:30 in India: Saturday, then (skipping Sunday) Monday.
    expect(estimatedDispatch(new Date('2026-11-20T18:00:00Z'), 2)).toBe('2026-11-23');
    // 19:00 UTC on Friday is already Saturday in India: Monday then Tuesday.
    expect(estimatedDispatch(new Date('2026-11-20T19:00:00Z'), 2)).toBe('2026-11-24');
  });
});
