import { useTranslation } from 'react-i18next';
import { isShopLanguage, LOCALES } from './i18n';

/** en-IN or hi-IN: the locale this page writes numbers and dates in. */
export function useLocale(): 'en-IN' | 'hi-IN' {
  const { i18n } = useTranslation();
  return isShopLanguage(i18n.language) ? LOCALES[i18n.language] : LOCALES.en;
}
