import type { ShopLanguage } from '@vitrine/contract/site';
import { parseCookies } from '../lib/api.server';
import { isShopLanguage } from './i18n';

/** The shopper's pick of language, kept a year (decision 0095). */
export const LANGUAGE_COOKIE = 'vitrine_lang';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The language a page speaks: the shopper's switch, else the shop's default. */
export function languageOf(request: Request, shopDefault: ShopLanguage): ShopLanguage {
  const picked = parseCookies(request.headers.get('cookie')).get(LANGUAGE_COOKIE);
  return isShopLanguage(picked) ? picked : shopDefault;
}

export function languageCookie(language: ShopLanguage): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
