import { z } from 'zod';
import type { IndianState } from './addresses.ts';

/**
 * GST state codes (the first two characters of a GSTIN, and the "state code" an invoice shows).
 * 25 (Daman and Diu) and 28 (Andhra Pradesh before 2014) are no longer issued, but registrations
 * made under them are still valid; 97 is "Other Territory".
 */
const GST_STATE_CODES: Record<string, IndianState | 'Other Territory'> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Dadra and Nagar Haveli and Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

/** The code an invoice shows for a state: the one issued today where a state has had two. */
export function gstStateCodeOf(state: string): string | null {
  const codes = Object.entries(GST_STATE_CODES).filter(([, name]) => name === state);
  return codes.at(-1)?.[0] ?? null;
}

/** The state or territory a GSTIN is registered in, from its first two digits (null: no such code). */
export function gstinStateOf(gstin: string): string | null {
  return GST_STATE_CODES[gstin.slice(0, 2)] ?? null;
}

/** A schema's check that a GSTIN, when given, is registered in the state the form names. */
export function checkGstinState(
  gstin: string | undefined,
  state: string,
  context: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
) {
  if (gstin && gstinStateOf(gstin) !== state)
    context.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: `This GSTIN is not registered in ${state}`,
    });
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTN's mod-36 check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[index]!) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

export const GSTIN_MESSAGES = {
  shape: 'Enter a 15-character GSTIN, such as 27AAPFU0939F1ZV',
  stateCode: 'The first two digits of a GSTIN are a state code (01 to 38)',
  checksum: 'This GSTIN’s last character does not match: check it for a typing mistake',
} as const;

/** Why a (trimmed, upper-case) GSTIN is not one, or null when it is. */
export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.shape;
  if (!GST_STATE_CODES[gstin.slice(0, 2)]) return GSTIN_MESSAGES.stateCode;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return null;
}

/**
 * An optional GSTIN for a business purchase: blank means none; spaces are dropped and letters
 * upper-cased before checking, as people copy it from a certificate.
 */
export const optionalGstinSchema = z
  .string()
  .max(40, GSTIN_MESSAGES.shape)
  .optional()
  .transform((value) => value?.replace(/\s+/g, '').toUpperCase() || undefined)
  .superRefine((value, context) => {
    const problem = value === undefined ? null : gstinProblem(value);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
