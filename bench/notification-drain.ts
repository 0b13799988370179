import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrateDatabase } from '../apps/api/src/db/migrate.ts';
import { seedDemoTenants } from '../apps/api/src/db/seed/seed.ts';
import { msg91Sender } from '../apps/api/src/modules/notifications/channels/sms-sender.ts';
import { smtpEmailSender } from '../apps/api/src/modules/notifications/channels/smtp-email.ts';
import { offSender } from '../apps/api/src/modules/notifications/channels/channel.ts';
import {
  DEFAULT_SETTINGS,
  saveSettings,
} from '../apps/api/src/modules/notifications/notification-settings.ts';
import { createNotificationWorker } from '../apps/api/src/modules/notifications/notification-worker.ts';
import { queueNotification } from '../apps/api/src/modules/notifications/outbox.ts';
import { startLoopbackServer } from '../apps/api/src/testing/loopback-server.ts';
import { createScratchDatabase } from '../apps/api/src/testing/test-app.ts';

export interface DrainFigures {
  database: 'pglite' | 'postgres';
  messages: number;
  sent: number;
  seconds: number;
  perMinute: number;
}

const SHOP = 'kesar-home';
const QUEUE_BATCH = 100;

/** Loopback MSG91 and SMTP servers that accept everything, as fast as they can. */
async function startFakes() {
  const msg91 = await startLoopbackServer();
  msg91.answerWith(() => ({ status: 200, body: '{"type":"success","message":"bench"}' }));
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    msg91,
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    close: async () => {
      await msg91.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** `orders` orders' worth of notifications queued (an SMS and an email each), as checkout queues them. */
async function queueOrders(database: Database, orders: number) {
  await saveSettings(database.db, SHOP, {
    ...DEFAULT_SETTINGS,
    channels: { order_placed: ['sms', 'email'] },
    smsTemplates: { order_placed: '1107160000000000001' },
  });
  for (let start = 0; start < orders; start += QUEUE_BATCH) {
    await database.db.transaction(async (tx) => {
      for (let n = start; n < Math.min(start + QUEUE_BATCH, orders); n += 1) {
        await queueNotification(tx, {
          customerId: SHOP,
          event: 'order_placed',
          to: { mobile: `98${String(n).padStart(8, '0')}`, email: `buyer${n}@example.in` },
          payload: { orderId: `bench-${n}`, orderNumber: `261126-B${n}`, amountPaise: 129_900 },
        });
      }
    });
  }
}

async function drainOn(kind: DrainFigures['database'], database: Database, orders: number) {
  await migrateDatabase(database);
  await seedDemoTenants(database.db);
  await queueOrders(database, orders);
  const fakes = await startFakes();
  const email = smtpEmailSender({ url: fakes.smtpUrl, from: 'orders@vitrine.example' });
  const worker = createNotificationWorker(
    {
      db: database.db,
      log: pino({ enabled: false }),
      senders: {
        sms: msg91Sender({ authKey: 'bench', baseUrl: fakes.msg91.baseUrl }),
        email,
        whatsapp: offSender('whatsapp'),
      },
      shopOf: async () => ({
        name: 'Kesar Home & Kitchen',
        origin: 'https://kesar.example.in',
        mobile: null,
        email: null,
      }),
    },
    { maxAttempts: 3, retryBaseMs: 30_000 },
  );
  try {
    const started = performance.now();
    const sent = await worker.drain();
    const seconds = (performance.now() - started) / 1000;
    return {
      database: kind,
      messages: orders * 2,
      sent,
      seconds,
      perMinute: Math.round((sent / seconds) * 60),
    };
  } finally {
    email.close();
    await fakes.close();
  }
}

/**
 * How fast one instance's worker drains a backlog of notifications to loopback MSG91 and SMTP
 * servers (the real senders, over real sockets), on embedded PGlite and, when `postgresUrl` names a
 * server, on a scratch PostgreSQL database.
 */
export async function measureNotificationDrain(options: { orders: number; postgresUrl?: string }) {
  const figures: DrainFigures[] = [];
  const embedded = await openDatabase({ kind: 'pglite', dir: 'memory://' });
  try {
    figures.push(await drainOn('pglite', embedded, options.orders));
  } finally {
    await embedded.close();
  }
  if (options.postgresUrl) {
    const scratch = await createScratchDatabase(options.postgresUrl);
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 10 });
    try {
      figures.push(await drainOn('postgres', database, options.orders));
    } finally {
      await database.close();
      await scratch.drop();
    }
  }
  return figures;
}

// Alone: node --import tsx bench/notification-drain.ts [orders] [postgres-url]
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [orders = '1000', postgresUrl] = process.argv.slice(2);
  console.log(
    JSON.stringify(await measureNotificationDrain({ orders: Number(orders), postgresUrl }), null, 2),
  );
}
