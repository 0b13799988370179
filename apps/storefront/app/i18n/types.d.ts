import type en from './en.json';

// t('key') is checked against the English catalogue at typecheck.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
