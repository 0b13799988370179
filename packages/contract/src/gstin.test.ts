import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './addresses.ts';
import {
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinProblem,
  gstinStateOf,
  gstStateCodeOf,
  optionalGstinSchema,
} from './gstin.ts';

/** GSTINs as the GST portal issued them (the first is the GSTN's own worked example). */
const REAL_GSTINS = ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '27AAKFK4821M1ZY', '24AAGCV7319P1ZQ'];

describe('GSTIN', () => {
  it.each(REAL_GSTINS)('accepts %s, whose check character it computes', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
    expect(gstinProblem(gstin)).toBeNull();
  });

  it('refuses every other check character for a real GSTIN', () => {
    const first14 = REAL_GSTINS[0]!.slice(0, 14);
    const others = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'].filter((c) => c !== 'V');
    for (const c of others) expect(gstinProblem(first14 + c)).toBe(GSTIN_MESSAGES.checksum);
  });

  it('refuses two neighbouring characters swapped (a typing slip the check character catches)', () => {
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });

  it.each([
    ['too short', '27AAPFU0939F1Z'],
    ['too long', '27AAPFU0939F1ZVV'],
    ['a letter in the state code', '2AAAPFU0939F1ZV'],
    ['a digit where the PAN has letters', '27AAP1U0939F1ZV'],
    ['a letter where the PAN has digits', '27AAPFU09X9F1ZV'],
    ['a digit as the PAN’s last letter', '27AAPFU093951ZV'],
    ['0 as the entity number', '27AAPFU0939F0ZV'],
    ['anything but Z as the 14th character', '27AAPFU0939F1YV'],
    ['lower case (the schema upper-cases; the check itself does not)', '27aapfu0939f1zv'],
  ])('refuses %s', (_, gstin) => {
    expect(gstinProblem(gstin)).toBe(GSTIN_MESSAGES.shape);
  });

  it.each(['00', '39', '40', '96', '98', '99'])('refuses state code %s, which no state has', (code) => {
    const first14 = `${code}AAPFU0939F1Z`;
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(GSTIN_MESSAGES.stateCode);
  });

  it('knows a state code for every state and union territory an address may name', () => {
    for (const state of INDIAN_STATES) expect(gstStateCodeOf(state), state).toMatch(/^\d{2}$/);
    expect(gstStateCodeOf('Maharashtra')).toBe('27');
    expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
    expect(gstStateCodeOf('Atlantis')).toBeNull();
  });
});

describe('optional GSTIN field', () => {
  it('takes blank as none, and a GSTIN typed with spaces in lower case as the GSTIN', () => {
    expect(optionalGstinSchema.parse(undefined)).toBeUndefined();
    expect(optionalGstinSchema.parse('  ')).toBeUndefined();
    expect(optionalGstinSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(optionalGstinSchema.parse('27AA PFU 0939 F1ZV')).toBe('27AAPFU0939F1ZV');
  });

  it('refuses a malformed GSTIN with its reason', () => {
    const parsed = optionalGstinSchema.safeParse('27AAPFU0939F1ZW');
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([GSTIN_MESSAGES.checksum]);
  });

  it('names the state a GSTIN is registered in, either code of a state that has had two', () => {
    expect(gstinStateOf('27AAPFU0939F1ZV')).toBe('Maharashtra');
    expect(gstinStateOf('28AAPFU0939F1ZV')).toBe('Andhra Pradesh');
    expect(gstinStateOf('37AAPFU0939F1ZV')).toBe('Andhra Pradesh');
    expect(gstinStateOf('99AAPFU0939F1ZV')).toBeNull();
  });
});
