import { describe, expect, it } from 'vitest';
import { otpSchema, signInMobileSchema, signupBodySchema, signUpMobileSchema } from './auth.ts';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('SPEC §5 validation messages', () => {
  it.each([
    ['9876543210', undefined],
    ['5876543210', 'Enter a valid 10-digit mobile number'],
    ['987654321', 'Enter a valid 10-digit mobile number'],
    ['98765432101', 'Enter a valid 10-digit mobile number'],
    ['', 'Required'],
    [undefined, 'Required'],
  ])('sign-in mobile %s → %s', (mobile, message) => {
    expect(firstMessage(signInMobileSchema.safeParse(mobile))).toBe(message);
  });

  it('sign-up mobile has its own messages', () => {
    expect(firstMessage(signUpMobileSchema.safeParse('12345'))).toBe('Enter valid mobile');
    expect(firstMessage(signUpMobileSchema.safeParse(undefined))).toBe('Mobile is required');
  });

  it.each([
    ['1234', undefined],
    ['123', 'OTP must be 4 digits'],
    ['12345', 'OTP must be 4 digits'],
    ['12a4', 'Invalid OTP'],
  ])('OTP %s → %s', (otp, message) => {
    expect(firstMessage(otpSchema.safeParse(otp))).toBe(message);
  });

  it('sign-up needs a name of 3 letters, a valid email if given, and accepted terms', () => {
    const result = signupBodySchema.safeParse({
      name: 'Al',
      mobile: '9876543210',
      email: 'x@',
      termsAccepted: false,
    });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Accept terms',
      'Enter valid email',
      'Name is required',
    ]);
    const ok = signupBodySchema.parse({
      name: 'Asha Rao',
      mobile: '9876543210',
      email: '',
      termsAccepted: true,
    });
    expect(ok.email).toBeNull();
  });
});
