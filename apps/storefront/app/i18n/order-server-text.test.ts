import { describe, expect, it } from 'vitest';
import './hindi-catalogue';
import { PHOTO_MESSAGES } from '@vitrine/contract/product-photos';
import { i18nFor } from './i18n';
import { translateServerText } from './server-text';
import { PAYMENT_FALLBACK_MESSAGES } from '../features/checkout/payment-outcome';
import { PAYMENT_NOT_STARTED } from '../features/checkout/payment-start.server';
import { FETCH_ORDERS_FAILED } from '../features/orders/orders-load-error';
import { REVIEW_FALLBACK_MESSAGES } from '../features/reviews/review-intents';

const inHindi = (text: string) => translateServerText(i18nFor('hi').t, text);

describe('what the server writes on the review, order and payment screens, in Hindi', () => {
  it('says the storefront’s own refusals and fallbacks in Devanagari', () => {
    const { tooMany: _productPhotosOnly, ...shopperPhotoMessages } = PHOTO_MESSAGES;
    const texts = [
      ...Object.values(shopperPhotoMessages),
      ...Object.values(REVIEW_FALLBACK_MESSAGES),
      ...Object.values(PAYMENT_FALLBACK_MESSAGES),
      PAYMENT_NOT_STARTED,
      FETCH_ORDERS_FAILED,
      'Your return request is sent to the shop.',
      'Order Placed',
      'Out for Delivery',
    ];
    for (const text of texts) expect(inHindi(text), text).toMatch(/[\u0900-\u097F]/);
  });

  it('keeps the values the API put in its sentences', () => {
    expect(inHindi('Returns for this order closed on 05 Mar 26.')).toBe(
      'इस ऑर्डर की वापसी 05 Mar 26 को बंद हो गई।',
    );
    expect(inHindi('Sorry, this shop does not deliver to pincode 411016. Choose another address.')).toBe(
      'माफ़ कीजिए, यह दुकान पिनकोड 411016 पर डिलीवरी नहीं करती। कोई दूसरा पता चुनें।',
    );
    expect(inHindi('Write at least 10 characters of plain text')).toBe('कम से कम 10 अक्षरों का सादा टेक्स्ट लिखें');
  });
});
