import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { DEMO_TENANTS, seedDemoTenants } from './db/seed/seed.ts';
import { buildApp } from './app.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const database = await openDatabase(config.database);
await migrateDatabase(database);
if (config.seedDemo) await seedDemoTenants(database.db);

const app = await buildApp(config, { database });
app.addHook('onClose', () => database.close());

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'draining requests, then closing');
    const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    forceExit.unref();
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ host: config.host, port: config.port });
if (config.seedDemo) {
  const port = app.server.address() as { port: number };
  const shops = DEMO_TENANTS.map((tenant) => {
    const host = tenant.customer.id === config.defaultCustomerId ? 'localhost' : tenant.hosts[0];
    return `  ${tenant.customer.businessName}: http://${host}:${port.port}`;
  });
  app.log.info(`Demo shops ready:\n${shops.join('\n')}`);
}
