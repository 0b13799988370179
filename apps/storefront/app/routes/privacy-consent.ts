import { CONSENT_SOURCES, type ConsentSource } from '@vitrine/contract/privacy';
import { isShopLanguage } from '../i18n/i18n';
import type { Route } from './+types/privacy-consent';
import { formOf } from '../lib/action-form.server';
import { actAsShopper, backToPage, fieldOf } from '../lib/shopper-action.server';
import { CONSENT_FALLBACK_MESSAGES } from '../features/privacy/privacy-paths';

/**
 * The marketing consent form's submissions (decision 0093): agree, or withdraw, with the language of
 * the words the form showed (the API records those words).
 */
export async function action(args: Route.ActionArgs) {
  const form = await formOf(args.request);
  const source = fieldOf(form, 'source');
  const language = fieldOf(form, 'language');
  const reply = await actAsShopper(args, form, CONSENT_FALLBACK_MESSAGES, (api) =>
    api.answerMarketingConsent({
      granted: fieldOf(form, 'granted') === 'true',
      source: (CONSENT_SOURCES as readonly string[]).includes(source) ? (source as ConsentSource) : 'privacy',
      language: isShopLanguage(language) ? language : 'en',
    }),
  );
  return backToPage(form, reply);
}
