import type { Db, Executor } from '../db/client.ts';
import {
  couponByCode,
  couponDiscountOf,
  couponLabelOf,
  requireShopperMayUse,
  toCoupon,
  type CouponRow,
  type CouponsService,
} from '../modules/coupons/coupons.service.ts';
import { couponHistoryOf, couponUseCounts } from '../modules/orders/orders.service.ts';

/** A coupon as applied to an order: the row, and what it takes off the goods in paise. */
export interface AppliedCouponRow {
  row: CouponRow;
  discount: number;
  label: string;
}

/**
 * The shopper's coupon checked against the shop's rules and their own orders (decision 0094), and
 * what it takes off goods worth `orderAmount` paise. Placing an order calls it inside its
 * transaction, after the shopper's cart is locked, so two orders of one shopper cannot both count
 * the same last use; there the coupon is read FOR SHARE.
 */
export async function applyCoupon(
  executor: Executor,
  shopper: { customerId: string; userId: string },
  code: string,
  orderAmount: number,
  { lock, now }: { lock: boolean; now: Date },
): Promise<AppliedCouponRow> {
  const row = await couponByCode(executor, shopper.customerId, code, { lock });
  const discount = couponDiscountOf(row, orderAmount, now);
  requireShopperMayUse(row, await couponHistoryOf(executor, shopper.customerId, shopper.userId, row.id));
  return { row, discount, label: couponLabelOf(row) };
}

export interface CouponConsoleDeps {
  db: Db;
  coupons: CouponsService;
}

/** The owner's list: every coupon with how many orders used it. */
export async function listCoupons(deps: CouponConsoleDeps, customerId: string, now = new Date()) {
  const [rows, uses] = await Promise.all([
    deps.coupons.list(customerId),
    couponUseCounts(deps.db, customerId),
  ]);
  return rows.map((row) => toCoupon(row, uses.get(row.id) ?? 0, now));
}

/** A written coupon as the console shows it. */
export async function couponView(deps: CouponConsoleDeps, row: CouponRow, now = new Date()) {
  const uses = await couponUseCounts(deps.db, row.customerId);
  return toCoupon(row, uses.get(row.id) ?? 0, now);
}
