import { describe, expect, it } from 'vitest';
import './hindi-catalogue';
import { ADDRESS_MESSAGES } from '@vitrine/contract/addresses';
import { VALIDATION_MESSAGES } from '@vitrine/contract/auth';
import { PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { PROFILE_PICTURE_MESSAGES } from '@vitrine/contract/profile';
import { i18nFor } from './i18n';
import { translateServerText } from './server-text';

const inHindi = (text: string) => translateServerText(i18nFor('hi').t, text);
const inEnglish = (text: string) => translateServerText(i18nFor('en').t, text);

describe('texts the server writes, in the page’s language', () => {
  it('says the shared validation messages in Hindi', () => {
    const shared = [
      ...Object.values(VALIDATION_MESSAGES),
      ...Object.values(ADDRESS_MESSAGES),
      ...Object.values(PROFILE_PICTURE_MESSAGES),
    ];
    for (const text of shared) expect(inHindi(text), text).toMatch(/[\u0900-\u097F]/);
  });

  it('says the limits on quotations, cancellations and photos in Hindi (the API’s 429s)', () => {
    expect(inHindi('You have asked for 5 quotations today. Please try again tomorrow.')).toBe(
      'आज आप 5 कोटेशन मांग चुके हैं। कृपया कल फिर से कोशिश करें।',
    );
    expect(inHindi('You have cancelled 3 orders today. Please contact the shop to cancel another.')).toBe(
      'आज आप 3 ऑर्डर रद्द कर चुके हैं। एक और ऑर्डर रद्द करने के लिए कृपया दुकान से संपर्क करें।',
    );
    for (const text of [
      'Too many quotation requests from this network. Please try again in an hour.',
      'This shop has had many quotation requests today. Please try again tomorrow.',
      'Too many cancellations from this network. Please try again in an hour.',
      PHOTO_MESSAGES.previousBusy,
    ])
      expect(inHindi(text), text).toMatch(/[\u0900-\u097F]/);
  });

  it('keeps the values a template was given', () => {
    expect(inHindi('OTP must be 4 digits')).toBe('OTP 4 अंकों का होना चाहिए');
    expect(inHindi('At most 160 characters')).toBe('ज़्यादा से ज़्यादा 160 अक्षर');
  });

  it('leaves English exactly as the server wrote it', () => {
    expect(inEnglish(VALIDATION_MESSAGES.otpLength)).toBe(VALIDATION_MESSAGES.otpLength);
    expect(inEnglish('At most 160 characters')).toBe('At most 160 characters');
  });

  it('passes on a text it does not know, and matches whole texts only', () => {
    expect(inHindi('Something new went wrong')).toBe('Something new went wrong');
    expect(inHindi('Name is required, twice')).toBe('Name is required, twice');
  });
});
