import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../apps/api/src/db/client.ts';
import { newBuyer, withDatabase } from './checkout-load.ts';
import { productsInStock, scratchShopDatabase, startShopServer, type DatabaseKind } from './scratch-shop.ts';
import { buy, placedOrderId } from './shop-client.ts';

const KINDS: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
const ORDERS = 3;

/**
 * A loopback SMTP server that keeps the Message-ID of every message it accepts. While `holding`, it
 * reads a message and never answers it (a provider slow to accept), keeping its id in `held`.
 */
async function startSmtpFake() {
  const messageIds: string[] = [];
  const held: string[] = [];
  const control = { holding: false };
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const id = /^Message-ID: <([^@>]+)@/im.exec(raw)?.[1] ?? 'none';
        if (control.holding) return void held.push(id);
        messageIds.push(id);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messageIds,
    held,
    control,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const emailEnv = (smtpUrl: string, pollMs: number, leaseMs = 300_000) => ({
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: smtpUrl,
  EMAIL_FROM: 'orders@vitrine.example',
  NOTIFY_POLL_MS: String(pollMs),
  NOTIFY_LEASE_MS: String(leaseMs),
});

const ownerEmailsOf = (place: { open(): Promise<Database> }, orderIds: string[]) =>
  withDatabase(place, (database) =>
    queryRows<{ id: string; status: string; attempts: number }>(
      database.db,
      sql`select id, status, attempts from notification_outbox
          where channel = 'email' and event = 'owner_new_order'
            and payload->>'orderId' in ${sql.raw(`(${orderIds.map((id) => `'${id}'`).join(',')})`)}`,
    ),
  );

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(KINDS)('the notification outbox and kill -9, on %s', (kind) => {
  it('keeps what was committed but not yet sent, and sends each message exactly once after the restart', async () => {
    const place = await scratchShopDatabase(kind);
    onTestFinished(place.drop);
    const smtp = await startSmtpFake();
    onTestFinished(smtp.close);
    const [product] = await withDatabase(place, (database) => productsInStock(database, 1));

    // The first server's worker never gets to its first pass: every notification stays queued.
    const first = await startShopServer(place.env, emailEnv(smtp.url, 3_600_000));
    onTestFinished(() => void first.kill());
    const buyer = await newBuyer(first.origin);
    const orderIds: string[] = [];
    for (let n = 0; n < ORDERS; n += 1) {
      const reply = await buy(
        first.origin,
        buyer.shopper,
        { productId: product!.id, quantity: 1 },
        buyer.addressIndex,
      );
      expect(reply.status, JSON.stringify(reply.json)).toBe(200);
      orderIds.push(placedOrderId(reply));
    }
    await first.kill();

    const emailRows = () => ownerEmailsOf(place, orderIds);
    const queued = await emailRows();
    expect(queued.map((row) => [row.status, row.attempts])).toEqual(Array(ORDERS).fill(['queued', 0]));
    expect(smtp.messageIds).toEqual([]);

    const second = await startShopServer(place.env, emailEnv(smtp.url, 200));
    onTestFinished(() => void second.kill());
    await until(() => smtp.messageIds.length >= ORDERS, `${ORDERS} emails arrived`);
    // Several more passes: nothing goes a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await second.stop(), 'exit code after SIGTERM').toBe(0);

    expect([...smtp.messageIds].sort()).toEqual(queued.map((row) => row.id).sort());
    const sent = await emailRows();
    expect(sent.map((row) => [row.status, row.attempts])).toEqual(Array(ORDERS).fill(['sent', 1]));
    console.info(
      `notification outbox: ${ORDERS} queued before kill -9, ${smtp.messageIds.length} sent after the restart`,
    );
  });

  it('sends again, after its lease, a message whose send a kill -9 cut off', async () => {
    const place = await scratchShopDatabase(kind);
    onTestFinished(place.drop);
    const smtp = await startSmtpFake();
    onTestFinished(smtp.close);
    const [product] = await withDatabase(place, (database) => productsInStock(database, 1));
    const env = emailEnv(smtp.url, 200, 3_000);

    smtp.control.holding = true;
    const first = await startShopServer(place.env, env);
    onTestFinished(() => void first.kill());
    const buyer = await newBuyer(first.origin);
    const reply = await buy(
      first.origin,
      buyer.shopper,
      { productId: product!.id, quantity: 1 },
      buyer.addressIndex,
    );
    expect(reply.status, JSON.stringify(reply.json)).toBe(200);
    const orderIds = [placedOrderId(reply)];
    // The provider has the message but has not said so: the process dies mid-send.
    await until(() => smtp.held.length === 1, 'the email reached the provider');
    await first.kill();
    const [cutOff] = await ownerEmailsOf(place, orderIds);
    expect([cutOff!.status, cutOff!.attempts]).toEqual(['sending', 1]);
    expect(smtp.held).toEqual([cutOff!.id]);

    smtp.control.holding = false;
    const second = await startShopServer(place.env, env);
    onTestFinished(() => void second.kill());
    await until(() => smtp.messageIds.length === 1, 'the email was sent again');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await second.stop(), 'exit code after SIGTERM').toBe(0);
    // The same Message-ID both times, which mail systems use to drop a copy (decision 0055).
    expect(smtp.messageIds).toEqual([cutOff!.id]);
    const [sent] = await ownerEmailsOf(place, orderIds);
    expect([sent!.status, sent!.attempts]).toEqual(['sent', 2]);
  });
});
