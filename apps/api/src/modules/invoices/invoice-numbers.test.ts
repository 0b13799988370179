import { describe, expect, it } from 'vitest';
import { initialsOf } from '../tenants/seller.ts';
import { documentNumber, financialYearOf } from './invoices.service.ts';

describe('financialYearOf', () => {
  it('turns at midnight of 1 April in India, not in UTC', () => {
    // 31 March 18:29 UTC is 23:59 in India: still the old year; a minute later it is 1 April there.
    expect(financialYearOf(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('writes invoices and credit notes in their own forms, within the 16 characters GST allows', () => {
    expect(documentNumber('KH', 'INVOICE', '2026-27', 123)).toBe('KH/26-27/000123');
    expect(documentNumber('KH', 'CREDIT_NOTE', '2026-27', 1)).toBe('KH/26-27/C00001');
    for (const kind of ['INVOICE', 'CREDIT_NOTE'] as const) {
      expect(documentNumber('ABCDEF', kind, '2026-27', 99_999).length).toBeLessThanOrEqual(16);
    }
  });
});

describe('initialsOf', () => {
  it('makes a prefix of the first two words of a business name', () => {
    expect(initialsOf('Kesar Home & Kitchen')).toBe('KH');
    expect(initialsOf('Veerya Flowtech Pvt. Ltd.')).toBe('VF');
    expect(initialsOf('&')).toBe('INV');
  });
});
