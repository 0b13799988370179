import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartReplySchema } from '@vitrine/contract/cart';
import { productDetailReplySchema } from '@vitrine/contract/catalog';
import { orderListReplySchema } from '@vitrine/contract/orders';
import { refreshReplySchema, sendOtpReplySchema, userProfileReplySchema } from '@vitrine/contract/auth';
import { OTP_LIMITS } from '../apps/api/src/modules/auth/otp-limits.ts';
import { queryRows, type Database } from '../apps/api/src/db/client.ts';
import type { ServerProcess } from '../apps/api/src/testing/server-process.ts';
import {
  buy,
  call,
  callOk,
  codeSentTo,
  newMobile,
  placedOrderId,
  saveHomeAddress,
  signUpOverHttp,
} from './shop-client.ts';
import { productsInStock, scratchShopDatabase, SHOP, startShopServer } from './scratch-shop.ts';

const OTHER_SHOP = 'veerya-flowtech';
const SENDS_PER_ADDRESS = 6;
/** A short SHUTDOWN_DELAY_MS for the test; production waits 5 s. */
const DRAIN_DELAY_MS = 1500;
const hasSharedStores = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

/**
 * Two production instances on one PostgreSQL and one Redis, as behind a load balancer: requests of
 * one shopper alternate between them.
 */
