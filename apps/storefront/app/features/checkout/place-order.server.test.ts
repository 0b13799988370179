import { describe, expect, it } from 'vitest';
import { placeOrderChoiceOf } from './place-order.server';

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe('placeOrderChoiceOf', () => {
  it('reads the chosen address, pickup and payment method', () => {
    expect(placeOrderChoiceOf(formOf({ address: '2', delivery: 'STORE', paymentMethod: 'COD' }))).toEqual({
      choice: { addressIndex: 2, storePickup: true },
      paymentMethod: 'COD',
    });
  });

  it('leaves delivery and the payment method to their defaults when the form does not choose', () => {
    expect(placeOrderChoiceOf(formOf({ address: '1', delivery: '', paymentMethod: '' }))).toEqual({
      choice: { addressIndex: 1, storePickup: false },
      paymentMethod: undefined,
    });
  });

  it.each<Record<string, string>>([
    {},
    { address: '0' },
    { address: 'x' },
    { address: '1', paymentMethod: 'CHEQUE' },
  ])('refuses %j', (fields) => expect(placeOrderChoiceOf(formOf(fields))).toBeNull());
});
