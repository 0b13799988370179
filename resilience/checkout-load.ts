import { expect } from 'vitest';
import type { Database } from '../apps/api/src/db/client.ts';
import type { ServerProcess } from '../apps/api/src/testing/server-process.ts';
import { OPEN_COD_ORDER_LIMIT } from '../apps/api/src/workflows/place-order.ts';
import { orderListReplySchema, type PaymentMethod } from '@vitrine/contract/orders';
import {
  buy,
  callOk,
  placedOrderId,
  removeLine,
  saveHomeAddress,
  signUpOverHttp,
  type HttpShopper,
  type OrderLine,
} from './shop-client.ts';
import { SHOP, type StockedProduct } from './scratch-shop.ts';

export interface Acknowledged {
  orderId: string;
  line: OrderLine;
  method: PaymentMethod;
  /** Which buyer placed it. */
  buyer: number;
}

export interface Buyer {
  shopper: HttpShopper;
  addressIndex: number;
}

export async function newBuyer(origin: string): Promise<Buyer> {
  const shopper = await signUpOverHttp([origin], SHOP);
  return { shopper, addressIndex: await saveHomeAddress(origin, shopper) };
}

const oneOf = (stocked: StockedProduct[], round: number): OrderLine => ({
  productId: stocked[round % stocked.length]!.id,
  quantity: 1 + (round % 2),
});

/**
 * Every buyer keeps placing one-line orders, cash on delivery and online in turn (online only once
 * they have as many open cash-on-delivery orders as a shop takes), until the server dies or `stop()`
 * is called. An order counts as acknowledged only when its 200 reply arrived; a
 * checkout the server's death cut off counts as cut off. An online order's line stays in the cart,
 * so the buyer takes it out before the next.
 */
export function checkoutLoad(server: ServerProcess, buyers: Buyer[], stocked: StockedProduct[]) {
  const acknowledged: Acknowledged[] = [];
  let cutOff = 0;
  let stopped = false;
  /** Resolves to undefined when the server's death cut the request off. */
  const unlessKilled = <T>(request: Promise<T>) =>
    request.catch((error: unknown) => {
      if (!server.exited()) throw error;
      return undefined;
    });
  const buyUntilEnd = async ({ shopper, addressIndex }: Buyer, index: number) => {
    let onDelivery = 0;
    for (let round = index; !stopped; round += 1) {
      const line = oneOf(stocked, round);
      const method = round % 2 === 0 && onDelivery < OPEN_COD_ORDER_LIMIT ? 'COD' : 'ONLINE';
      if (method === 'COD') onDelivery += 1;
      const reply = await unlessKilled(buy(server.origin, shopper, line, addressIndex, method));
      if (!reply) {
        cutOff += 1;
        return;
      }
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      acknowledged.push({ orderId: placedOrderId(reply), line, method, buyer: index });
      if (method === 'ONLINE' && !(await unlessKilled(removeLine(server.origin, shopper, line.productId))))
        return;
    }
  };
  const ended = Promise.all(buyers.map(buyUntilEnd)).then(() => ({ acknowledged, cutOff }));
  return {
    ended,
    /** The orders acknowledged so far. */
    acknowledged: () => [...acknowledged],
    /** Each buyer finishes the checkout it has in flight and places no more. */
    stop() {
      stopped = true;
      return ended;
    },
    async untilAcknowledged(count: number) {
      while (acknowledged.length < count) {
        await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 20))]);
      }
    },
  };
}

/**
 * A server started on the database the load wrote to (after a crash, from a backup) lists each of
 * `orders` for its buyer, and takes a new one. Answers the ids it lists.
 */
export async function expectOrdersKept(
  server: ServerProcess,
  buyers: Buyer[],
  orders: Acknowledged[],
  stocked: StockedProduct[],
) {
  const listed = new Set((await Promise.all(buyers.map((buyer) => orderIdsOf(server, buyer)))).flat());
  const missing = orders.filter((order) => !listed.has(order.orderId));
  expect(missing, 'acknowledged orders missing from their buyers’ order lists').toEqual([]);
  const { shopper, addressIndex } = buyers[0]!;
  const again = await buy(server.origin, shopper, oneOf(stocked, 0), addressIndex, 'ONLINE');
  expect(again.status, 'a new order').toBe(200);
  return listed;
}

async function orderIdsOf(server: ServerProcess, { shopper }: Buyer) {
  const list = orderListReplySchema.parse(
    await callOk(server.origin, '/api/order/all', { headers: shopper.headers }),
  );
  return list.data.result.map((order) => order.orderId);
}

export async function withDatabase<T>(
  place: { open(): Promise<Database> },
  use: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await place.open();
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}
