import { spawn, type ChildProcess } from 'node:child_process';

const READY_TIMEOUT_MS = 120_000;

export interface Server {
  origin: string;
  stop(): Promise<void>;
}

/** Starts a Node script as a child process and waits until `readyPath` answers 200. */
export async function startServer(
  name: string,
  args: string[],
  options: { port: number; readyPath: string; env?: NodeJS.ProcessEnv },
): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${options.port}`;
  await waitUntilReady(name, child, `${origin}${options.readyPath}`);
  return { origin, stop: () => stop(child) };
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

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
