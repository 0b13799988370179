import type { Address } from '@vitrine/contract/addresses';
import type { PricedCartItem } from '@vitrine/contract/cart';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { STORE_PICKUP, type OrderPreview, type OrderPreviewBody } from '@vitrine/contract/orders';
import type { Executor } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { formatRupees, toRupees } from '../lib/money.ts';
import type { AddressesService } from '../modules/addresses/addresses.service.ts';
import { readCart, toCartItem, type CartLineRow } from '../modules/cart/cart-lines.ts';
import { stockKeyOf, type StockLine } from '../modules/catalog/stock.ts';
import {
  estimatedDispatch,
  priceOrder,
  type CheckoutSettings,
  type OrderPrice,
} from '../modules/orders/order-pricing.ts';
import { stockHeldBy, unpaidOrdersOf } from '../modules/orders/orders.service.ts';
import type { TenantsService } from '../modules/tenants/tenants.service.ts';
import type { CouponsService } from '../modules/coupons/coupons.service.ts';
import type { DeliveryAreasService, Reach } from '../modules/delivery-areas/delivery-areas.service.ts';
import { deliveryDayOf, requireServed } from './delivery-check.ts';
import { applyCoupon, type AppliedCouponRow } from './coupons.ts';
import { quotedLineOf, type QuotedLine } from './quotations.ts';

export interface CheckoutDeps {
  addresses: AddressesService;
  tenants: TenantsService;
  coupons: CouponsService;
  deliveryAreas: DeliveryAreasService;
}

/** Everything checkout knows about an order before it is placed: lines, addresses, prices. */
export interface CheckoutQuote {
  lines: CartLineRow[];
  items: PricedCartItem[];
  billTo: Address;
  shipTo: Address | null;
  storePickup: boolean;
  price: OrderPrice;
  pricesIncludeTax: boolean;
  /** The shop charges GST (a tax invoice); false: no GST at all, a bill of supply. */
  gstRegistered: boolean;
  dispatchDays: number;
  /** Days to the shipping pincode the shop lists; null: it gives none (all India, or store pickup). */
  deliveryDays: number | null;
  /**
   * May the shopper pay cash on delivery: the shop takes it, every item allows it, and so does the
   * pincode. The one place that decides; placing an order refuses COD where it is false.
   */
  codAvailable: boolean;
  /** Lines that cannot be bought as they stand (hidden, or not enough stock): left out of the price. */
  unavailable: CartLineRow[];
  /** Paise; null: any order. */
  minimumOrder: number | null;
  /** The shopper's coupon and what it took off, if they gave one. */
  coupon: AppliedCouponRow | null;
  /** The quotation ordered instead of the cart (decision 0092). */
  quotationId: string | null;
}

/** Stock the shopper's own unpaid order holds, by stock row: theirs to buy again. */
export type HeldStock = ReadonlyMap<string, number>;
const NONE_HELD: HeldStock = new Map();

export function heldStockOf(items: readonly StockLine[]): HeldStock {
  const held = new Map<string, number>();
  for (const item of items) held.set(stockKeyOf(item), (held.get(stockKeyOf(item)) ?? 0) + item.quantity);
  return held;
}

const stockOf = (line: CartLineRow, held: HeldStock) => {
  const row = line.variant ?? line.product;
  return row.availableStock + (held.get(row.id) ?? 0);
};
const isSellable = (line: CartLineRow, held: HeldStock) =>
  line.product.isVisible && stockOf(line, held) >= line.quantity;

/** Where the order goes and on what terms: read before any transaction, as nothing here is locked. */
export interface CheckoutTerms {
  billTo: Address;
  shipTo: Address | null;
  storePickup: boolean;
  settings: CheckoutSettings;
  /** Whether and how the shop reaches the shipping pincode; store pickup reaches everyone. */
  reach: Reach;
}

const STORE_REACH: Reach = { served: true, cod: true, days: null };

/** Every invoice prints the seller's address (CGST Rules 46 and 49): without one a shop takes no orders. */
export const NO_SELLER_ADDRESS =
  'This shop cannot take orders yet: it has not given its business address for invoices.';

/**
 * The chosen addresses, looked up among the shopper's own so another shopper's cannot be named, and
 * the shop's checkout settings.
 */
