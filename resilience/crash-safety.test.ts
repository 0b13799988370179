import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/api/src/db/client.ts';
import type { PaymentMethod } from '@vitrine/contract/orders';
import {
  checkoutLoad,
  expectOrdersKept,
  newBuyer,
  withDatabase,
  type Acknowledged,
} from './checkout-load.ts';
import {
  productsInStock,
  scratchShopDatabase,
  SHOP,
  startShopServer,
  type DatabaseKind,
  type StockedProduct,
} from './scratch-shop.ts';

const KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const SHOPPERS = 8;
/** The kill comes once this many orders have been acknowledged, while every shopper has one in flight. */
const ACKNOWLEDGED_BEFORE_KILL = 40;

/** How an acknowledged order must look after the restart. */
const AS_PLACED = {
  COD: { status: 'PLACED', payments: [], history: 1 },
  ONLINE: { status: 'PAYMENT_PENDING', payments: [{ status: 'PENDING', hasPaymentPage: true }], history: 1 },
  /** A shopper has one unpaid order at most: their next order cancels an unpaid one it replaces. */
  REPLACED: { status: 'CANCELLED', payments: [{ status: 'CANCELLED', hasPaymentPage: true }], history: 2 },
} as const;

/**
 * What an acknowledged order may look like: an online one is replaced once its buyer placed another,
 * and may be when its buyer's next checkout was cut off after it committed (or is the one after the restart).
 */
function expectedShapes(order: Acknowledged, acknowledged: Acknowledged[]) {
  if (order.method === 'COD') return [AS_PLACED.COD];
  const later = acknowledged.slice(acknowledged.indexOf(order) + 1);
  return later.some((other) => other.buyer === order.buyer)
    ? [AS_PLACED.REPLACED]
    : [AS_PLACED.ONLINE, AS_PLACED.REPLACED];
}

describe.each(KINDS)('kill -9 under a checkout load, on %s', (kind) => {
  it('keeps every acknowledged order with its items and stock reservation, and half-writes nothing', async () => {
    const place = await scratchShopDatabase(kind);
    onTestFinished(place.drop);
    const stocked = await withDatabase(place, (database) => productsInStock(database, 8));

    const first = await startShopServer(place.env);
    onTestFinished(() => void first.kill());
    const buyers = await Promise.all(Array.from({ length: SHOPPERS }, () => newBuyer(first.origin)));
    const load = checkoutLoad(first, buyers, stocked);
    await load.untilAcknowledged(ACKNOWLEDGED_BEFORE_KILL);
    await first.kill();
    const { acknowledged, cutOff } = await load.ended;

    const second = await startShopServer(place.env);
    onTestFinished(() => void second.kill());
    await expectOrdersKept(second, buyers, acknowledged, stocked);
    expect(await second.stop(), 'exit code after SIGTERM').toBe(0);

    await withDatabase(place, async (database) => {
      const rows = await ordersWithItems(database);
      for (const order of acknowledged) {
        const shapes = expectedShapes(order, acknowledged).map((shape) => ({
          method: order.method,
          ...shape,
          items: [{ productId: order.line.productId, quantity: order.line.quantity }],
        }));
        expect(shapes, `acknowledged order ${order.orderId}`).toContainEqual(rows.get(order.orderId));
      }
      const halfWritten = [...rows.values()].filter(
        (row) =>
          row.items.length === 0 ||
          row.history !== (row.status === 'CANCELLED' ? 2 : 1) ||
          row.payments.length !== (row.method === 'ONLINE' ? 1 : 0),
      );
      expect(halfWritten, 'orders without items, status history or their payment').toEqual([]);
      expect(await stockOnShelf(database, stocked)).toEqual(await stockLeftByOrders(database, stocked));

      const written = rows.size - 1;
      console.log(
        `crash safety on ${kind}: ${acknowledged.length} orders acknowledged before kill -9 ` +
          `(${acknowledged.filter((order) => order.method === 'ONLINE').length} online), ` +
          `all found after the restart; ${cutOff} checkouts cut off ` +
          `mid-request, of which ${written - acknowledged.length} had committed; stock matches for ${stocked.length} products`,
      );
    });
  });
});

interface OrderRow {
  method: PaymentMethod;
  status: string;
  items: Array<{ productId: string; quantity: number }>;
  /** Status-history rows. */
  history: number;
  payments: Array<{ status: string; hasPaymentPage: boolean }>;
}

/** Every order of the shop with its items, payments, and how many status-history rows it has. */
async function ordersWithItems(database: Database): Promise<Map<string, OrderRow>> {
  const rows = await queryRows<{
    id: string;
    method: PaymentMethod;
    status: string;
    history: number;
    items: OrderRow['items'] | null;
    payments: OrderRow['payments'] | null;
  }>(
    database.db,
    sql`select o.id, o.payment_method as method, o.status,
          (select count(*)::int from order_status_history h where h.order_id = o.id) as history,
          (select json_agg(json_build_object('productId', i.product_id, 'quantity', i.quantity))
             from order_items i where i.order_id = o.id) as items,
          (select json_agg(json_build_object('status', p.status, 'hasPaymentPage', p.payment_url is not null))
             from payment_orders p where p.order_id = o.id) as payments
        from orders o where o.customer_id = ${SHOP}`,
  );
  const orders = new Map<string, OrderRow>();
  for (const { id, items, payments, ...row } of rows) {
    orders.set(id, { ...row, items: items ?? [], payments: payments ?? [] });
  }
  return orders;
}

async function stockOnShelf(database: Database, stocked: StockedProduct[]) {
  const rows = await queryRows<StockedProduct>(
    database.db,
    sql`select id, available_stock as stock from products
        where id in ${stocked.map((product) => product.id)} order by id`,
  );
  return Object.fromEntries(rows.map((row) => [row.id, row.stock]));
}

/** What the shelf should hold: the seeded stock less every unit an order that stands has reserved. */
async function stockLeftByOrders(database: Database, stocked: StockedProduct[]) {
  const reserved = await queryRows<{ product_id: string; units: number }>(
    database.db,
    sql`select i.product_id, sum(i.quantity)::int as units
        from order_items i join orders o on o.id = i.order_id
        where o.customer_id = ${SHOP} and o.status <> 'CANCELLED' group by i.product_id`,
  );
  const units = new Map(reserved.map((row) => [row.product_id, row.units]));
  return Object.fromEntries(
    [...stocked]
      .sort((a, b) => a.id.localeCompare(b.id))
      .map((product) => [product.id, product.stock - (units.get(product.id) ?? 0)]),
  );
}
