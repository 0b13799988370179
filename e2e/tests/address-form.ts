import type { Locator } from '@playwright/test';

/** The fields an address needs, as a shopper types them. */
export interface TypedAddress {
  name: string;
  mobile: string;
  addressLine1: string;
  city: string;
  state: string;
  pincode: string;
}

/** Types an address into an address form (the account's, or checkout's first address). */
export async function fillAddress(form: Locator, address: TypedAddress) {
  await form.getByLabel('Full name').fill(address.name);
  await form.getByLabel('Mobile number').fill(address.mobile);
  await form.getByLabel('Address line 1').fill(address.addressLine1);
  await form.getByLabel('City').fill(address.city);
  await form.getByLabel('State').selectOption(address.state);
  await form.getByLabel('Pincode').fill(address.pincode);
}
