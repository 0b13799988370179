import { loadConfig } from './config.ts';
import { serveBackups } from './db/backup.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_TENANTS, seedDemoTenants } from './db/seed/seed.ts';
import { buildApp } from './app.ts';

const SHUTDOWN_GRACE_MS = 10_000;

// Start-up phases, each a performance measure, logged once listening (bench/startup.ts reads them).
// Everything before this line (Node's own start and this module's imports) counts as `imports`.
performance.measure('imports', { start: 0 });
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(phase, { start: started });
  }
}

const config = loadConfig();
const database = await timed('databaseOpen', () => openDatabase(config.database));
await timed('migrations', () => migrateDatabase(database));
if (config.seedDemo) await timed('seedCheck', () => seedDemoTenants(database.db));

const app = await timed('appBuild', () => buildApp(config, { database }));
// No other process may open the embedded database while this one runs: `npm run backup` asks it.
const stopServingBackups =
  config.database.kind === 'pglite' && database.backup
    ? await serveBackups(database, config.database.dir, app.log)
    : async () => {};

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    // A deploy's SIGTERM: /readyz fails first and the instance keeps serving for SHUTDOWN_DELAY_MS, so
    // the load balancer stops sending before the listener closes. Ctrl-C (SIGINT) stops at once.
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app.startDraining();
    app.log.info({ signal, delayMs }, 'draining requests, then closing');
    setTimeout(() => process.exit(1), delayMs + SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => void shutDown(), delayMs);
  });
}

async function shutDown() {
  await app.close();
  await stopServingBackups();
  // The database closes last: the app's own close hooks (the catalogue listener's UNLISTEN) still use it.
  await database.close();
  process.exit(0);
}

await timed('listen', () => app.listen({ host: config.host, port: config.port }));
const startupMs = Object.fromEntries(
  performance.getEntriesByType('measure').map(({ name, duration }) => [name, Math.round(duration)]),
);
performance.clearMeasures();
app.log.info(
  { node: process.version, startupMs: { ...startupMs, total: Math.round(performance.now()) } },
  'started',
);
if (config.mode === 'demo') {
  const { port } = app.server.address() as { port: number };
  const shops = DEMO_TENANTS.map((tenant) => {
    const host = tenant.customer.id === config.defaultCustomerId ? 'localhost' : tenant.hosts[0];
    return `  ${tenant.customer.businessName}: http://${host}:${port}`;
  });
  const warning =
    'DEMO MODE, not a real shop: unless told otherwise it seeds the demo shops, shows every sign-in code ' +
    'at /api/dev/outbox and pays through a sandbox that moves no money. A real shop runs with ' +
    'VITRINE_MODE=production (docs/operations.md, "Production checklist").';
  const operator = [...config.operator.hosts].map(
    (host) => `Operator console (${config.operator.mobiles.join(', ')}): http://${host}:${port}/operator`,
  );
  app.log.warn([warning, ...(config.seedDemo ? ['Demo shops:', ...shops] : []), ...operator].join('\n'));
}
