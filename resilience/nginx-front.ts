import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../apps/api/src/testing/server-process.ts';

/** Debian's nginx (scripts/ensure-nginx.sh installs it) and the front configuration docs/operations.md gives. */
export const NGINX = '/usr/sbin/nginx';
export const NGINX_CONFIG = 'ops/nginx/vitrine.conf';
const READY_TIMEOUT_MS = 30_000;

export interface NginxFront {
  /** Where nginx listens: `https://127.0.0.1:PORT`, or `http://…` without TLS. */
  origin: string;
  /** The self-signed certificate nginx presents, for a client to trust. */
  certificate: string;
  stop(): Promise<void>;
}

export interface Reply {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * Debian's nginx with ops/nginx/vitrine.conf in front of `upstream` (an app's origin). Only what ties
 * the file to one machine changes: the instance's address, the ports, the certificate (self-signed by
 * openssl for localhost and briefcase.localhost) and the cache folder, all under a temp folder.
 * `tls: false` gives the same server without TLS on its port (the bench compares it with the app
 * reached directly, which speaks plain HTTP). `config` rewrites the file first (the test's checks).
 */
export async function startNginxFront(
  upstream: string,
  options: { tls: boolean; config?: (text: string) => string },
): Promise<NginxFront> {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-nginx-'));
  const [port, redirectPort] = [await freePort(), await freePort()];
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost,DNS:briefcase.localhost'],
      ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: 'ignore' },
  );
  const site = machineBound(readFileSync(NGINX_CONFIG, 'utf8'), {
    upstream: new URL(upstream).host,
    listen: `127.0.0.1:${port}${options.tls ? ' ssl http2' : ''}`,
    redirectListen: `127.0.0.1:${redirectPort}`,
    dir,
  });
  await writeFile(join(dir, 'vitrine.conf'), options.config ? options.config(site) : site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  await writeFile(
    join(dir, 'nginx.conf'),
    [
      'worker_processes auto;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')}`,
      `  include ${join(dir, 'vitrine.conf')};`,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    NGINX,
    ['-e', join(dir, 'error.log'), '-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'inherit', 'inherit'], ...(await unprivileged(dir)) },
  );
  const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const certificate = await readFile(join(dir, 'cert.pem'), 'utf8');
  const stop = async () => {
    await endProcess(child);
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilAnswering(child, { origin, certificate, stop }, dir);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, certificate, stop };
}

/** The configuration with this machine's addresses and paths; each must be found exactly where the file has it. */
function machineBound(
  text: string,
  place: { upstream: string; listen: string; redirectListen: string; dir: string },
) {
  const swaps: Array<[string, string]> = [
    ['server 127.0.0.1:3000;', `server ${place.upstream};`],
    ['listen 443 ssl http2 default_server;', `listen ${place.listen} default_server;`],
    ['listen [::]:443 ssl http2 default_server;', ''],
    ['listen 80 default_server;', `listen ${place.redirectListen} default_server;`],
    ['listen [::]:80 default_server;', ''],
    ['/etc/letsencrypt/live/vitrine/fullchain.pem', join(place.dir, 'cert.pem')],
    ['/etc/letsencrypt/live/vitrine/privkey.pem', join(place.dir, 'key.pem')],
    ['/var/cache/nginx/vitrine', join(place.dir, 'cache')],
  ];
  return swaps.reduce((result, [from, to]) => {
    if (result.split(from).length !== 2) throw new Error(`${NGINX_CONFIG} no longer has "${from}" once`);
    return result.replace(from, to);
  }, text);
}

/** Run as root (a CI container), nginx runs as `nobody`, which then owns the temp folder. */
async function unprivileged(dir: string) {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'nobody'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'nobody'], { encoding: 'utf8' }));
  await chmod(dir, 0o755);
  for (const entry of ['', ...(await readdir(dir))]) chownSync(join(dir, entry), uid, gid);
  return { uid, gid };
}

async function waitUntilAnswering(child: ChildProcess, front: NginxFront, dir: string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
      throw new Error(`nginx ended (${child.exitCode ?? child.signalCode}) before it answered:\n${log}`);
    }
    const reply = await get(front, '/healthz').catch(() => null);
    if (reply?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer at ${front.origin} within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGQUIT, nginx's graceful stop; resolves once the master process has ended. */
function endProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
  });
}

/**
 * One GET through the front as a browser of `host` sends it (TLS with that server name), without
 * compression unless `headers` asks for it; the body as text.
 */
export function get(
  front: Pick<NginxFront, 'origin' | 'certificate'>,
  path: string,
  options: { host?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const url = new URL(front.origin);
  const host = options.host ?? 'localhost';
  const tls = url.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const sent = (tls ? httpsRequest : httpRequest)(
      {
        host: url.hostname,
        port: url.port,
        path,
        headers: { host: `${host}:${url.port}`, ...options.headers },
        ...(tls ? { servername: host, ca: front.certificate } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}
