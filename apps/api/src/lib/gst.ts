/** Hundredths of a percent, so a rate such as 5 or 2.5 stays an integer. */
const RATE_SCALE = 100;

export interface GstSplit {
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The GST contained in a tax-inclusive amount of paise (ARCHITECTURE §7): amount × rate / (100 +
 * rate), rounded half-up, in integers so no rupee is lost to floating point. Within the shop's own
 * state it is CGST + SGST (half each, an odd paisa to CGST); across states it is all IGST.
 */
export function gstInclusive(amountPaise: number, ratePercent: number, interState: boolean): GstSplit {
  const rate = Math.round(ratePercent * RATE_SCALE);
  return split(divideHalfUp(amountPaise * rate, 100 * RATE_SCALE + rate), interState);
}

/** The GST added on top of a tax-exclusive amount of paise (B2B price lists): amount × rate / 100. */
export function gstExclusive(amountPaise: number, ratePercent: number, interState: boolean): GstSplit {
  const rate = Math.round(ratePercent * RATE_SCALE);
  return split(divideHalfUp(amountPaise * rate, 100 * RATE_SCALE), interState);
}

/**
 * An amount's taxable value, GST and total, the amount taken as GST-inclusive or with GST on top;
 * the same rounding as checkout's, so a quotation shows what the order will charge.
 */
export function gstFigures(amountPaise: number, ratePercent: number, inclusive: boolean) {
  const { igst: gst } = (inclusive ? gstInclusive : gstExclusive)(amountPaise, ratePercent, true);
  return inclusive
    ? { taxableAmount: amountPaise - gst, gst, total: amountPaise }
    : { taxableAmount: amountPaise, gst, total: amountPaise + gst };
}

function split(tax: number, interState: boolean): GstSplit {
  if (interState) return { cgst: 0, sgst: 0, igst: tax };
  const cgst = divideHalfUp(tax, 2);
  return { cgst, sgst: tax - cgst, igst: 0 };
}

function divideHalfUp(numerator: number, denominator: number) {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}
