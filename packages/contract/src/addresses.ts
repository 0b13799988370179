import { z } from 'zod';
import { nameSchema, optionalEmailSchema, requiredString, signUpMobileSchema } from './auth.ts';

/** The 28 states and 8 union territories of India, as GST registrations name them. */
export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;
export type IndianState = (typeof INDIAN_STATES)[number];

export const ADDRESS_TYPES = ['HOME', 'WORK', 'OTHER'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
/** A shopper keeps at most this many addresses; more is almost surely a script. */
export const MAX_ADDRESSES = 20;
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

export const ADDRESS_MESSAGES = {
  pincode: 'Enter a valid 6-digit pincode',
  state: 'Choose a state or union territory',
  line1: 'Address line 1 is required',
  city: 'City is required',
} as const;

const atMost = (max: number) => `At most ${max} characters`;
const requiredText = (max: number, message: string) =>
  requiredString(message).min(1, message).max(max, atMost(max));
const optionalText = (max: number) => z.string().trim().max(max, atMost(max)).optional().default('');

const addressInputSchema = z.object({
  addressType: z.enum(ADDRESS_TYPES).default('HOME'),
  name: nameSchema,
  mobile: signUpMobileSchema,
  email: optionalEmailSchema,
  house: optionalText(80),
  building: optionalText(80),
  society: optionalText(80),
  addressLine1: requiredText(160, ADDRESS_MESSAGES.line1),
  addressLine2: optionalText(160),
  city: requiredText(80, ADDRESS_MESSAGES.city),
  state: z.enum(INDIAN_STATES, { error: ADDRESS_MESSAGES.state }),
  country: z.literal('India').default('India'),
  pinCode: requiredString(ADDRESS_MESSAGES.pincode).regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincode),
  gps: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullish(),
});
/** What a form sends for an address. */
export type AddressInput = z.input<typeof addressInputSchema>;

/** The fields a shopper fills in. The client names the pincode `pincode`; SPEC's server sends `pinCode`. */
export const addressFieldsSchema = z.preprocess(
  (input) =>
    input && typeof input === 'object' && 'pincode' in input && !('pinCode' in input)
      ? { ...input, pinCode: (input as { pincode: unknown }).pincode }
      : input,
  addressInputSchema,
);
export type AddressFields = z.infer<typeof addressFieldsSchema>;

/** SPEC §3 "Address" as the server sends it. */
export const addressSchema = z.object({
  addressIndex: z.number().int().positive(),
  addressType: z.enum(ADDRESS_TYPES),
  name: z.string(),
  mobile: z.string(),
  email: z.string().nullable(),
  house: z.string(),
  building: z.string(),
  society: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pinCode: z.string(),
  gps: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const saveAddressBodySchema = z.object({ address: addressFieldsSchema });
export type SaveAddressBody = z.infer<typeof saveAddressBodySchema>;
/** Above any index a shopper's addresses reach (they are numbered from 1), and inside the column's range. */
export const MAX_ADDRESS_INDEX = 1_000_000;
export const addressIndexParamsSchema = z.object({
  addressIndex: z.coerce.number({ error: 'Unknown address' }).int().positive().max(MAX_ADDRESS_INDEX),
});

/** SPEC §7: fetch answers `data[0].addresses`; add, update and delete answer `data.addresses`. */
export const addressListReplySchema = z.object({
  data: z.array(z.object({ addresses: z.array(addressSchema) })),
});
export const addressChangeReplySchema = z.object({ data: z.object({ addresses: z.array(addressSchema) }) });

/** One line of an address as a label ("12, Rose Villa, MG Road, Pune 411001"). */
export function formatAddress(
  address: Pick<
    Address,
    'house' | 'building' | 'society' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'pinCode'
  >,
) {
  const street = [
    address.house,
    address.building,
    address.society,
    address.addressLine1,
    address.addressLine2,
  ];
  // A deleted shopper's kept order has only the state left (decision 0093): no stray commas.
  const place = [address.city, `${address.state} ${address.pinCode}`.trim()];
  return [...street, ...place].filter(Boolean).join(', ');
}
