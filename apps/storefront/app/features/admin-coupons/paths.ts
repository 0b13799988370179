import { CONSOLE_PATH } from '../admin/staff-roles';

export const COUPONS_PATH = `${CONSOLE_PATH}/coupons`;
export const NEW_COUPON_PATH = `${COUPONS_PATH}/new`;
export const couponEditPath = (couponId: string) => `${COUPONS_PATH}/${encodeURIComponent(couponId)}`;
