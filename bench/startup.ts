import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../apps/api/src/testing/server-process.ts';
import { createScratchDatabase } from '../apps/api/src/testing/test-app.ts';

/** The built server (`npm run build`) as `npm run serve` starts it: the words after `node` in that script. */
export const SERVE_ARGS = serveArgs();
const BUILT_SERVER = SERVE_ARGS.at(-1)!;
/** How long the server is left alone before its idle memory is read. */
const IDLE_MS = 5_000;
const READY_POLL_MS = 10;
const READY_TIMEOUT_MS = 180_000;
/** Linux's clock ticks per second (USER_HZ), the unit of /proc/PID/stat's CPU times. */
const CLOCK_TICKS_PER_S = 100;

export interface StartupRun {
  /** Wall clock from spawning the process to the first 200 from /readyz. */
  readyMs: number;
  /** CPU time (user + system) the process spent until then: less bent by a busy machine than readyMs. */
  cpuMs: number;
  /** The server's own phases from its "started" log line: imports, databaseOpen, migrations, seedCheck, appBuild (storefrontImport within it), listen, total. */
  phases: Record<string, number>;
  /** Resident memory after IDLE_MS without requests. */
  idleRssMb: number;
}

export interface StartupFigures {
  database: 'pglite' | 'postgres';
  runs: StartupRun[];
  /** The run with the median readyMs. */
  median: StartupRun;
}

export interface StartedServer {
  child: ChildProcess;
  origin: string;
  readyMs: number;
  /** The server's "started" log line (phases in startupMs, Node's version in node). */
  started: Promise<StartedLine>;
  stop(): Promise<void>;
}

export interface StartedLine {
  node: string;
  startupMs: Record<string, number>;
}

/**
 * Cold starts of the built server against existing data, on PGlite and (when `postgresUrl` names a
 * PostgreSQL server) on a scratch database of it: one unmeasured start writes the demo shops (and
 * fills the compile cache, as any earlier run on the machine would have), then `runs` measured
 * starts, each stopped after its idle memory is read.
 */
export async function measureStartup(options: {
  runs: number;
  postgresUrl?: string;
}): Promise<StartupFigures[]> {
  if (!existsSync(BUILT_SERVER)) throw new Error(`${BUILT_SERVER} is missing: run "npm run build" first`);
  const figures = [await measureOn('pglite', options.runs)];
  if (options.postgresUrl) figures.push(await measureOn('postgres', options.runs, options.postgresUrl));
  return figures;
}

async function measureOn(
  database: StartupFigures['database'],
  runs: number,
  postgresUrl?: string,
): Promise<StartupFigures> {
  const scratchDir = await mkdtemp(join(tmpdir(), 'vitrine-startup-'));
  const scratchDatabase = postgresUrl ? await createScratchDatabase(postgresUrl) : undefined;
  const env = {
    NODE_COMPILE_CACHE: join(scratchDir, 'compile-cache'),
    ...(scratchDatabase ? { DATABASE_URL: scratchDatabase.url } : { PGLITE_DIR: join(scratchDir, 'pglite') }),
  };
  try {
    await (await startBuiltServer(env)).stop();
    const measured: StartupRun[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measureOneStart(env));
    const byReadiness = [...measured].sort((a, b) => a.readyMs - b.readyMs);
    return { database, runs: measured, median: byReadiness[Math.floor((byReadiness.length - 1) / 2)]! };
  } finally {
    await scratchDatabase?.drop();
    await rm(scratchDir, { recursive: true, force: true });
  }
}

async function measureOneStart(env: NodeJS.ProcessEnv): Promise<StartupRun> {
  const server = await startBuiltServer(env);
  try {
    const cpuMs = cpuMsOf(server.child.pid!);
    const { startupMs } = await server.started;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    return { readyMs: server.readyMs, cpuMs, phases: startupMs, idleRssMb: rssMbOf(server.child.pid!) };
  } finally {
    await server.stop();
  }
}

/**
 * The built server in demo mode with the production storefront, on the database `env` names (not
 * the one this process was given, nor its Redis), on a free port; resolves once /readyz answers.
 */
export async function startBuiltServer(env: NodeJS.ProcessEnv): Promise<StartedServer> {
  const port = await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, SERVE_ARGS, {
    env: {
      ...process.env,
      DATABASE_URL: undefined,
      REDIS_URL: undefined,
      PGLITE_DIR: undefined,
      NODE_ENV: 'production',
      VITRINE_MODE: 'demo',
      LOG_LEVEL: 'info',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = startedLineOf(child);
  started.catch(() => undefined); // awaited by whoever wants it; a failed start shows in waitForReady
  const stop = () => stopProcess(child);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForReady(child, `${origin}/readyz`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, origin, readyMs: performance.now() - spawnedAt, started, stop };
}

function startedLineOf(child: ChildProcess): Promise<StartedLine> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as { msg?: string } & Partial<StartedLine>;
      if (entry.msg === 'started') resolve(entry as StartedLine);
    });
    lines.on('close', () => reject(new Error('the server ended without logging "started"')));
  });
}

async function waitForReady(child: ChildProcess, url: string) {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended (${child.exitCode ?? child.signalCode}) before it was ready`);
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
  throw new Error(`the server was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

function cpuMsOf(pid: number): number {
  // /proc/PID/stat: the command name (field 2) may hold spaces, so count from the ")" that ends it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) * 1000) / CLOCK_TICKS_PER_S;
}

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1]);
  return Math.round(kilobytes / 1024);
}

function serveArgs(): string[] {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { serve: string } };
  const words = scripts.serve.split(' ');
  return words.slice(words.indexOf('node') + 1);
}
