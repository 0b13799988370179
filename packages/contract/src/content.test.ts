import { describe, expect, it } from 'vitest';
import { isPolicyName, POLICY_PAGES } from './content.ts';

describe('policy pages', () => {
  it('gives the display names of SPEC §2', () => {
    expect(
      Object.fromEntries(Object.entries(POLICY_PAGES).map(([name, page]) => [name, page.title])),
    ).toEqual({
      privacy: 'Privacy Policy',
      terms: 'Terms and Conditions',
      shipping: 'Shipping Policy',
      return: 'Return Policy',
      refund: 'Refund Policy',
      cancellation: 'Cancellation Policy',
    });
  });

  it('knows only those names', () => {
    expect(isPolicyName('terms')).toBe(true);
    expect(isPolicyName('toString')).toBe(false);
    expect(isPolicyName('warranty')).toBe(false);
  });
});
