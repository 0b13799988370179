import { describe, expect, it } from 'vitest';
import { htmlHasText, POLICY_KEYS } from '@vitrine/contract/content';
import { policyDraft, type ShopFacts } from './policy-drafts';

const shop: ShopFacts = {
  name: 'Ganesh <Kirana> & Sons',
  address: '12 MG Road, Pune 411001',
  email: 'owner@ganesh.example',
  phone: '9811100077',
  briefcase: false,
  dispatchDays: 2,
  deliveryCharge: 50,
  freeDeliveryAbove: 999,
  storePickup: true,
  codEnabled: true,
  returnWindowDays: 7,
};

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('policy drafts written from the shop’s settings', () => {
  it('writes every policy, naming the shop (escaped) and how to reach it', () => {
    for (const key of POLICY_KEYS) {
      const draft = policyDraft(key, shop);
      expect(htmlHasText(draft), key).toBe(true);
      expect(draft, key).not.toContain('<Kirana>');
      expect(text(draft), key).toMatch(/owner@ganesh\.example|Ganesh &#60;Kirana&#62;/);
    }
  });

  it('says what the settings say: dispatch, delivery charge, pickup, returns, cash on delivery', () => {
    const shipping = text(policyDraft('shippingPolicy', shop));
    expect(shipping).toContain('within 2 days of being placed');
    expect(shipping).toContain('Delivery costs ₹50.00 an order, and is free on orders of ₹999.00 or more.');
    expect(shipping).toContain('collect your order from our store at 12 MG Road, Pune 411001');
    expect(text(policyDraft('returnPolicy', shop))).toContain('within 7 days of delivery');
    expect(text(policyDraft('refundPolicy', shop))).toContain('cash on delivery');

    const strict = { ...shop, deliveryCharge: 0, storePickup: false, returnWindowDays: 0, codEnabled: false };
    expect(text(policyDraft('shippingPolicy', strict))).toContain('Delivery is free.');
    expect(text(policyDraft('shippingPolicy', strict))).not.toContain('store');
    expect(text(policyDraft('returnPolicy', strict))).toContain(
      'does not take back products that arrive as ordered',
    );
    expect(text(policyDraft('refundPolicy', strict))).not.toContain('cash on delivery');
  });

  it('tells a shopper their rights over their data and whom to ask (DPDP Act 2023)', () => {
    const privacy = text(policyDraft('privacyPolicy', shop));
    for (const words of [
      'Digital Personal Data Protection Act, 2023',
      'download a copy of your data',
      'delete your account',
      'kept for 8 years',
      'Data Protection Board of India',
      'email owner@ganesh.example, or call or WhatsApp 9811100077',
    ])
      expect(privacy).toContain(words);
  });
});
