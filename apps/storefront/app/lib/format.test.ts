import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatRupees } from './format';

describe('formatRupees', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(124999)).toBe('₹1,24,999.00');
    expect(formatRupees(49.5)).toBe('₹49.50');
  });
});

describe('formatDate', () => {
  it('shows en-IN dates with a 2-digit day, short month and 2-digit year', () => {
    expect(formatDate('2026-03-05')).toBe('05 Mar 26');
  });
});

describe('in Hindi (hi-IN)', () => {
  it('keeps Indian grouping and the rupee sign, and names the month in Devanagari', () => {
    expect(formatRupees(124999, 'hi-IN')).toBe('₹1,24,999.00');
    expect(formatCount(1234567, 'hi-IN')).toBe('12,34,567');
    expect(formatDate('2026-03-05', 'hi-IN')).toBe('05 मार्च 26');
  });
});
