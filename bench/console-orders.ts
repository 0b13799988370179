import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client.ts';
import { queryRows } from '../apps/api/src/db/client.ts';
import { BENCH_TENANT } from '../apps/api/src/db/seed/seed-large.ts';
import { loadOrCreateSecret } from '../apps/api/src/lib/secrets.ts';
import { users } from '../apps/api/src/modules/auth/auth.tables.ts';
import { createSessionsService } from '../apps/api/src/modules/auth/sessions.service.ts';
import { measure, type LoadResult, type LoadTarget } from './load.ts';
import { fresh, shuffled } from './shopper-urls.ts';

/** Issue #23: the console's order list and search with this many orders in one tenant. */
export const CONSOLE_ORDERS = Number(process.env.BENCH_CONSOLE_ORDERS ?? 100_000);
/** The shoppers who placed them: each has about a hundred orders, as a regular buyer of a busy shop. */
const ORDER_SHOPPERS = 1_000;
const STATUSES = ['PLACED', 'PROCESSING', 'SHIPPED', 'OUT_FOR_DELIVERY', 'DELIVERED', 'CANCELLED'];

export const CONSOLE_LOADS = {
  newest: 'GET /api/admin/orders (newest page)',
  deep: 'GET /api/admin/orders (a later page, by cursor)',
  status: 'GET /api/admin/orders?status=…&from=…&to=…',
  cod: 'GET /api/admin/orders?paymentMethod=COD',
  number: 'GET /api/admin/orders?q={order number}',
  mobile: 'GET /api/admin/orders?q={mobile}',
} as const;

/**
 * Gives the bench tenant CONSOLE_ORDERS orders (one line each) over the last year, from
 * ORDER_SHOPPERS shoppers, unless it has them; then has PostgreSQL count the rows (no autovacuum on
 * the bench machine). Written in SQL: the checkout would take an hour for a hundred thousand.
 */
export async function prepareConsoleOrders(database: Database) {
  const { db } = database;
  const count = async () =>
    (
      await queryRows<{ count: number }>(
        db,
        sql`select count(*)::int as count from orders where customer_id = ${BENCH_TENANT.id}`,
      )
    )[0]!.count;
  if ((await count()) !== CONSOLE_ORDERS) {
    console.log(`Writing ${CONSOLE_ORDERS} orders into ${BENCH_TENANT.id}...`);
    await db.execute(sql`delete from orders where customer_id = ${BENCH_TENANT.id}`);
    await db.execute(sql`
      insert into users (customer_id, mobile, name, roles)
      select ${BENCH_TENANT.id}, '71' || lpad(n::text, 8, '0'), 'Order Shopper ' || n, '{CUSTOMER}'
      from generate_series(1, ${ORDER_SHOPPERS}) n
      on conflict do nothing`);
    await db.execute(sql`
      with shoppers as (
        select id, mobile, row_number() over (order by mobile) as n from users
        where customer_id = ${BENCH_TENANT.id} and mobile like '71%'
      ), product as (
        select id from products where customer_id = ${BENCH_TENANT.id} order by id limit 1
      ), made as (
        insert into orders (customer_id, user_id, order_number, status, payment_method, payment_status,
          bill_to, name, mobile, order_amount, discount, delivery, cgst, sgst, igst, total_amount, created_at)
        select ${BENCH_TENANT.id}, s.id, 'B' || lpad(g::text, 9, '0'),
          (${sql.raw(`array['${STATUSES.join("','")}']`)})[1 + g % ${STATUSES.length}],
          case when g % 3 = 0 then 'ONLINE' else 'COD' end,
          case when g % 3 = 0 then 'COMPLETED' else null end,
          '{}'::jsonb, s.mobile, s.mobile, 100000 + g % 5000, 0, 0, 0, 0, 0, 100000 + g % 5000,
          now() - (g * interval '315 seconds')
        from generate_series(1, ${CONSOLE_ORDERS}) g
        join shoppers s on s.n = 1 + g % ${ORDER_SHOPPERS}
        returning id, order_amount
      )
      insert into order_items (customer_id, order_id, product_id, product_name, product_sku, image,
        quantity, unit_price, total, gst_rate, cgst, sgst, igst)
      select ${BENCH_TENANT.id}, made.id, product.id, 'Bench product', 'BENCH-SKU', '', 1,
        made.order_amount, made.order_amount, 18, 0, 0, 0
      from made, product`);
  }
  await db.execute(sql`vacuum analyze orders, order_items, users`);
  const rows = await queryRows<{ orderNumber: string; mobile: string }>(
    db,
    sql`select order_number as "orderNumber", mobile from orders where customer_id = ${BENCH_TENANT.id}`,
  );
  return {
    authorization: await ownerAuthorization(database),
    orderNumbers: shuffled(rows.map((row) => row.orderNumber)),
    mobiles: shuffled([...new Set(rows.map((row) => row.mobile))]),
  };
}
export type ConsoleOrders = Awaited<ReturnType<typeof prepareConsoleOrders>>;

