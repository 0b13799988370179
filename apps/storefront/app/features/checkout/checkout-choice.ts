import type { Address } from '@vitrine/contract/addresses';
import { STORE_PICKUP, type OrderPreviewBody } from '@vitrine/contract/orders';

/** What the shopper has chosen at checkout; it lives in the URL so the page works without JavaScript. */
export interface CheckoutChoice {
  addressIndex: number | null;
  storePickup: boolean;
  /** The coupon code the shopper applied (decision 0094); null: none. */
  coupon?: string | null;
  /** The quotation ordered instead of the cart (decision 0092); null: the cart. */
  quotation?: string | null;
}

export const CHECKOUT_FIELDS = {
  address: 'address',
  delivery: 'delivery',
  payment: 'paymentMethod',
  gstin: 'gstin',
  coupon: 'coupon',
  quotation: 'quotation',
} as const;

/** The chosen address if it is still saved, else the first one; delivery unless pickup was chosen. */
export function checkoutChoiceOf(params: URLSearchParams, addresses: readonly Address[]): CheckoutChoice {
  const requested = Number(params.get(CHECKOUT_FIELDS.address));
  const address = addresses.find((saved) => saved.addressIndex === requested) ?? addresses[0];
  return {
    addressIndex: address?.addressIndex ?? null,
    storePickup: params.get(CHECKOUT_FIELDS.delivery) === STORE_PICKUP,
    coupon: params.get(CHECKOUT_FIELDS.coupon)?.trim().slice(0, 40) || null,
    quotation: params.get(CHECKOUT_FIELDS.quotation)?.trim().slice(0, 40) || null,
  };
}

/** SPEC §7 "Order preview" and "Payment initiate" bodies for the choice: shipTo is null for a pickup. */
export function orderBodyOf(choice: CheckoutChoice & { addressIndex: number }): OrderPreviewBody {
  const address = { address: { addressIndex: choice.addressIndex } };
  const couponCode = choice.coupon || undefined;
  const quotationId = choice.quotation || undefined;
  return choice.storePickup
    ? { placeOfService: STORE_PICKUP, billTo: address, shipTo: null, couponCode, quotationId }
    : { placeOfService: null, billTo: address, shipTo: address, couponCode, quotationId };
}
