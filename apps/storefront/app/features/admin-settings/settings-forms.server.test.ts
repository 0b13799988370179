import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FORMS } from './settings-forms.server';

const formOf = (entries: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
};
const parse = <K extends keyof typeof SETTINGS_FORMS>(kind: K, entries: Record<string, string>) =>
  parseWithZod(formOf(entries), { schema: SETTINGS_FORMS[kind] });

describe('the settings forms', () => {
  it('read a blank amount as none and an unticked box as off', () => {
    expect(parse('payments', { minimumOrder: '' })).toMatchObject({
      status: 'success',
      value: { codEnabled: false, minimumOrder: null },
    });
    expect(parse('payments', { codEnabled: 'on', minimumOrder: '499.5' })).toMatchObject({
      value: { codEnabled: true, minimumOrder: 499.5 },
    });
    expect(
      parse('delivery', { deliveryCharge: '49', freeDeliveryAbove: '', dispatchDays: '2' }),
    ).toMatchObject({
      status: 'success',
      value: { deliveryCharge: 49, freeDeliveryAbove: null, dispatchDays: 2, storePickup: false },
    });
  });

  it('read blank optional gateway keys as none, and refuse a short secret on its field', () => {
    const keys = { gatewayType: 'RAZORPAY', merchantId: 'SHOP_1', keyId: '', webhookSecret: '' };
    expect(parse('gateway', { ...keys, secret: 'a-long-secret', keyIndex: '' })).toMatchObject({
      status: 'success',
      value: { keyId: null, webhookSecret: null, keyIndex: 1 },
    });
    expect(parse('gateway', { ...keys, secret: 'short' })).toMatchObject({
      status: 'error',
      error: { secret: ['The secret is at least 8 characters'] },
    });
  });

  it('take PhonePe v2 keys, and ask for the webhook username and password on their fields', () => {
    const v2 = {
      gatewayType: 'PHONEPE',
      protocol: 'v2',
      merchantId: 'SHOP_1',
      keyId: 'SHOP_1_2511',
      secret: 'a-long-client-secret',
      keyIndex: '1',
    };
    expect(
      parse('gateway', { ...v2, webhookUsername: 'shop_hooks', webhookSecret: 'hookpass2025' }),
    ).toMatchObject({
      status: 'success',
      value: { protocol: 'v2', keyId: 'SHOP_1_2511', webhookUsername: 'shop_hooks' },
    });
    expect(parse('gateway', { ...v2, webhookUsername: '', webhookSecret: '' })).toMatchObject({
      status: 'error',
      error: {
        webhookUsername: ['The webhook username is required for PhonePe v2'],
        webhookSecret: ['The webhook password is required for PhonePe v2'],
      },
    });
  });

  it('refuses a brand whose text fails WCAG AA, on the text colour', () => {
    const brand = {
      primaryColor: '#b4521e',
      secondaryColor: '#1f4d3a',
      buttonTextColor: '#ffffff',
      fontColor: '#bbbbbb',
      backgroundColor: '#ffffff',
      scaffoldColor: '#fbf6ef',
      fontFamily: 'Poppins',
      businessMode: 'SHOP',
    };
    expect(parse('brand', brand)).toMatchObject({
      status: 'error',
      error: {
        fontColor: [
          expect.stringMatching(/^Text colour #bbbbbb on Background #ffffff has a contrast of 1\.92:1/),
        ],
      },
    });
    expect(parse('brand', { ...brand, fontColor: '#2b2118' }).status).toBe('success');
  });

  it('read the shop language the owner picks, and refuse one the storefront does not speak', () => {
    const brand = {
      primaryColor: '#b4521e',
      secondaryColor: '#1f4d3a',
      buttonTextColor: '#ffffff',
      fontColor: '#2b2118',
      backgroundColor: '#ffffff',
      scaffoldColor: '#fbf6ef',
      fontFamily: 'Poppins',
      businessMode: 'SHOP',
    };
    expect(parse('brand', { ...brand, defaultLanguage: 'hi' })).toMatchObject({
      status: 'success',
      value: { defaultLanguage: 'hi' },
    });
    expect(parse('brand', { ...brand, defaultLanguage: 'ta' })).toMatchObject({
      status: 'error',
      error: { defaultLanguage: ['Pick English or Hindi'] },
    });
  });
});
