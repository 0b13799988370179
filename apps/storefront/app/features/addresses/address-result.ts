import {
  ADDRESS_TYPES,
  addressFieldsSchema,
  type Address,
  type AddressFields,
  type AddressInput,
} from '@vitrine/contract/addresses';
import { isReplyOf } from '../../lib/server-reply';

/** The address submissions' resource route (routes/address.ts): add, update and delete. */
export const ADDRESS_PATH = '/address';
/** The saved-addresses page; it also takes the address form's submissions when scripts are off. */
export const ADDRESSES_PAGE_PATH = '/account/addresses';

/** SPEC §8: what the shopper reads when the server gives no message of its own. */
export const ADDRESS_FALLBACK_MESSAGES = {
  add: 'Failed to add address',
  // SPEC §8 names no message for a change; this one reads like its neighbours.
  update: 'Failed to update address',
  delete: 'Failed to delete address',
} as const;
export type AddressIntent = keyof typeof ADDRESS_FALLBACK_MESSAGES;
export const FETCH_ADDRESSES_FAILED = 'Failed to fetch addresses';

/** The address form's fields, named as the form posts them (the pincode is `pincode`, as in the contract). */
export const ADDRESS_FIELD_NAMES = [
  'name',
  'mobile',
  'email',
  'house',
  'building',
  'society',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'addressType',
] as const;
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number];
export type AddressFieldErrors = Partial<Record<AddressFieldName, string>>;
export type AddressFormValues = Record<AddressFieldName, string>;

/**
 * What the address route answers: the shopper's whole address list (SPEC §7 `data.addresses`), or why
 * not: a message, the message of each field the server refused, and the values sent (so a page rendered
 * without JavaScript shows the form as the shopper left it).
 */
export type AddressResult = { intent: AddressIntent } & (
  | { ok: true; value: Address[] }
  | { ok: false; error: string; fields?: AddressFieldErrors; values?: AddressFormValues }
);

export const isAddressIntent = (value: unknown): value is AddressIntent =>
  typeof value === 'string' && Object.hasOwn(ADDRESS_FALLBACK_MESSAGES, value);

/** A page's action data that is an address route answer (the checkout page has answers of its own). */
export const isAddressResult = (value: unknown): value is AddressResult => isReplyOf(value, isAddressIntent);

/** The form's fields as text ('' when absent). */
export function addressFormValuesOf(form: FormData): AddressFormValues {
  const values = {} as AddressFormValues;
  for (const name of ADDRESS_FIELD_NAMES) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** A saved address as the form's starting values; a new one is a home address. */
export function addressFormValuesFor(address: Address | undefined): AddressFormValues {
  return {
    name: address?.name ?? '',
    mobile: address?.mobile ?? '',
    email: address?.email ?? '',
    house: address?.house ?? '',
    building: address?.building ?? '',
    society: address?.society ?? '',
    addressLine1: address?.addressLine1 ?? '',
    addressLine2: address?.addressLine2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    pincode: address?.pinCode ?? '',
    addressType: address?.addressType ?? ADDRESS_TYPES[0],
  };
}

export type CheckedAddress =
  { ok: true; input: AddressInput; fields: AddressFields } | { ok: false; errors: AddressFieldErrors };

/**
 * The contract's rules (SPEC §5 and the address messages), the same in the browser and on the server:
 * the first message of each field, or what to send the API (trimmed; an empty email stays '').
 */
export function checkAddress(values: AddressFormValues): CheckedAddress {
  const parsed = addressFieldsSchema.safeParse({ ...values, addressType: values.addressType || undefined });
  if (parsed.success) {
    const { gps: _gps, ...fields } = parsed.data;
    return { ok: true, fields: parsed.data, input: { ...fields, email: fields.email ?? '' } };
  }
  const errors: AddressFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'pinCode' ? 'pincode' : issue.path[0];
    if (isFieldName(key)) errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

const isFieldName = (key: unknown): key is AddressFieldName =>
  typeof key === 'string' && (ADDRESS_FIELD_NAMES as readonly string[]).includes(key);

/**
 * The address a change saved: the one with the index that was changed, or for an addition the new
 * index (the API numbers a shopper's addresses one past the highest they ever had).
 */
export function savedAddressOf(addresses: readonly Address[], addressIndex: number | undefined) {
  if (addressIndex !== undefined) return addresses.find((address) => address.addressIndex === addressIndex);
  return addresses.reduce<Address | undefined>(
    (newest, address) => (!newest || address.addressIndex > newest.addressIndex ? address : newest),
    undefined,
  );
}

/** A path on this site to go back to (never another site's address). */
export function safeReturnPath(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  // Read as a browser reads it (tabs and newlines dropped, a backslash as a slash): it must stay here.
  const here = 'http://shop.invalid';
  const url = URL.canParse(value, here) ? new URL(value, here) : null;
  const path = url?.origin === here ? url.pathname + url.search + url.hash : fallback;
  // Dot segments can make the path itself start with two slashes ("/.//evil.example").
  return path.startsWith('//') ? fallback : path;
}
