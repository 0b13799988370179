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
  tax: GstSplit;
}

export interface OrderPrice {
  lines: PricedLine[];
  orderAmount: number;
  discount: number;
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
 */
export function priceOrder(
  lines: readonly PricedLineInput[],
  settings: CheckoutSettings,
  destination: { state: string; storePickup: boolean },
): OrderPrice {
  const interState = destination.state !== settings.registeredState;
  const gstOf = settings.pricesIncludeTax ? gstInclusive : gstExclusive;
  const priced = lines.map((line): PricedLine => {
    const unitPrice = unitPriceOf(line.sellPrice, line.specialPrice);
    const total = unitPrice * line.quantity;
    return {
      unitPrice,
      total,
      discount: (line.sellPrice - unitPrice) * line.quantity,
      tax: gstOf(total, line.gstRate, interState),
    };
  });
  const orderAmount = sum(priced.map((line) => line.total));
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
    delivery,
    deliveryTax,
    tax,
    totalAmount: orderAmount + taxOnTop + delivery,
  };
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
