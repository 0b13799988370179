/** Business constants of SPEC §9. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const OTP_LENGTH = 4;
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;
export const NAME_MIN_LENGTH = 3;
export const OTP_RESEND_COUNTDOWN_S = 60;
export const CACHE_LIFETIME_MS = 300_000;
export const ADDRESS_CACHE_LIFETIME_MS = 300_000;
export const SEARCH_DEBOUNCE_MS = 400;
export const SCROLL_TO_TOP_THRESHOLD_PX = 100;
export const CART_DRAWER_WIDTH_PX = 380;
export const HEADER_DRAWER_WIDTH_PX = 240;
export const ACCOUNT_DRAWER_WIDTH_PX = 280;
export const PERSIST_TIMEOUT_MS = 5000;
export const TOOLTIP_ENTER_DELAY_MS = 100;
export const CHAT_BUTTON_OFFSET = { bottom: 64, right: 16 } as const;
export const WHATSAPP_PREFIX = '91';
export const DEFAULT_FONT_FAMILY = 'Poppins';
export const DEFAULT_THEME_MODE = 'light';
export const STORE_PLACE_OF_SERVICE = 'STORE';

export const APP_TYPES = { SHOP: 'SHOP', BRIEFCASE: 'BRIEFCASE' } as const;
export type AppType = (typeof APP_TYPES)[keyof typeof APP_TYPES];
export const APP_TYPE_LABELS: Record<AppType, string> = {
  SHOP: 'Shop',
  BRIEFCASE: 'Digital Briefcase',
};
export const DEFAULT_APP_TYPE: AppType = APP_TYPES.SHOP;

export function appTypeOf(config: { isEngineeringType: boolean }): AppType {
  return config.isEngineeringType ? APP_TYPES.BRIEFCASE : APP_TYPES.SHOP;
}

/** The header every client sends to name its tenant (SPEC §7 "customer/site id"). */
export const CUSTOMER_ID_HEADER = 'x-customer-id';
