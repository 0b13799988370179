import type { SubmissionResult } from '@conform-to/react';
import { ADDRESS_TYPES, type Address } from '@vitrine/contract/addresses';
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

/** The address form's fields, named as the contract names them (it also takes `pincode`). */
export interface AddressFormValues {
  name: string;
  mobile: string;
  email: string;
  house: string;
  building: string;
  society: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  pinCode: string;
  addressType: string;
}

/**
 * What the address route answers: the shopper's whole address list (SPEC §7 `data.addresses`), or why
 * not: a message and, for a checked form, the form library's submission (the message of each field the
 * server refused and the values sent, so a page rendered without JavaScript shows the form as the
 * shopper left it).
 */
export type AddressResult = { intent: AddressIntent } & (
  { ok: true; value: Address[] } | { ok: false; error: string; submission?: SubmissionResult<string[]> }
);

export const isAddressIntent = (value: unknown): value is AddressIntent =>
  typeof value === 'string' && Object.hasOwn(ADDRESS_FALLBACK_MESSAGES, value);

/** A page's action data that is an address route answer (the checkout page has answers of its own). */
export const isAddressResult = (value: unknown): value is AddressResult => isReplyOf(value, isAddressIntent);

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
    pinCode: address?.pinCode ?? '',
    addressType: address?.addressType ?? ADDRESS_TYPES[0],
  };
}

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
