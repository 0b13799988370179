import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const READY_TIMEOUT_MS = 120_000;

export interface ServerProcess {
  origin: string;
  port: number;
  /** The server's process id (the bench reads its memory from /proc). */
  pid: number;
  /** SIGTERM, as a deploy sends it; resolves to the exit code once the process has ended. */
  stop(): Promise<number | null>;
  /** SIGKILL: the process ends mid-request, with no chance to finish or clean up anything. */
  kill(): Promise<void>;
  /** Whether the process has ended (or been told to end by a signal). */
  exited(): boolean;
}

/** Starts a Node script (a .ts one through tsx) as a child process; resolves once `readyPath` answers 200. */
export async function startServer(
  name: string,
  args: string[],
  options: { port: number; readyPath: string; env?: NodeJS.ProcessEnv },
): Promise<ServerProcess> {
  const loader = args[0]?.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(name, child, `${origin}${options.readyPath}`);
  return {
    origin,
    port: options.port,
    pid: child.pid!,
    stop: () => endWith(child, 'SIGTERM'),
    kill: async () => void (await endWith(child, 'SIGKILL')),
    exited: () => child.killed || child.exitCode !== null || child.signalCode !== null,
  };
}

/** The built API server (`npm run build`) on a free port, with `env` on top of this process's. */
export async function startApiServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  return startServer('API', ['apps/api/dist/main.js'], {
    port,
    readyPath: '/readyz',
    env: { ...env, PORT: String(port) },
  });
}

/** A TCP port nothing listens on at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(name: string, child: ChildProcess, url: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`${name} was not ready at ${url} within ${READY_TIMEOUT_MS / 1000} s`);
}

function endWith(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
