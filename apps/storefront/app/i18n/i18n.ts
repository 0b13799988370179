import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { SHOP_LANGUAGES, type ShopLanguage } from '@vitrine/contract/site';
import en from './en.json';

/**
 * The storefront's message catalogues (decision 0095): English is SPEC's exact texts, Hindi the same
 * keys. English is every page's fallback and comes with this module; Hindi is added by whoever needs
 * it (the server at start, a browser before it hydrates a Hindi page), so an English page never
 * downloads it.
 */
const catalogues: Partial<Record<ShopLanguage, typeof en>> = { en };

export function addCatalogue(language: ShopLanguage, catalogue: typeof en) {
  catalogues[language] = catalogue;
  instances.get(language)?.addResourceBundle(language, 'translation', catalogue);
}

/** The locale numbers and dates are written in for each language. */
export const LOCALES: Record<ShopLanguage, 'en-IN' | 'hi-IN'> = { en: 'en-IN', hi: 'hi-IN' };

export const isShopLanguage = (value: unknown): value is ShopLanguage =>
  SHOP_LANGUAGES.includes(value as ShopLanguage);

/*
 * One instance per language, made once: nothing ever changes an instance's language, so the server
 * can share it between requests and the browser swaps instances when the shopper switches.
 */
const instances = new Map<ShopLanguage, i18n>();

export function i18nFor(language: ShopLanguage): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'en',
      resources: Object.fromEntries(
        Object.entries(catalogues).map(([name, catalogue]) => [name, { translation: catalogue }]),
      ),
      // React escapes what it renders.
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}
