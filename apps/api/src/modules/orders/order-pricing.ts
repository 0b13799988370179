import { gstExclusive, gstInclusive, type GstSplit } from '../../lib/gst.ts';
import { unitPriceOf } from '../../lib/money.ts';

/** What pricing needs of a line, in integer paise. */
export interface PricedLineInput {
  sellPrice: number;
  specialPrice: number | null;
  quantity: number;
  gstRate: number;
}

export interface CheckoutSettings {
  registeredState: string;
  /** The shop's address as its invoices print it; empty: the shop cannot take orders yet. */
  registeredAddress: string;
  /** Registered for GST (it has a GSTIN): it charges GST; otherwise it charges none (CGST Rule 49). */
  gstRegistered: boolean;
  pricesIncludeTax: boolean;
  deliveryCharge: number;
  freeDeliveryAbove: number | null;
  dispatchDays: number;
  storePickup: boolean;
  codEnabled: boolean;
  /** In paise of goods; null: any order. */
  minimumOrder: number | null;
}

export interface PricedLine {
  unitPrice: number;
  total: number;
  discount: number;
  /** The line's share of the coupon's discount; its GST is on `total` less this (decision 0094). */
  couponDiscount: number;
  tax: GstSplit;
}

export interface OrderPrice {
  lines: PricedLine[];
  /** The goods at the prices charged, before the coupon. */
  orderAmount: number;
  discount: number;
  /** What the coupon took off the goods, spread over the lines. */
  couponDiscount: number;
  delivery: number;
  /** The GST on the delivery charge and its rate (decision 0050); part of `tax`. */
  deliveryTax: GstSplit & { rate: number };
  /** The goods' GST and the delivery's together. */
  tax: GstSplit;
  totalAmount: number;
}

/**
 * Prices an order (ARCHITECTURE §7). The place of supply is the ship-to state, or the bill-to state
 * for a store pickup; inside the shop's registered state tax is CGST + SGST, otherwise IGST. Tax is
 * worked out per line in paise and rounded half-up there, never on the sum. Store pickup is free;
 * otherwise delivery costs the shop's charge unless the goods reach its free-delivery threshold.
 * Delivery is taxed like the goods it carries, at the highest of their rates, and the charge is
 * taken as the shop's prices are: tax included, or tax on top (decision 0050).
 *
 * A coupon's discount (`couponDiscount`, paise, less than the goods) is spread over the lines in
 * proportion to their value, and each line's GST is worked on its value less its share: the
 * discounted taxable value (decision 0094). The delivery charge and its threshold do not change.
 */
export function priceOrder(
  lines: readonly PricedLineInput[],
  settings: CheckoutSettings,
  destination: { state: string; storePickup: boolean },
  couponDiscount = 0,
): OrderPrice {
  const interState = destination.state !== settings.registeredState;
  const gstOf = settings.pricesIncludeTax ? gstInclusive : gstExclusive;
  const unitPrices = lines.map((line) => unitPriceOf(line.sellPrice, line.specialPrice));
  const totals = lines.map((line, index) => unitPrices[index]! * line.quantity);
  const shares = spreadDiscount(couponDiscount, totals);
  const priced = lines.map((line, index): PricedLine => ({
    unitPrice: unitPrices[index]!,
    total: totals[index]!,
    discount: (line.sellPrice - unitPrices[index]!) * line.quantity,
    couponDiscount: shares[index]!,
    tax: gstOf(totals[index]! - shares[index]!, line.gstRate, interState),
  }));
  const orderAmount = sum(totals);
  const goodsCharged = orderAmount - sum(shares);
  const freeDelivery =
    destination.storePickup ||
    (settings.freeDeliveryAbove !== null && orderAmount >= settings.freeDeliveryAbove);
  const delivery = freeDelivery ? 0 : settings.deliveryCharge;
  const deliveryRate = delivery === 0 ? 0 : Math.max(0, ...lines.map((line) => line.gstRate));
  const deliveryTax = { rate: deliveryRate, ...gstOf(delivery, deliveryRate, interState) };
  const taxes = [...priced.map((line) => line.tax), deliveryTax];
  const tax = {
    cgst: sum(taxes.map((split) => split.cgst)),
    sgst: sum(taxes.map((split) => split.sgst)),
    igst: sum(taxes.map((split) => split.igst)),
  };
  const taxOnTop = settings.pricesIncludeTax ? 0 : tax.cgst + tax.sgst + tax.igst;
  return {
    lines: priced,
    orderAmount,
    discount: sum(priced.map((line) => line.discount)),
    couponDiscount: sum(shares),
    delivery,
    deliveryTax,
    tax,
    totalAmount: goodsCharged + taxOnTop + delivery,
  };
}

/**
 * `discount` paise shared among lines worth `totals` in proportion to their value, in whole paise
 * that add up to it: each line gets its share rounded down, and the paise left over go one each to
 * the lines whose shares lost the most to rounding (the earlier line on a tie). No line gets more
 * than its value, since the discount is capped at the goods' value.
 */
export function spreadDiscount(discount: number, totals: readonly number[]): number[] {
  const whole = sum([...totals]);
  const capped = Math.min(Math.max(0, discount), whole);
  if (capped === 0) return totals.map(() => 0);
  const shares = totals.map((total) => Math.floor((capped * total) / whole));
  const byRemainder = totals
    .map((total, index) => ({ index, remainder: (capped * total) % whole }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = capped - sum(shares);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = shares[index]! + 1;
    left -= 1;
  }
  return shares;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The dispatch date `dispatchDays` working days (Monday to Saturday) after `from`, as YYYY-MM-DD in India. */
export function estimatedDispatch(from: Date, dispatchDays: number): string {
  const IST_OFFSET_MS = 330 * 60_000;
  const day = new Date(from.getTime() + IST_OFFSET_MS);
  let remaining = dispatchDays;
  while (remaining > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0) remaining -= 1;
  }
  return day.toISOString().slice(0, 10);
}
