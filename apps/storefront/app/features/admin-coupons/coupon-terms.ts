import type { Coupon, CouponState } from '@vitrine/contract/coupons';
import { formatDate, formatRupees } from '../../lib/format';

/** "10% off" or "₹100 off". */
export const couponValueLabel = (coupon: Pick<Coupon, 'kind' | 'value'>) =>
  coupon.kind === 'PERCENT' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`;

/** The coupon's rules in a line: minimum, first order, uses per shopper. */
export function couponRules(coupon: Coupon) {
  return [
    coupon.minimumOrder === null ? 'Any order' : `Orders of ${formatRupees(coupon.minimumOrder)} or more`,
    coupon.firstOrderOnly && 'First order only',
    coupon.perShopperLimit !== null &&
      (coupon.perShopperLimit === 1 ? 'Once per shopper' : `${coupon.perShopperLimit} times per shopper`),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** When it works, in India days. */
export function couponDates(coupon: Coupon) {
  if (coupon.validFrom && coupon.validUntil)
    return `${formatDate(coupon.validFrom)} to ${formatDate(coupon.validUntil)}`;
  if (coupon.validFrom) return `From ${formatDate(coupon.validFrom)}`;
  if (coupon.validUntil) return `Until ${formatDate(coupon.validUntil)}`;
  return 'No end date';
}

export const COUPON_STATE_LABELS: Record<CouponState, { label: string; tone: string }> = {
  ACTIVE: { label: 'Running', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  PAUSED: { label: 'Paused', tone: 'bg-neutral-100 text-neutral-700 ring-neutral-300' },
  SCHEDULED: { label: 'Starts later', tone: 'bg-sky-50 text-sky-800 ring-sky-200' },
  EXPIRED: { label: 'Ended', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
};
