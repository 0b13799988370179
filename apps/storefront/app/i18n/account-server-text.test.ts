import { describe, expect, it } from 'vitest';
import './hindi-catalogue';
import { deleteAccountBodySchema } from '@vitrine/contract/privacy';
import { ADDRESS_FALLBACK_MESSAGES, FETCH_ADDRESSES_FAILED } from '../features/addresses/address-result';
import { PROFILE_FALLBACK_MESSAGES } from '../features/account/profile-result';
import { CONSENT_FALLBACK_MESSAGES, DELETE_FALLBACK_MESSAGE } from '../features/privacy/privacy-paths';
import { QUOTATION_FALLBACK_MESSAGES } from '../features/quotations/quotation-request-result';
import { i18nFor } from './i18n';
import { translateServerText } from './server-text';

const inHindi = (text: string) => translateServerText(i18nFor('hi').t, text);

describe('what the server writes on the account’s screens, in Hindi', () => {
  it('says the storefront actions’ own messages in Hindi', () => {
    const refused = deleteAccountBodySchema.safeParse({ confirmation: 'no' });
    const texts = [
      ...Object.values(ADDRESS_FALLBACK_MESSAGES),
      FETCH_ADDRESSES_FAILED,
      ...Object.values(PROFILE_FALLBACK_MESSAGES),
      ...Object.values(CONSENT_FALLBACK_MESSAGES),
      DELETE_FALLBACK_MESSAGE,
      ...Object.values(QUOTATION_FALLBACK_MESSAGES),
      refused.error!.issues[0]!.message,
      'Please correct the highlighted fields.',
      'Please sign in to continue.',
    ];
    for (const text of texts) expect(inHindi(text), text).toMatch(/[\u0900-\u097F]/);
  });

  it('says the API’s refusals with the values it wrote', () => {
    expect(inHindi('You can keep at most 20 addresses. Delete one to add another.')).toBe(
      'आप ज़्यादा से ज़्यादा 20 पते रख सकते हैं। नया जोड़ने के लिए कोई एक हटाएँ।',
    );
    expect(inHindi('You have downloaded your data 5 times this hour. Try again in 12 minutes.')).toBe(
      'आप इस घंटे अपना डेटा 5 बार डाउनलोड कर चुके हैं। 12 मिनट बाद फिर कोशिश करें।',
    );
    expect(inHindi('This file is not a PNG picture. Choose a PNG, JPEG or WebP picture.')).toBe(
      'यह फ़ाइल PNG तस्वीर नहीं है। PNG, JPEG या WebP तस्वीर चुनें।',
    );
    expect(inHindi('Thank you! We have your request and will send a quotation soon.')).toMatch(/^धन्यवाद/);
  });
});
