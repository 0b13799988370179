import { describe, expect, it } from 'vitest';
import { addressFieldsSchema } from './addresses.ts';

const messagesOf = (input: Record<string, unknown>) => {
  const parsed = addressFieldsSchema.safeParse(input);
  return Object.fromEntries((parsed.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
};

describe('address messages', () => {
  // A form library (Conform) sends an empty field as missing: each still gets its own message.
  it.each([{}, { addressLine1: '', city: ' ', pincode: '' }])('names each missing field in %j', (input) => {
    expect(messagesOf(input)).toMatchObject({
      addressLine1: 'Address line 1 is required',
      city: 'City is required',
      state: 'Choose a state or union territory',
      pinCode: 'Enter a valid 6-digit pincode',
    });
  });

  it('refuses a pincode that is not six digits starting 1-9', () => {
    expect(messagesOf({ pincode: '01100' }).pinCode).toBe('Enter a valid 6-digit pincode');
  });
});
