import { randomInt } from 'node:crypto';
import { signupReplySchema, validateOtpReplySchema } from '@vitrine/contract/auth';
import { kesarHome } from '../db/seed/tenants/kesar-home.ts';
import { veeryaFlowtech } from '../db/seed/tenants/veerya-flowtech.ts';
import { lastCodeSent, nonceOf, skipResendCooldown } from './otp.ts';
import type { TestApp } from './test-app.ts';

export interface Shopper {
  userId: string;
  mobile: string;
  /** Headers that make a request as this shopper, in this shop. */
  headers: Record<string, string>;
  /** The refresh token of the session the headers carry. */
  refreshToken?: string;
  /** What the sign-in left the shopper's device: its own budgets at the number (decision 0017). */
  deviceToken?: string;
}

/**
 * A new shopper signed up through the one-time-code routes, as a person would. Each comes from its
 * own address, so tests that make several stay under the per-network sending limit.
 */
export async function signedUpShopper(t: TestApp, customerId = 'kesar-home'): Promise<Shopper> {
  const mobile = `9${randomInt(100_000_000, 1_000_000_000)}`;
  const shop = { 'x-customer-id': customerId };
  const post = postFromOwnAddress(t, shop);
  const nonce = nonceOf(await post('/api/auth/signin/send-otp', { mobile }));
  await post('/api/auth/signin/validate-otp', { mobile, nonce, otp: await lastCodeSent(t, mobile, shop) });
  const reply = await post('/api/auth/signup', {
    name: 'Meera Shah',
    mobile,
    email: `meera.${mobile}@example.in`,
    termsAccepted: true,
  });
  const { data } = signupReplySchema.parse(reply.json());
  return {
    userId: data.user.userId,
    mobile,
    headers: { ...shop, authorization: `Bearer ${data.token}` },
    refreshToken: data.refreshToken,
    deviceToken: data.deviceToken,
  };
}

/** The same shopper signing in again with a new code: a new session for the same account. */
export async function signedInAgain(t: TestApp, shopper: Shopper): Promise<Shopper> {
  // The shop is named by its id, or else by a host name (the operator's console has only a host).
  const { host, 'x-customer-id': customerId } = shopper.headers;
  const shop: Record<string, string> =
    customerId === undefined ? { host: host! } : { 'x-customer-id': customerId };
  const post = postFromOwnAddress(t, shop);
  await skipResendCooldown(t);
  const nonce = nonceOf(await post('/api/auth/signin/send-otp', { mobile: shopper.mobile }));
  const otp = await lastCodeSent(t, shopper.mobile, shop);
  const { data } = validateOtpReplySchema.parse(
    (await post('/api/auth/signin/validate-otp', { mobile: shopper.mobile, nonce, otp })).json(),
  );
  if (typeof data === 'string') throw new Error(`${shopper.mobile} has no account`);
  return {
    ...shopper,
    headers: { ...shop, authorization: `Bearer ${data.token}` },
    refreshToken: data.refreshToken,
    deviceToken: data.deviceToken,
  };
}

function postFromOwnAddress(t: TestApp, headers: Record<string, string>) {
  const remoteAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  return (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });
}

/** A seeded member of a shop's staff (its owner or other staff), signed in on that shop. */
export const signedInStaff = (t: TestApp, mobile: string, customerId: string) =>
  signedInAgain(t, { userId: '', mobile, headers: { 'x-customer-id': customerId } } as Shopper);

interface SeededShop {
  customer: { id: string };
  owner: { mobile: string };
  staff: { mobile: string };
}

/** An admin route's cast: a shop's owner and its other staff, and another shop's owner (Kesar's and Veerya's unless named), signed in. */
export async function consoleCast(
  t: TestApp,
  shop: SeededShop = kesarHome,
  otherShop: SeededShop = veeryaFlowtech,
) {
  return {
    owner: await signedInStaff(t, shop.owner.mobile, shop.customer.id),
    staff: await signedInStaff(t, shop.staff.mobile, shop.customer.id),
    otherOwner: await signedInStaff(t, otherShop.owner.mobile, otherShop.customer.id),
  };
}