export async function checkoutTerms(
  deps: CheckoutDeps,
  customerId: string,
  userId: string,
  body: Pick<OrderPreviewBody, 'placeOfService' | 'billTo' | 'shipTo'>,
): Promise<CheckoutTerms> {
  const storePickup = body.placeOfService === STORE_PICKUP;
  const [settings, billTo, shipTo] = await Promise.all([
    deps.tenants.checkoutSettingsOf(customerId),
    deps.addresses.addressOf(customerId, userId, body.billTo.address.addressIndex),
    storePickup || !body.shipTo?.address
      ? null
      : deps.addresses.addressOf(customerId, userId, body.shipTo.address.addressIndex),
  ]);
  if (!settings.registeredAddress.trim())
    throw new AppError(409, ERROR_CODES.SHOP_NOT_READY, NO_SELLER_ADDRESS);
  if (storePickup && !settings.storePickup) {
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'This shop does not offer store pickup.');
  }
  const pincode = (shipTo ?? billTo).pinCode;
  const reach = storePickup ? STORE_REACH : await deps.deliveryAreas.reachOf(customerId, pincode);
  requireServed(reach, pincode, settings.storePickup);
  return { billTo, shipTo, storePickup, settings, reach };
}

/** What checkout prices: the shopper's cart, or a quotation's one line at its quoted price. */
export interface CheckoutSource {
  coupon?: string | undefined;
  quotationId?: string | undefined;
  /** Inside placing's transaction: the coupon read for share, the quotation for update. */
  lock: boolean;
}

/** A coupon is for the shop's own prices; a quotation's price is already the shop's word. */
const refuseCouponOnQuotation = (source: CheckoutSource) => {
  if (source.coupon && source.quotationId)
    throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'A coupon cannot be used with a quotation.');
};

async function linesToPrice(
  executor: Executor,
  shopper: { customerId: string; userId: string },
  source: CheckoutSource,
): Promise<{ lines: CartLineRow[]; quoted: QuotedLine | null }> {
  if (source.quotationId) {
    const quoted = await quotedLineOf(executor, shopper, source.quotationId, source.lock);
    return { lines: [quoted.line], quoted };
  }
  const { lines } = await readCart(executor, shopper.customerId, shopper.userId);
  if (lines.length === 0) throw new AppError(400, ERROR_CODES.CART_EMPTY, 'Your cart is empty.');
  return { lines, quoted: null };
}

/**
 * Re-prices the shopper's cart, or the quotation they order, on those terms (ARCHITECTURE §7),
 * reading the lines through `executor`, so that placing an order can do it inside its transaction.
 * A quoted line is priced at the quoted unit price, its GST worked as any line's.
 */
export async function quoteCheckout(
  executor: Executor,
  customerId: string,
  userId: string,
  terms: CheckoutTerms,
  held: HeldStock = NONE_HELD,
  source: CheckoutSource = { lock: false },
): Promise<CheckoutQuote> {
  const { billTo, shipTo, storePickup, reach } = terms;
  refuseCouponOnQuotation(source);
  const { lines, quoted } = await linesToPrice(executor, { customerId, userId }, source);
  // A quotation's price is GST-inclusive or plus GST as the shop said when it answered (delivery too).
  const settings =
    quoted?.pricesIncludeTax == null
      ? terms.settings
      : { ...terms.settings, pricesIncludeTax: quoted.pricesIncludeTax };
  // A shop not registered for GST charges none: every line at 0 %, its price the whole of it. A
  // quotation is charged at the rate it showed, so the order gives its figures.
  const rateOf = (line: CartLineRow) =>
    settings.gstRegistered ? (quoted?.gstRate ?? line.product.gstRate) : 0;
  const sellable = lines.filter((line) => isSellable(line, held));
  const priced = sellable.map((line) => ({
    ...(line.variant ?? line.product),
    ...(quoted && { sellPrice: quoted.unitPrice, specialPrice: null }),
    quantity: line.quantity,
    gstRate: rateOf(line),
  }));
  const destination = { state: (shipTo ?? billTo).state, storePickup };
  const undiscounted = priceOrder(priced, settings, destination);
  const applied = source.coupon
    ? await applyCoupon(executor, { customerId, userId }, source.coupon, undiscounted.orderAmount, {
        lock: source.lock,
        now: new Date(),
      })
    : null;
  const price = applied ? priceOrder(priced, settings, destination, applied.discount) : undiscounted;
  const pricedById = new Map(sellable.map((line, index) => [line.id, price.lines[index]!]));
  const items = lines.map((line) => {
    const item = toCartItem(line, quoted ? quotedSource(line, quoted) : line);
    const priced = pricedById.get(line.id);
    return priced ? { ...item, gst: { rate: rateOf(line), ...rupeesOf(priced.tax) } } : item;
  });
  return {
    lines,
    items,
    billTo,
    shipTo,
    storePickup,
    price,
    pricesIncludeTax: settings.pricesIncludeTax,
    gstRegistered: settings.gstRegistered,
    dispatchDays: settings.dispatchDays,
    deliveryDays: reach.days,
    codAvailable: settings.codEnabled && reach.cod && sellable.every((line) => line.product.availableOnCod),
    unavailable: lines.filter((line) => !isSellable(line, held)),
    // The shop's minimum order is for carts; a quotation is the shop's own offer.
    minimumOrder: quoted ? null : settings.minimumOrder,
    coupon: applied,
    quotationId: quoted?.quotationId ?? null,
  };
}

