import { randomInt } from 'node:crypto';
import { addressChangeReplySchema } from '@vitrine/contract/addresses';
import { sendOtpReplySchema, signupReplySchema } from '@vitrine/contract/auth';
import { placeOrderReplySchema, type PaymentMethod } from '@vitrine/contract/orders';
import { devOutboxReplySchema } from '../apps/api/src/modules/auth/dev-outbox.routes.ts';
import { homeAddress } from '../apps/api/src/testing/checkout.ts';

export interface Reply {
  status: number;
  json: unknown;
  headers: Headers;
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
}

/** One request to one instance, as a browser or app would send it; the reply's status and JSON. */
export async function call(origin: string, path: string, options: CallOptions = {}): Promise<Reply> {
  const response = await fetch(origin + path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null, headers: response.headers };
}

/** Like `call`, but a reply other than 2xx is an error carrying the reply's message. */
export async function callOk(origin: string, path: string, options: CallOptions = {}): Promise<unknown> {
  const reply = await call(origin, path, options);
  if (reply.status >= 300)
    throw new Error(
      `${options.method ?? 'GET'} ${path} answered ${reply.status}: ${JSON.stringify(reply.json)}`,
    );
  return reply.json;
}

export interface HttpShopper {
  mobile: string;
  userId: string;
  refreshToken: string;
  /** The shop's header and the shopper's bearer token. */
  headers: Record<string, string>;
}

/** A made-up mobile number no seeded account has. */
export const newMobile = () => `9${randomInt(100_000_000, 1_000_000_000)}`;

/**
 * A shopper signs up through the one-time-code routes over HTTP. Each step may go to a different
 * instance (`origins` in turn); the code is read from the dev outbox of the instance that sent it.
 * `clientAddress` becomes X-Forwarded-For, which instances with TRUST_PROXY take as the shopper's.
 */
export async function signUpOverHttp(
  origins: readonly string[],
  customerId: string,
  clientAddress = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
): Promise<HttpShopper> {
  const at = (step: number) => origins[step % origins.length]!;
  const mobile = newMobile();
  const headers = { 'x-customer-id': customerId, 'x-forwarded-for': clientAddress };
  const sent = sendOtpReplySchema.parse(
    await callOk(at(0), '/api/auth/signin/send-otp', { body: { mobile }, headers }),
  );
  const otp = await codeSentTo(at(0), mobile, customerId);
  await callOk(at(1), '/api/auth/signin/validate-otp', {
    body: { mobile, otp, nonce: sent.data.nonce },
    headers,
  });
  const { data } = signupReplySchema.parse(
    await callOk(at(2), '/api/auth/signup', {
      body: { name: 'Meera Shah', mobile, email: `meera.${mobile}@example.in`, termsAccepted: true },
      headers,
    }),
  );
  return {
    mobile,
    userId: data.user.userId,
    refreshToken: data.refreshToken,
    headers: { 'x-customer-id': customerId, authorization: `Bearer ${data.token}` },
  };
}

/** The code the dev SMS provider of this instance last "sent" to the number. */
export async function codeSentTo(origin: string, mobile: string, customerId: string) {
  const outbox = devOutboxReplySchema.parse(
    await callOk(origin, `/api/dev/outbox?mobile=${mobile}`, { headers: { 'x-customer-id': customerId } }),
  );
  return outbox.data.messages[0]!.otp;
}

/** Saves the Pune address for the shopper; its index, for checkout. */
export async function saveHomeAddress(origin: string, shopper: HttpShopper): Promise<number> {
  const reply = await callOk(origin, '/api/auth/yourAddress', {
    body: { address: homeAddress },
    headers: shopper.headers,
  });
  return addressChangeReplySchema.parse(reply).data.addresses.at(-1)!.addressIndex;
}

export interface OrderLine {
  productId: string;
  quantity: number;
}

/**
 * Puts one line in the cart and places the cart as an order, cash on delivery unless said otherwise;
 * the reply, unparsed. An online order leaves its line in the cart until the payment succeeds.
 */
export async function buy(
  origin: string,
  shopper: HttpShopper,
  line: OrderLine,
  addressIndex: number,
  paymentMethod: PaymentMethod = 'COD',
): Promise<Reply> {
  await callOk(origin, '/api/cart/v2', { body: line, headers: shopper.headers });
  const address = { address: { addressIndex } };
  return call(origin, '/api/order/payable/amount/v2', {
    body: { placeOfService: null, billTo: address, shipTo: address, paymentMethod },
    headers: shopper.headers,
  });
}

/** Takes a line out of the cart (quantity 0 removes it). */
export const removeLine = (origin: string, shopper: HttpShopper, productId: string) =>
  callOk(origin, '/api/cart/v2', { body: { productId, quantity: 0 }, headers: shopper.headers });

/** The order id of a successful placement reply. */
export const placedOrderId = (reply: Reply) => placeOrderReplySchema.parse(reply.json).data.order.orderId;
