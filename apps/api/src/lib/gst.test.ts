import { describe, expect, it } from 'vitest';
import { gstInclusive } from './gst.ts';

describe('gstInclusive', () => {
  it('takes the tax out of a tax-inclusive price and splits it within the state', () => {
    // ₹1,050.00 at 5 % holds ₹50.00 of tax: ₹25.00 CGST and ₹25.00 SGST.
    expect(gstInclusive(105_000, 5, false)).toEqual({ cgst: 2500, sgst: 2500, igst: 0 });
    expect(gstInclusive(105_000, 5, true)).toEqual({ cgst: 0, sgst: 0, igst: 5000 });
  });

  it('rounds half-up per line and gives an odd paisa to CGST', () => {
    // ₹1,150.00 at 5 %: 115000 × 5 / 105 = 5476.19… → 5476 paise; halves 2738 and 2738.
    expect(gstInclusive(115_000, 5, false)).toEqual({ cgst: 2738, sgst: 2738, igst: 0 });
    // ₹399.00 at 18 %: 39900 × 18 / 118 = 6086.44… → 6086, split 3043 / 3043.
    expect(gstInclusive(39_900, 18, false)).toEqual({ cgst: 3043, sgst: 3043, igst: 0 });
    // ₹1.05 at 5 % holds 5 paise: 3 CGST, 2 SGST.
    expect(gstInclusive(105, 5, false)).toEqual({ cgst: 3, sgst: 2, igst: 0 });
    // ₹4.10 at 2.5 % holds exactly 10 paise; ₹4.30 holds 10.49… → 10, ₹4.31 holds 10.51… → 11.
    expect(gstInclusive(410, 2.5, true).igst).toBe(10);
    expect(gstInclusive(430, 2.5, true).igst).toBe(10);
    expect(gstInclusive(431, 2.5, true).igst).toBe(11);
  });

  it('charges nothing on a zero rate', () => {
    expect(gstInclusive(49_900, 0, false)).toEqual({ cgst: 0, sgst: 0, igst: 0 });
  });
});
