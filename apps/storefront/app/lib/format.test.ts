import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format';

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
