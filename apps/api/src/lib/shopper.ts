/** A shopper of one shop: every query about them filters on both. */
export interface ShopperRef {
  customerId: string;
  userId: string;
}

/** A mobile number with all but its last two digits hidden ("XXXXXXXX21"). */
export const maskMobile = (mobile: string) => 'X'.repeat(Math.max(mobile.length - 2, 0)) + mobile.slice(-2);