describe.skipIf(!hasSharedStores)('two instances behind one load balancer', () => {
  let place: Awaited<ReturnType<typeof scratchShopDatabase>>;
  let database: Database;
  let a: ServerProcess;
  let b: ServerProcess;
  let origins: string[];

  beforeAll(async () => {
    place = await scratchShopDatabase('postgres');
    const shared = {
      ...place.env,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_KEY_PREFIX: `resilience-${randomBytes(4).toString('hex')}:`,
      TRUST_PROXY: '1',
      OTP_SENDS_PER_IP_PER_HOUR: String(SENDS_PER_ADDRESS),
    };
    [a, b] = await Promise.all([startShopServer(shared), startShopServer(shared)]);
    origins = [a.origin, b.origin];
    database = await place.open();
  });
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await database?.close();
    await place?.drop();
  });

  it('counts one client address’s code requests together, whichever instance takes them', async () => {
    const headers = { 'x-customer-id': SHOP, 'x-forwarded-for': '203.0.113.7' };
    const statuses = [];
    for (let index = 0; index <= SENDS_PER_ADDRESS; index += 1) {
      const origin = origins[index % 2]!;
      statuses.push(
        (await call(origin, '/api/auth/signin/send-otp', { body: { mobile: newMobile() }, headers })).status,
      );
    }
    expect(statuses).toEqual([...Array(SENDS_PER_ADDRESS).fill(200), 429]);
  });

  it('holds a number’s resend countdown and its wrong guesses across instances', async () => {
    const mobile = newMobile();
    const headers = { 'x-customer-id': SHOP, 'x-forwarded-for': '203.0.113.8' };
    const { nonce } = sendOtpReplySchema.parse(
      await callOk(a.origin, '/api/auth/signin/send-otp', { body: { mobile }, headers }),
    ).data;
    const resend = await call(b.origin, '/api/auth/signin/send-otp', { body: { mobile }, headers });
    expect(resend.status).toBe(429);
    expect(Number(resend.headers.get('retry-after'))).toBeGreaterThan(50);

    const code = await codeSentTo(a.origin, mobile, SHOP);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    const guesses = [];
    for (let guess = 0; guess < OTP_LIMITS.wrongGuessesPerClientPerNumberPerDay; guess += 1) {
      const reply = await call(origins[guess % 2]!, '/api/auth/signin/validate-otp', {
        body: { mobile, otp: wrong, nonce },
        headers,
      });
      guesses.push((reply.json as { error: { message: string } }).error.message);
    }
    expect(guesses.at(-2)).toBe('Incorrect OTP. 1 try left.');
    expect(guesses.at(-1)).toBe('Too many wrong tries. Please request a new OTP.');
    const right = await call(b.origin, '/api/auth/signin/validate-otp', {
      body: { mobile, otp: code, nonce },
      headers,
    });
    expect(right.status, 'the right code after three wrong tries on two instances').toBe(429);
  });

  it('accepts a session made on one instance on the other, and rotates its refresh token once for both', async () => {
    const shopper = await signUpOverHttp(origins, SHOP);
    const profile = userProfileReplySchema.parse(
      await callOk(b.origin, '/api/auth/getUserProfile', { headers: shopper.headers }),
    );
    expect(profile.data.user.userId).toBe(shopper.userId);

    const refresh = (origin: string) =>
      call(origin, '/api/auth/refresh', {
        body: { refreshToken: shopper.refreshToken },
        headers: { 'x-customer-id': SHOP },
      });
    const rotated = await refresh(a.origin);
    expect(rotated.status).toBe(200);
    const { token } = refreshReplySchema.parse(rotated.json).data;
    const onB = await call(b.origin, '/api/auth/getUserProfile', {
      headers: { 'x-customer-id': SHOP, authorization: `Bearer ${token}` },
    });
    expect(onB.status).toBe(200);
    expect((await refresh(b.origin)).status, 'the spent refresh token on the other instance').toBe(401);
  });

  it('keeps one cart and one order list whichever instance each request reaches', async () => {
    const shopper = await signUpOverHttp(origins, SHOP);
    const addressIndex = await saveHomeAddress(b.origin, shopper);
    const products = await productsInStock(database, 6);
    await Promise.all(
      products.map((product, index) =>
        callOk(origins[index % 2]!, '/api/cart/v2', {
          body: { productId: product.id, quantity: 1 + (index % 3) },
          headers: shopper.headers,
        }),
      ),
    );
    const carts = await Promise.all(
      origins.map(
        async (origin) =>
          cartReplySchema.parse(await callOk(origin, '/api/cart/v2', { headers: shopper.headers })).data.data,
      ),
    );
    expect(carts[0]!.items).toHaveLength(products.length);
    expect(carts[1]).toEqual(carts[0]);

    const placed = await buy(a.origin, shopper, { productId: products[0]!.id, quantity: 2 }, addressIndex);
    expect(placed.status).toBe(200);
    const list = orderListReplySchema.parse(
      await callOk(b.origin, '/api/order/all', { headers: shopper.headers }),
    );
    expect(list.data.result.map((order) => order.orderId)).toEqual([placedOrderId(placed)]);
    expect(list.data.result[0]!.itemCount).toBe(products.length);
    const cartOnB = cartReplySchema.parse(
      await callOk(b.origin, '/api/cart/v2', { headers: shopper.headers }),
    );
    expect(cartOnB.data.data.items).toEqual([]);
  });

  it('sells the last units once, however the buyers are spread over the instances', async () => {
    const [product] = await productsInStock(database, 1);
    await database.db.execute(sql`update products set available_stock = 3 where id = ${product!.id}`);
    const buyers = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        const shopper = await signUpOverHttp([origins[index % 2]!], SHOP);
        return {
          shopper,
          addressIndex: await saveHomeAddress(origins[index % 2]!, shopper),
          origin: origins[(index + 1) % 2]!,
        };
      }),
    );
    const replies = await Promise.all(
      buyers.map(({ shopper, addressIndex, origin }) =>
        buy(origin, shopper, { productId: product!.id, quantity: 1 }, addressIndex),
      ),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const [row] = await queryRows<{ stock: number }>(
      database.db,
      sql`select available_stock as stock from products where id = ${product!.id}`,
    );
    expect(row!.stock).toBe(0);
  });

  it('never answers one shop’s catalogue from another shop’s cache, and drops a changed product on both', async () => {
    const [product] = await productsInStock(database, 1);
    const path = `/api/catalog/product/${product!.id}`;
    const priceOn = async (origin: string) =>
      productDetailReplySchema.parse(await callOk(origin, path, { headers: { 'x-customer-id': SHOP } })).data
        .product.price.sellPrice;
    // The shop shows its prices: a hidden-price shop's would be null.
    const before = (await priceOn(a.origin))!;
    expect(await priceOn(b.origin)).toBe(before);
    for (const origin of origins) {
      const asOtherShop = await call(origin, path, { headers: { 'x-customer-id': OTHER_SHOP } });
      expect(asOtherShop.status, `another shop's product on ${origin}`).toBe(404);
    }

    await database.db.execute(
      sql`update products set sell_price = sell_price + 10000 where id = ${product!.id}`,
    );
    await expect
      .poll(() => Promise.all(origins.map(priceOn)), { timeout: 5000 })
      .toEqual([before + 100, before + 100]);
  });

  it('leaves the balancer’s rotation, finishes the requests in flight, then exits cleanly on SIGTERM', async () => {
    const third = await startShopServer({ ...place.env, SHUTDOWN_DELAY_MS: String(DRAIN_DELAY_MS) });
    let ceiling = 10_000_000;
    const search = () =>
      call(third.origin, `/api/search/alldata?q=steel%20kadai&maxPrice=${(ceiling += 1)}`, {
        headers: { 'x-customer-id': SHOP },
      }).then(
        (reply) => reply.status,
        (error: Error) => error.message,
      );
    const inFlight = Array.from({ length: 40 }, search);
    await Promise.race(inFlight);
    const exited = third.stop();
    await expect.poll(async () => (await call(third.origin, '/readyz')).status).toBe(503);
    const duringDelay = await search();
    expect(await Promise.all(inFlight)).toEqual(Array(40).fill(200));
    expect(duringDelay, 'a request sent while the balancer is still catching up').toBe(200);
    expect(await exited).toBe(0);
    await expect(fetch(`${third.origin}/healthz`)).rejects.toThrow();
    expect((await call(a.origin, '/readyz')).status, 'the other instances carry on').toBe(200);
  });
});