/** The line's product (or variant) at the quoted price, for the line the shopper sees. */
function quotedSource(line: CartLineRow, quoted: QuotedLine) {
  const price = { sellPrice: quoted.unitPrice, specialPrice: null };
  return {
    product: { ...line.product, ...price },
    variant: line.variant && { ...line.variant, ...price },
  };
}

/** Refuses to go on when a line cannot be bought as it stands, naming the items. */
export function requireAllSellable(quote: CheckoutQuote) {
  if (quote.unavailable.length === 0) return;
  const names = quote.unavailable.map((line) =>
    line.variant?.name ? `${line.product.name} (${line.variant.name})` : line.product.name,
  );
  throw new AppError(
    409,
    ERROR_CODES.OUT_OF_STOCK,
    `Not enough stock for: ${names.join(', ')}. Change the quantity or remove it from your cart.`,
  );
}

/** Paise the goods fall short of the shop's minimum order by; 0 when there is none or it is reached. */
const amountToMinimum = (quote: CheckoutQuote) =>
  Math.max(0, (quote.minimumOrder ?? 0) - quote.price.orderAmount);

/** Refuses an order under the shop's minimum, saying how much more to add. */
export function requireMinimumOrder(quote: CheckoutQuote) {
  const short = amountToMinimum(quote);
  if (short === 0) return;
  throw new AppError(
    400,
    ERROR_CODES.MINIMUM_ORDER_NOT_REACHED,
    `This shop's minimum order is ${formatRupees(quote.minimumOrder!)}. ` +
      `Add ${formatRupees(short)} more to place your order.`,
  );
}

const rupeesOf = (tax: { cgst: number; sgst: number; igst: number }) => ({
  cgst: toRupees(tax.cgst),
  sgst: toRupees(tax.sgst),
  igst: toRupees(tax.igst),
});

/** The checkout page's preview: the cart priced as placing it would, counting the stock the shopper holds. */
export async function previewOrder(
  deps: CheckoutDeps & { db: Executor },
  customerId: string,
  userId: string,
  body: OrderPreviewBody,
) {
  const terms = await checkoutTerms(deps, customerId, userId, body);
  const [unpaid, couponsOffered] = await Promise.all([
    unpaidOrdersOf(deps.db, customerId, userId, { lock: false }),
    deps.coupons.anyRunning(customerId, new Date()),
  ]);
  const held = heldStockOf(stockHeldBy(unpaid));
  const source = { coupon: body.couponCode, quotationId: body.quotationId, lock: false };
  const quote = await quoteCheckout(deps.db, customerId, userId, terms, held, source);
  return toOrderPreview(quote, new Date(), couponsOffered);
}

/** SPEC §3 "Order preview result". */
function toOrderPreview(quote: CheckoutQuote, now: Date, couponsOffered: boolean): OrderPreview {
  const { price } = quote;
  return {
    orderAmount: toRupees(price.orderAmount),
    totalAmount: toRupees(price.totalAmount),
    tax: rupeesOf(price.tax),
    delivery: toRupees(price.delivery),
    deliveryTax: { rate: price.deliveryTax.rate, ...rupeesOf(price.deliveryTax) },
    discount: toRupees(price.discount),
    estimatedDispatch: estimatedDispatch(now, quote.dispatchDays),
    estimatedDelivery: quote.deliveryDays === null ? null : deliveryDayOf(now, quote.deliveryDays),
    pricesIncludeTax: quote.pricesIncludeTax,
    gstRegistered: quote.gstRegistered,
    placeOfService: quote.storePickup ? STORE_PICKUP : null,
    shipTo: { address: quote.shipTo },
    billTo: { address: quote.billTo },
    codAvailable: quote.codAvailable,
    minimumOrder: quote.minimumOrder === null ? null : toRupees(quote.minimumOrder),
    amountToMinimum: toRupees(amountToMinimum(quote)),
    coupon: quote.coupon && {
      code: quote.coupon.row.code,
      discount: toRupees(quote.coupon.discount),
      label: quote.coupon.label,
    },
    couponsOffered: (couponsOffered && quote.quotationId === null) || quote.coupon !== null,
    items: quote.items,
  };
}
