import { chmodSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createConnection, createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase, queryRows, type Database } from './client.ts';
import { claimDataDir, LOCK_FILE } from './data-dir-lock.ts';

/** A moment as a file name takes it: 2026-11-25T18-55-00-000Z. */
export const fileStamp = () => new Date().toISOString().replace(/[:.]/g, '-');

/**
 * Where a running server takes backup requests: in a folder of mode 700 beside its data directory
 * (PGlite refuses a socket inside), so the socket is never reachable by another user, not even in
 * the moment between its creation and a chmod.
 */
const socketFolder = (dir: string) => `${resolve(dir)}.backup`;
const socketPath = (dir: string) => join(socketFolder(dir), 'socket');

const sizeHeader = (size: number) => {
  const header = Buffer.alloc(8);
  header.writeBigUInt64BE(BigInt(size));
  return header;
};

/**
 * Lets `npm run backup` ask this server for a copy of its embedded database, which no other process
 * may open while it runs. Only the user the server runs as (and root) may connect. Each connection
 * is answered with the size (8 bytes) and the gzipped tarball; a size of 0 means the backup failed
 * and this server's log says why. Answers the function that stops listening.
 */
export async function serveBackups(database: Database, dir: string, log: FastifyBaseLogger) {
  const path = socketPath(dir);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    database.backup!().then(
      (tarball) => {
        log.info({ bytes: tarball.length }, 'backup taken');
        socket.end(Buffer.concat([sizeHeader(tarball.length), tarball]));
      },
      (error: unknown) => {
        log.error({ err: error }, 'backup failed');
        socket.end(sizeHeader(0));
      },
    );
  });
  // The shop serves without it (a socket path over 107 bytes, a read-only folder); backups then need it stopped.
  await new Promise<void>((done, fail) => {
    mkdirSync(socketFolder(dir), { recursive: true, mode: 0o700 });
    // A folder that was already there keeps its mode: it is closed before the socket exists.
    chmodSync(socketFolder(dir), 0o700);
    // Left by a server that was killed; the data-directory lock says no other one is running.
    rmSync(path, { force: true });
    server.once('error', fail).listen(path, done);
  }).catch((error: unknown) =>
    log.error({ err: error }, `npm run backup cannot reach this server at ${path}`),
  );
  return () => new Promise<void>((done) => server.close(() => done()));
}

/** The running server's backup, or null when no server listens on `dir`. */
function askRunningServer(dir: string): Promise<Buffer | null> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    const socket = createConnection(socketPath(dir));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? done(null) : fail(error),
    );
    socket.on('end', () => {
      const reply = Buffer.concat(chunks);
      const size = reply.length >= 8 ? Number(reply.readBigUInt64BE()) : 0;
      if (size > 0 && reply.length === 8 + size) return done(reply.subarray(8));
      fail(new Error(`The server running on ${dir} could not take the backup; its log says why.`));
    });
  });
}

/**
 * Writes a backup of the embedded database in `dir` to `file`: the running server's, or, when none
 * runs, one taken directly (holding the data-directory lock, so no server starts meanwhile).
 * Answers its size in bytes.
 */
export async function backupDataDir(dir: string, file: string) {
  let tarball = await askRunningServer(dir);
  if (!tarball) {
    if (!existsSync(join(dir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dir}.`);
    const database = await openDatabase({ kind: 'pglite', dir });
    try {
      tarball = await database.backup!();
    } finally {
      await database.close();
    }
  }
  // Whole or not at all: a backup cut short by a full disk is never left under the backup's name.
  // Readable by its owner alone: it holds every shopper's details and the server's signing keys.
  await writeFile(`${file}.partial`, tarball, { mode: 0o600 });
  await rename(`${file}.partial`, file);
  return tarball.length;
}

/**
 * Replaces the embedded database in `dir` with the backup in `file`, refused while a server runs
 * on it. The database it replaces is moved aside, not deleted. Answers where it went and how many
 * orders the restored one holds.
 */
export async function restoreDataDir(dir: string, file: string) {
  const tarball = new Blob([await readFile(file)], { type: 'application/x-gzip' });
  let movedAside: string | null = null;
  if (existsSync(dir) && readdirSync(dir).length > 0) {
    claimDataDir(dir);
    movedAside = `${dir}.before-restore-${fileStamp()}`;
    renameSync(dir, movedAside);
    rmSync(join(movedAside, LOCK_FILE));
  }
  const database = await openDatabase({ kind: 'pglite', dir }, { loadDataDir: tarball });
  try {
    const [counted] = await queryRows<{ orders: number }>(
      database.db,
      sql`select count(*)::int as orders from orders`,
    );
    return { movedAside, orders: counted!.orders };
  } finally {
    await database.close();
    // The tarball holds the lock file of the server it was taken from.
    rmSync(join(dir, LOCK_FILE), { force: true });
  }
}
