import { sql } from 'drizzle-orm';
import { preparedRows, type Db } from '../../db/client.ts';
import { batched } from '../../lib/batched.ts';
import { cartLinesJson, type CartLine } from './cart-lines.ts';

/** One shopper's wish for one line of their cart: set its quantity (at least 1) and description. */
export interface LineChange {
  customerId: string;
  userId: string;
  productId: string;
  variantId: string | null;
  quantity: number;
  description: string;
}

/** A cart as stored, after a change: its id and its lines, oldest first. */
export interface StoredLines {
  cartId: string;
  lines: CartLine[];
}

/**
 * Sets lines' quantities and answers each cart written to, in one statement (decisions 0010, 0013):
 * a line is written only when the shop sells the product (and this variant of it) to this shopper in
 * that quantity, into the cart the shopper already has. Each answered cart names the changes (by
 * their place in the arrays, from 1) written into it; a change written nowhere was refused.
 */
function setLinesStatement() {
  const [customerIds, userIds, productIds, variantIds, quantities, descriptions] = [
    'customerIds',
    'userIds',
    'productIds',
    'variantIds',
    'quantities',
    'descriptions',
  ].map((name) => sql.placeholder(name));
  return sql`
    with change as (
      select customer_id, user_id, product_id, variant_id, quantity, description, place::int as place
      from unnest(${customerIds}::text[], ${userIds}::uuid[], ${productIds}::uuid[], ${variantIds}::uuid[],
        ${quantities}::int[], ${descriptions}::text[])
        with ordinality as given(customer_id, user_id, product_id, variant_id, quantity, description, place)
    ),
    target as (
      select change.place, cart.id as cart_id, change.customer_id, p.id as product_id, v.id as variant_id,
        change.quantity, change.description
      from change
      join carts cart on cart.customer_id = change.customer_id and cart.user_id = change.user_id
      join products p on p.customer_id = change.customer_id and p.id = change.product_id and p.is_visible
      left join product_variants v
        on v.customer_id = p.customer_id and v.product_id = p.id and v.id = change.variant_id
      where case when p.product_type = 'SIMPLE' then change.variant_id is null else v.id is not null end
        and change.quantity <= least(p.max_quantity, coalesce(v.available_stock, p.available_stock))
    ),
    -- Decision 0010: a cart line commits without waiting for the disk, as it holds no money.
    async_commit as (select set_config('synchronous_commit', 'off', true)),
    written as (
      insert into cart_items (customer_id, cart_id, product_id, variant_id, line_key, quantity, description)
      select customer_id, cart_id, product_id, variant_id, coalesce(variant_id, product_id), quantity, description
      from target, async_commit
      -- Concurrent statements lock the lines they write in one order, so they never deadlock.
      order by customer_id, cart_id, coalesce(variant_id, product_id)
      on conflict (customer_id, cart_id, line_key)
        do update set quantity = excluded.quantity, description = excluded.description
      returning id, customer_id, cart_id, product_id, variant_id, added_at, quantity, description
    ),
    -- Every target row is written: a conflicting line is always updated.
    touched as (
      select customer_id, cart_id, array_agg(place) as places from target group by customer_id, cart_id
    )
    select touched.cart_id as "cartId", touched.places, (
      select ${cartLinesJson} from (
        -- The statement's snapshot predates its own write: the written lines replace what it read.
        select * from written where written.cart_id = touched.cart_id
        union all
        select id, customer_id, cart_id, product_id, variant_id, added_at, quantity, description
        from cart_items
        where customer_id = touched.customer_id and cart_id = touched.cart_id
          and id not in (select id from written)
      ) line
    ) as lines
    from touched`;
}

/** Changes to one line go one at a time, in the order asked (an upsert touches a row once). */
const lineOf = (change: LineChange) =>
  `${change.customerId} ${change.userId} ${change.variantId ?? change.productId}`;

/**
 * Writes a line change and answers the cart it changed, or null when it was not written (no cart
 * yet, or a change the shop refuses). Changes asked for while earlier ones are being written go
 * to the database together (lib/batched.ts): one statement for many shoppers. Ids must be in
 * lower case, as PostgreSQL prints them, so that two spellings of one line are one line.
 */
export function createLineWriter(db: Db) {
  const writeLines = preparedRows<StoredLines & { places: number[] }>(
    db,
    'cart_set_lines',
    setLinesStatement(),
  );

  async function writeTogether(changes: LineChange[]) {
    const carts: (StoredLines | null)[] = changes.map(() => null);
    const written = await writeLines({
      customerIds: changes.map((change) => change.customerId),
      userIds: changes.map((change) => change.userId),
      productIds: changes.map((change) => change.productId),
      variantIds: changes.map((change) => change.variantId),
      quantities: changes.map((change) => change.quantity),
      descriptions: changes.map((change) => change.description),
    });
    for (const { places, ...cart } of written) {
      for (const place of places) carts[place - 1] = cart;
    }
    return carts;
  }

  const write = batched(
    async (changes: LineChange[]): Promise<(StoredLines | null | Error)[]> => {
      try {
        return await writeTogether(changes);
      } catch (error) {
        if (changes.length === 1) throw error;
        // One change the database refuses must not fail the others': each is written alone.
        return Promise.all(
          changes.map((change) =>
            writeTogether([change]).then(
              ([cart]) => cart ?? null,
              (alone: unknown) => (alone instanceof Error ? alone : new Error(String(alone))),
            ),
          ),
        );
      }
    },
    { keyOf: lineOf },
  );

  return async (change: LineChange) => {
    const outcome = await write(change);
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
}
