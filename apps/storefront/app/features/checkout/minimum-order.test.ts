import { describe, expect, it } from 'vitest';
import '../../i18n/hindi-catalogue';
import { i18nFor } from '../../i18n/i18n';
import { minimumOrderShortfall } from './minimum-order';

const english = i18nFor('en').t;

describe('the minimum order at checkout', () => {
  it('says how much more to add while the goods are under the minimum', () => {
    expect(minimumOrderShortfall({ minimumOrder: 5000, amountToMinimum: 1250.5 }, english, 'en-IN')).toBe(
      'Add ₹1,250.50 more to place your order: the shop’s minimum order is ₹5,000.00.',
    );
  });

  it('says it in Hindi with hi-IN amounts', () => {
    const hindi = minimumOrderShortfall(
      { minimumOrder: 5000, amountToMinimum: 1250.5 },
      i18nFor('hi').t,
      'hi-IN',
    );
    expect(hindi).toContain('न्यूनतम ऑर्डर');
    expect(hindi).toContain(
      new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR' }).format(5000),
    );
  });

  it('says nothing once it is reached, or when the shop has none', () => {
    expect(minimumOrderShortfall({ minimumOrder: 5000, amountToMinimum: 0 }, english, 'en-IN')).toBeNull();
    expect(minimumOrderShortfall({ minimumOrder: null, amountToMinimum: 0 }, english, 'en-IN')).toBeNull();
  });
});
