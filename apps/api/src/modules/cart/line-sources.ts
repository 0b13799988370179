import { sql } from 'drizzle-orm';
import { preparedRows, type Database } from '../../db/client.ts';
import { batched } from '../../lib/batched.ts';
import { TenantLoads } from '../../lib/ttl-cache.ts';
import { lineSourceJson, type CartLine, type LineSource } from './cart-lines.ts';
import { CATALOG_CHANGED } from '../../db/notify-channels.ts';

const SOURCES_PER_TENANT = 20_000;
/** A safety net only: every change to a tenant's catalogue drops its sources at once. */
const SOURCE_LIFETIME_MS = 60_000;

interface WantedSource {
  customerId: string;
  productId: string;
  variantId: string | null;
}

/** The sources of the lines named by place in the arrays (from 1); a product gone has no row. */
function sourcesStatement() {
  return sql`
    select given.place::int as place, ${lineSourceJson} as source
    from unnest(${sql.placeholder('customerIds')}::text[], ${sql.placeholder('productIds')}::uuid[],
      ${sql.placeholder('variantIds')}::uuid[]) with ordinality as given(customer_id, product_id, variant_id, place)
    join products p on p.customer_id = given.customer_id and p.id = given.product_id
    left join product_variants v
      on v.customer_id = given.customer_id and v.product_id = p.id and v.id = given.variant_id`;
}

/**
 * What this instance prices cart lines from (decision 0013): each product, and variant, that a cart
 * holds, read once for all the carts that hold it and kept until its tenant's catalogue changes, as
 * the catalogue's own stored replies are.
 */
export async function createLineSources(database: Database) {
  const sources = new TenantLoads<LineSource | null>(SOURCE_LIFETIME_MS, SOURCES_PER_TENANT);
  const stop = await database.listen(
    CATALOG_CHANGED,
    (customerId) => sources.dropTenant(customerId),
    () => sources.clear(),
  );
  const readSources = preparedRows<{ place: number; source: LineSource }>(
    database.db,
    'cart_line_sources',
    sourcesStatement(),
  );
  const load = batched(async (wanted: WantedSource[]) => {
    const found: (LineSource | null)[] = wanted.map(() => null);
    const rows = await readSources({
      customerIds: wanted.map((source) => source.customerId),
      productIds: wanted.map((source) => source.productId),
      variantIds: wanted.map((source) => source.variantId),
    });
    for (const { place, source } of rows) found[place - 1] = source;
    return found;
  });

  /** What each line is priced from, in order; null for a line whose product is gone. */
  const sourcesOf = (customerId: string, lines: CartLine[]) =>
    Promise.all(
      lines.map(({ productId, variantId }) =>
        sources.get(customerId, variantId ?? productId, () => load({ customerId, productId, variantId })),
      ),
    );

  return { sourcesOf, close: stop };
}
export type LineSources = Awaited<ReturnType<typeof createLineSources>>;
