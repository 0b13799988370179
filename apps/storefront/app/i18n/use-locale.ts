import { useTranslation } from 'react-i18next';
import type { ShopLanguage } from '@vitrine/contract/site';
import { isShopLanguage, LOCALES } from './i18n';

/** en or hi: the language this page speaks. */
export function useLanguage(): ShopLanguage {
  const { i18n } = useTranslation();
  return isShopLanguage(i18n.language) ? i18n.language : 'en';
}

/** en-IN or hi-IN: the locale this page writes numbers and dates in. */
export function useLocale(): 'en-IN' | 'hi-IN' {
  return LOCALES[useLanguage()];
}
