import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * A fingerprint of everything one tenant owns: for every table with a `customer_id` (and the
 * tenant's own `customers` row), how many rows it has and a hash of their full contents. Equal
 * snapshots mean nothing of the tenant was added, changed or removed in between.
 */
export async function tenantSnapshot(db: Db, customerId: string): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select c.table_name as name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and c.column_name = 'customer_id'
          and t.table_type = 'BASE TABLE'
        order by 1`,
  );
  const snapshot: Record<string, string> = {};
  const fingerprint = async (name: string, column: string) => {
    const [row] = await queryRows<{ rows: number; hash: string | null }>(
      db,
      sql`select count(*)::int as rows, md5(string_agg(r::text, '|' order by r::text)) as hash
          from ${sql.identifier(name)} r where ${sql.identifier(column)} = ${customerId}`,
    );
    snapshot[name] = `${row!.rows} rows ${row!.hash ?? '-'}`;
  };
  await fingerprint('customers', 'id');
  for (const { name } of tables) await fingerprint(name, 'customer_id');
  return snapshot;
}
