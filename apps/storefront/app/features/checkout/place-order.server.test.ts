import { describe, expect, it } from 'vitest';
import { GSTIN_MESSAGES } from '@vitrine/contract/gstin';
import { placeOrderChoiceOf } from './place-order.server';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('placeOrderChoiceOf', () => {
  it('reads the chosen address, pickup, payment method, GSTIN, coupon and quotation', () => {
    expect(
      placeOrderChoiceOf(
        formOf({
          address: '2',
          delivery: 'STORE',
          paymentMethod: 'COD',
          gstin: '27aapfu0939f1zv',
          coupon: 'diwali10',
          quotation: '0b9f6a2e-8f1c-4d7a-9a53-1f2e3d4c5b6a',
        }),
      ),
    ).toEqual({
      ok: true,
      choice: {
        addressIndex: 2,
        storePickup: true,
        coupon: 'diwali10',
        quotation: '0b9f6a2e-8f1c-4d7a-9a53-1f2e3d4c5b6a',
      },
      paymentMethod: 'COD',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('leaves delivery, the payment method and the GSTIN to their defaults when the form does not choose', () => {
    expect(placeOrderChoiceOf(formOf({ address: '1', delivery: '', paymentMethod: '', gstin: '' }))).toEqual({
      ok: true,
      choice: { addressIndex: 1, storePickup: false, coupon: null, quotation: null },
      paymentMethod: undefined,
      gstin: undefined,
    });
  });

  it.each<Record<string, string>>([
    {},
    { address: '0' },
    { address: 'x' },
    { address: '1', paymentMethod: 'CHEQUE' },
  ])('refuses %j as a choice the page does not offer', (fields) =>
    expect(placeOrderChoiceOf(formOf(fields))).toMatchObject({ ok: false, choiceRefused: true }),
  );

  it('refuses a malformed GSTIN with its message on the field, keeping what was typed', () => {
    const placing = placeOrderChoiceOf(formOf({ address: '1', gstin: '27AAPFU0939F1ZW' }));
    expect(placing).toMatchObject({
      ok: false,
      choiceRefused: false,
      submission: { error: { gstin: [GSTIN_MESSAGES.checksum] }, initialValue: { gstin: '27AAPFU0939F1ZW' } },
    });
  });
});
