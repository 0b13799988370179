import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Config } from '../config.ts';
import { claimDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or an open transaction on it: what a query needs to run. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface Database {
  db: Db;
  kind: Config['database']['kind'];
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Pool figures for metrics; PGlite is one connection. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Calls onMessage with the payload of every NOTIFY on the channel. On PostgreSQL the listening
   * connection may drop; onGap is called when it does and again once it listens anew, since
   * messages may have been missed and values read meanwhile may be stale.
   * Resolves to a function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap: () => void,
  ): Promise<() => Promise<void>>;
  /**
   * Runs `work` only if no other instance on this database is running work under the same lock
   * name, holding the lock until it ends; null, without running it, when one is.
   */
  exclusively<T>(lockName: string, work: () => Promise<T>): Promise<T | null>;
  /** Embedded database only: its data directory as a gzipped tarball, taken between transactions. */
  backup?(): Promise<Buffer>;
}

export interface OpenOptions {
  /** Embedded database only: fill a new, empty data directory from a backup's tarball. */
  loadDataDir?: Blob;
}

/**
 * PostgreSQL's default (128MB) is all written at start inside PGlite's WebAssembly memory, so it is
 * resident from the first second. Pages it does not hold are read from the data directory through
 * the operating system's cache, which serves them about as fast.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(config: Config['database'], options: OpenOptions = {}): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize });
    // An idle connection the server ended (a restart, a failover, a dropped database) is not an
    // error of any request: the pool discards it and connects anew when next asked. Unheard, the
    // event would end the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const listen = postgresListener(config.url);
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      listen,
      // A transaction's lock, not a session's: it holds behind PgBouncer in transaction mode too, and
      // goes with the connection if the instance dies. `work` runs on the pool's other connections.
      exclusively: (lockName, work) =>
        db.transaction(async (tx) => {
          const [lock] = await queryRows<{ taken: boolean }>(
            tx,
            sql`select pg_try_advisory_xact_lock(hashtext(${lockName})) as taken`,
          );
          return lock!.taken ? work() : null;
        }),
    };
  }
  const inMemory = config.dir.startsWith('memory://');
  if (!inMemory) mkdirSync(config.dir, { recursive: true });
  const release = inMemory ? () => {} : claimDataDir(config.dir);
  const client = await PGlite.create(inMemory ? undefined : config.dir, {
    extensions: { pg_trgm, fuzzystrmatch },
    loadDataDir: options.loadDataDir,
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  }).catch((error: unknown) => {
    release();
    throw error;
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      await client.close();
      release();
    },
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    // One process owns the data directory (claimDataDir), and a transaction would hold the one
    // connection `work` needs: the lock is this process's alone.
    exclusively: (_lockName, work) => work(),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return () => unsubscribe();
    },
    backup: inMemory
      ? undefined
      : async () => {
          // Inside a transaction of its own, so no other is half done in the copy; checkpointed, so a
          // restore starts without replaying the log. Queries wait only for the copy, not the compression.
          const tarball = await client.transaction(async (tx) => {
            await tx.exec('checkpoint');
            return client.dumpDataDir('none');
          });
          return gzipAsync(await tarball.arrayBuffer());
        },
  };
}

const gzipAsync = promisify(gzip);

const RELISTEN_DELAY_MS = 1000;

interface Subscriber {
  channel: string;
  onMessage: (payload: string) => void;
  onGap: () => void;
}

/**
 * One connection LISTENs on every channel asked for (PostgreSQL wakes each listening connection at
 * every commit that notifies, whatever the channel), and comes back whenever it drops, reporting
 * the gap to every subscriber when it drops and again once it listens anew.
 */
function postgresListener(url: string): Database['listen'] {
  const subscribers = new Set<Subscriber>();
  let client: pg.Client | null = null;
  let ready: Promise<void> | null = null;
  const listenOn = (target: pg.Client, channel: string) =>
    target.query(`LISTEN ${pg.escapeIdentifier(channel)}`);

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', ({ channel, payload }) => {
      for (const subscriber of subscribers) {
        if (subscriber.channel === channel) subscriber.onMessage(payload ?? '');
      }
    });
    next.on('error', () => undefined);
    await next.connect();
    try {
      for (const channel of new Set([...subscribers].map((subscriber) => subscriber.channel))) {
        await listenOn(next, channel);
      }
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('end', () => {
      if (client !== next) return; // closed on purpose
      client = null;
      ready = null;
      lostTouch();
    });
    client = next;
  };
  const lostTouch = () => {
    for (const subscriber of subscribers) subscriber.onGap();
    setTimeout(() => void reconnect(), RELISTEN_DELAY_MS).unref();
  };
  const reconnect = async () => {
    if (subscribers.size === 0 || ready) return;
    ready = connect();
    await ready.then(
      // Values read while no one listened may predate a change nobody heard: they go as well.
      () => subscribers.forEach((subscriber) => subscriber.onGap()),
      () => {
        ready = null;
        lostTouch();
      },
    );
  };

  return async (channel, onMessage, onGap) => {
    const subscriber = { channel, onMessage, onGap };
    subscribers.add(subscriber);
    try {
      ready ??= connect();
      await ready;
      // A connection made before this subscriber came listens on the channel from now on.
      if (client) await listenOn(client, channel);
    } catch (error) {
      subscribers.delete(subscriber);
      if (!client) ready = null;
      throw error;
    }
    return async () => {
      subscribers.delete(subscriber);
      if (subscribers.size > 0) return;
      const last = client;
      client = null;
      ready = null;
      await last?.end();
    };
  };
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