/** The bench tenant's owner (seed-large's), signed in as the API signs people in. */
async function ownerAuthorization({ db }: Database) {
  const [owner] = await db
    .select()
    .from(users)
    .where(and(eq(users.customerId, BENCH_TENANT.id), sql`'ADMIN' = any(${users.roles})`));
  const sessions = createSessionsService({
    db,
    signingKey: await loadOrCreateSecret(db, 'access-token-signing'),
  });
  return `Bearer ${(await sessions.startSession(owner!)).token}`;
}

/** India's calendar day, `days` before today. */
const dayBefore = (days: number) =>
  new Date(Date.now() + 330 * 60_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The console's list as a busy owner uses it: the newest page, pages further back by cursor, a status
 * within a week's dates, cash-on-delivery orders, and searches by order number and mobile that each
 * ask for a value no earlier request asked for.
 */
export async function loadConsoleOrders(origin: string, orders: ConsoleOrders, seconds: number) {
  const headers = { 'x-customer-id': BENCH_TENANT.id, authorization: orders.authorization };
  const cursors = await walkCursors(origin, headers, 200);
  const numbers = fresh(orders.orderNumbers);
  const mobiles = fresh(orders.mobiles);
  let turn = 0;
  const next = () => (turn += 1);
  const targets: LoadTarget[] = [
    { name: CONSOLE_LOADS.newest, origin, headers, next: () => ({ path: '/api/admin/orders' }) },
    {
      name: CONSOLE_LOADS.deep,
      origin,
      headers,
      next: () => ({ path: `/api/admin/orders?cursor=${cursors[next() % cursors.length]}` }),
    },
    {
      name: CONSOLE_LOADS.status,
      origin,
      headers,
      next: () => {
        const status = STATUSES[next() % STATUSES.length];
        const weeksBack = turn % 50;
        return {
          path: `/api/admin/orders?status=${status}&from=${dayBefore(7 * weeksBack + 7)}&to=${dayBefore(7 * weeksBack)}`,
        };
      },
    },
    {
      name: CONSOLE_LOADS.cod,
      origin,
      headers,
      next: () => ({ path: '/api/admin/orders?paymentMethod=COD' }),
    },
    {
      name: CONSOLE_LOADS.number,
      origin,
      headers,
      urls: numbers,
      next: () => ({ path: `/api/admin/orders?q=${numbers.next()}` }),
    },
    {
      // A thousand shoppers: the load comes back to each mobile, but nothing stores replies of this list.
      name: CONSOLE_LOADS.mobile,
      origin,
      headers,
      next: () => ({ path: `/api/admin/orders?q=${mobiles.next()}` }),
    },
  ];
  const results: LoadResult[] = [];
  for (const target of targets) results.push(await measure(target, seconds));
  return results;
}

/** The cursors of the first `pages` pages, following each page's nextCursor. */
async function walkCursors(origin: string, headers: Record<string, string>, pages: number) {
  const cursors: string[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < pages; page += 1) {
    const response = await fetch(`${origin}/api/admin/orders${cursor ? `?cursor=${cursor}` : ''}`, {
      headers,
    });
    const body = (await response.json()) as { data: { nextCursor: string | null } };
    cursor = body.data.nextCursor;
    if (!cursor) break;
    cursors.push(cursor);
  }
  return cursors;
}
