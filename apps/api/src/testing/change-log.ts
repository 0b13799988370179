import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

export interface TableChange {
  table: string;
  operation: 'INSERT' | 'UPDATE' | 'DELETE';
  rows: number;
}

/**
 * Records every row written to every table of the test database (a trigger per table appends to
 * `test_change_log`), so a test can tell exactly what a request changed: note the position before,
 * ask what changed since after. Test databases only.
 */
export async function watchTableChanges(db: Db) {
  await db.execute(
    sql`create table if not exists test_change_log (
          id bigserial primary key, table_name text not null, operation text not null)`,
  );
  await db.execute(
    sql.raw(`create or replace function test_log_change() returns trigger language plpgsql as $$
             begin
               insert into test_change_log (table_name, operation) values (TG_TABLE_NAME, TG_OP);
               return null;
             end $$`),
  );
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name <> 'test_change_log'`,
  );
  for (const { name } of tables) {
    const table = sql.identifier(name);
    await db.execute(sql`drop trigger if exists test_log_change on ${table}`);
    await db.execute(
      sql`create trigger test_log_change after insert or update or delete on ${table}
          for each row execute function test_log_change()`,
    );
  }

  return {
    tables: tables.map(({ name }) => name),
    /** Where the log stands now. */
    async position(): Promise<number> {
      const [row] = await queryRows<{ at: string | number }>(
        db,
        sql`select coalesce(max(id), 0) as at from test_change_log`,
      );
      return Number(row!.at);
    },
    /** What was written after `from`, up to and including `to`, table by table. */
    async changesBetween(from: number, to: number): Promise<TableChange[]> {
      const rows = await queryRows<{ table: string; operation: TableChange['operation']; rows: number }>(
        db,
        sql`select table_name as "table", operation, count(*)::int as rows from test_change_log
            where id > ${from} and id <= ${to} group by table_name, operation order by 1, 2`,
      );
      return rows;
    },
  };
}
export type ChangeLog = Awaited<ReturnType<typeof watchTableChanges>>;
