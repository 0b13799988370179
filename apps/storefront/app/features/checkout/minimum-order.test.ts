import { describe, expect, it } from 'vitest';
import { minimumOrderShortfall } from './minimum-order';

describe('the minimum order at checkout', () => {
  it('says how much more to add while the goods are under the minimum', () => {
    expect(minimumOrderShortfall({ minimumOrder: 5000, amountToMinimum: 1250.5 })).toBe(
      'Add ₹1,250.50 more to place your order: the shop’s minimum order is ₹5,000.00.',
    );
  });

  it('says nothing once it is reached, or when the shop has none', () => {
    expect(minimumOrderShortfall({ minimumOrder: 5000, amountToMinimum: 0 })).toBeNull();
    expect(minimumOrderShortfall({ minimumOrder: null, amountToMinimum: 0 })).toBeNull();
  });
});
