import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { startLoopbackServer, type LoopbackAnswer } from '../../testing/loopback-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { devSender } from './channels/channel.ts';
import { msg91Sender } from './channels/sms-sender.ts';
import { whatsappCloudSender } from './channels/whatsapp-cloud.ts';
import { saveSettings, DEFAULT_SETTINGS } from './notification-settings.ts';
import {
  backoffAfter,
  createNotificationWorker,
  type WorkerDeps,
  type WorkerOptions,
} from './notification-worker.ts';
import { EMAILS_PER_ADDRESS_PER_DAY, notifyShopWelcome, queueNotification } from './outbox.ts';

const log = pino({ enabled: false });
const KESAR = 'kesar-home';
const BASE_MS = 30_000;
const SHOP = {
  whatsapp: '+91 98230 45699',
  name: 'Kesar Home & Kitchen',
  origin: 'https://kesar.example.in',
  mobile: '+91 98230 45617',
  email: 'accounts@kesarhome.in',
};

let t: TestApp;
let fake: Awaited<ReturnType<typeof startLoopbackServer>>;
beforeAll(async () => {
  t = await createTestApp({ NOTIFY_POLL_MS: '3600000' });
  fake = await startLoopbackServer();
  await saveSettings(t.database.db, KESAR, {
    ...DEFAULT_SETTINGS,
    channels: {
      ...DEFAULT_SETTINGS.channels,
      order_shipped: ['sms'],
      owner_new_order: ['sms'],
      owner_quotation_request: ['whatsapp'],
    },
    smsTemplates: { order_shipped: '1107161111111111111', owner_new_order: '1107162222222222222' },
    whatsappTemplates: { owner_quotation_request: { name: 'quotation_request', language: 'en' } },
  });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(async () => {
  // Each test sees only the rows it queued.
  await t.database.db.execute(sql`delete from notification_outbox`);
});

const success = (): LoopbackAnswer => ({
  status: 200,
  body: JSON.stringify({ type: 'success', message: '3763646c' }),
});
/** Answers each request with the next of `answers`, the last one for ever after. */
function answerInTurn(...answers: LoopbackAnswer[]) {
  let next = 0;
  fake.answerWith(() => answers[Math.min(next++, answers.length - 1)]!);
}

function workerWith(
  baseUrl: string,
  options: Partial<WorkerOptions> = {},
  platformSmsTemplates: WorkerDeps['platformSmsTemplates'] = {},
) {
  return createNotificationWorker(
    {
      db: t.database.db,
      log,
      platformSmsTemplates,
      senders: {
        sms: msg91Sender({ authKey: 'auth-key-1', baseUrl, timeoutMs: 2_000 }),
        whatsapp: whatsappCloudSender({ accessToken: 't', phoneNumberId: '1065', graphUrl: baseUrl }),
        email: devSender('email'),
      },
      shopOf: async (customerId) => (customerId === KESAR ? SHOP : null),
    },
    { maxAttempts: 3, retryBaseMs: BASE_MS, ...options },
  );
}

async function queueShipped(count = 1) {
  return t.database.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let n = 0; n < count; n += 1) {
      ids.push(
        ...(await queueNotification(tx, {
          customerId: KESAR,
          event: 'order_shipped',
          to: { mobile: '9876543210' },
          payload: {
            orderId: `order-${n}`,
            orderNumber: `261126-AB${String(n).padStart(4, '0')}`,
            amountPaise: 129_900,
            courier: 'Delhivery',
            trackingNumber: 'DL55',
            trackingUrl: 'https://track.example/DL55',
          },
        })),
      );
    }
    return ids;
  });
}

interface Row {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  provider_ref: string | null;
  sent_text: string | null;
}
async function rowOf(id: string) {
  const [row] = await queryRows<Row>(
    t.database.db,
    sql`select id, status, attempts, last_error, next_attempt_at, provider_ref, sent_text from notification_outbox where id = ${id}`,
  );
  return row!;
}

describe('the notification worker', () => {
  it('retries a provider answering 5xx after the backoff, then marks the message sent', async () => {
    answerInTurn({ status: 503, body: '{"type":"error","message":"Service busy"}' }, success());
    const [id] = await queueShipped();
    const worker = workerWith(fake.baseUrl);
    const now = new Date();

    expect(await worker.drainOnce(now)).toEqual({ claimed: 1, sent: 0, retried: 1, failed: 0 });
    const waiting = await rowOf(id!);
    expect(waiting).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'MSG91 did not accept the message: HTTP 503 Service busy',
    });
    expect(new Date(waiting.next_attempt_at).getTime()).toBe(now.getTime() + BASE_MS);

    // Not before its time.
    expect((await worker.drainOnce(new Date(now.getTime() + BASE_MS - 1))).claimed).toBe(0);
    expect(await worker.drainOnce(new Date(now.getTime() + BASE_MS))).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(id!)).toMatchObject({
      status: 'sent',
      attempts: 2,
      last_error: null,
      provider_ref: '3763646c',
      sent_text:
        'Kesar Home & Kitchen: your order 261126-AB0000 is shipped via Delhivery DL55. Track: https://track.example/DL55',
    });
    expect(fake.requests).toHaveLength(2);
    expect(JSON.parse(fake.requests[1]!.body)).toEqual({
      template_id: '1107161111111111111',
      short_url: '0',
      recipients: [
        {
          mobiles: '919876543210',
          var1: 'Kesar Home & Kitchen',
          var2: '261126-AB0000',
          var3: 'Delhivery DL55',
          var4: 'https://track.example/DL55',
        },
      ],
    });
    // Sent once: another pass finds nothing.
    expect((await worker.drainOnce(new Date(now.getTime() + 10 * BASE_MS))).claimed).toBe(0);
  });

  it('marks a message failed with the last error once a provider that is down has had every try', async () => {
    const [id] = await queueShipped();
    // Nothing listens on port 1: every try is refused.
    const worker = workerWith('http://127.0.0.1:1');
    let now = new Date();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const outcome = await worker.drainOnce(now);
      expect(outcome).toMatchObject(attempt < 3 ? { retried: 1 } : { failed: 1 });
      now = new Date(now.getTime() + backoffAfter(attempt, BASE_MS));
    }
    const failed = await rowOf(id!);
    expect(failed).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failed.last_error).toMatch(/^MSG91 did not accept the message: request failed \(.+\)$/);
    expect((await worker.drainOnce(new Date(now.getTime() + 24 * 3600_000))).claimed).toBe(0);
    expect(backoffAfter(1, BASE_MS)).toBe(30_000);
    expect(backoffAfter(2, BASE_MS)).toBe(60_000);
    expect(backoffAfter(20, BASE_MS)).toBe(3600_000);
  });

  it('fails at once, without calling the provider, an event with no DLT template', async () => {
    fake.answerWith(success);
    const [id] = await t.database.db.transaction((tx) =>
      queueNotification(tx, {
        customerId: KESAR,
        event: 'order_delivered',
        to: { mobile: '9876543210' },
        payload: { orderNumber: 'X' },
      }),
    );
    expect(await workerWith(fake.baseUrl).drainOnce()).toMatchObject({ failed: 1 });
    expect(await rowOf(id!)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'No DLT template id is set for order_delivered SMS',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('sends the welcome to a new shop’s owner through the platform’s own template, the shop having none', async () => {
    fake.answerWith(success);
    const queue = () =>
      t.database.db.transaction((tx) =>
        notifyShopWelcome(tx, { customerId: KESAR, ownerMobile: '9811122233' }),
      );
    const [unset] = await queue();
    expect(await workerWith(fake.baseUrl).drainOnce()).toMatchObject({ failed: 1 });
    expect((await rowOf(unset!)).last_error).toBe('No DLT template id is set for shop_welcome SMS');

    const [id] = await queue();
    const worker = workerWith(fake.baseUrl, {}, { shop_welcome: '1107163333333333333' });
    expect(await worker.drainOnce()).toMatchObject({ sent: 1 });
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({
      template_id: '1107163333333333333',
      recipients: [{ mobiles: '919811122233', var1: SHOP.name, var2: SHOP.origin }],
    });
    expect((await rowOf(id!)).status).toBe('sent');
  });

  it('sends the owner’s message to the shop’s registered mobile when the owner set none', async () => {
    fake.answerWith(success);
    await t.database.db.transaction((tx) =>
      queueNotification(tx, {
        customerId: KESAR,
        event: 'owner_new_order',
        payload: { orderId: 'o1', orderNumber: 'N1', amountPaise: 50_000 },
      }),
    );
    expect(await workerWith(fake.baseUrl).drainOnce()).toMatchObject({ sent: 1 });
    const body = JSON.parse(fake.requests[0]!.body);
    expect(body.recipients[0]).toMatchObject({
      mobiles: '919823045617',
      var2: 'N1',
      var3: '₹500',
      var4: 'https://kesar.example.in/admin/orders/o1',
    });
  });

  it('sends the owner’s WhatsApp message to the shop’s WhatsApp number', async () => {
    fake.answerWith(() => ({ status: 200, body: JSON.stringify({ messages: [{ id: 'wamid.1' }] }) }));
    const [id] = await t.database.db.transaction((tx) =>
      queueNotification(tx, {
        customerId: KESAR,
        event: 'owner_quotation_request',
        payload: { productName: 'Gate valve 2"', quantity: 40 },
      }),
    );
    expect(await workerWith(fake.baseUrl).drainOnce()).toMatchObject({ sent: 1 });
    const body = JSON.parse(fake.requests[0]!.body);
    expect([body.to, body.template.name, body.template.components[0].parameters[1].text]).toEqual([
      '919823045699',
      'quotation_request',
      '40 × Gate valve 2"',
    ]);
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', provider_ref: 'wamid.1' });
  });

  it('never gives one message to two workers draining at once', async () => {
    fake.answerWith(success);
    const ids = await queueShipped(40);
    const workers = [workerWith(fake.baseUrl, { batchSize: 7 }), workerWith(fake.baseUrl, { batchSize: 7 })];
    await Promise.all(workers.map((worker) => worker.drain()));
    const sentTo = fake.requests.map((request) => JSON.parse(request.body).recipients[0].var2 as string);
    expect(sentTo).toHaveLength(40);
    expect(new Set(sentTo).size).toBe(40);
    const rows = await Promise.all(ids.map(rowOf));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('serves the shops in turn: one shop’s flood does not hold back another shop’s message', async () => {
    fake.answerWith(success);
    const flood = await queueShipped(30);
    const theirs = await t.database.db.transaction((tx) =>
      queueNotification(tx, {
        customerId: 'veerya-flowtech',
        event: 'order_placed',
        to: { mobile: '9876500000', email: 'buyer@example.in' },
        payload: { orderId: 'theirs', orderNumber: '261126-VF0001', amountPaise: 99_900 },
      }),
    );
    expect(theirs.length).toBeGreaterThan(0);
    const outcome = await workerWith(fake.baseUrl, { batchSize: 10 }).drainOnce(new Date(Date.now() + 1000));
    expect(outcome.claimed).toBe(10);
    for (const row of await Promise.all(theirs.map(rowOf))) expect(row.attempts).toBe(1);
    const floodRows = await Promise.all(flood.map(rowOf));
    expect(floodRows.filter((row) => row.attempts === 1)).toHaveLength(10 - theirs.length);
  });

  it('mails one typed address at most 10 times a day from a shop; the SMS to the proven mobile still goes', async () => {
    const placed = (email: string, n: number) =>
      t.database.db.transaction((tx) =>
        queueNotification(tx, {
          customerId: KESAR,
          event: 'order_placed',
          to: { mobile: '9876500001', email },
          payload: { orderId: `loop-${n}`, orderNumber: `261126-LP${n}`, amountPaise: 49_900 },
        }),
      );
    for (let n = 0; n <= EMAILS_PER_ADDRESS_PER_DAY; n++) await placed('stranger@example.in', n);
    await placed('someone.else@example.in', 99);
    const channels = await queryRows<{ recipient: string; n: number }>(
      t.database.db,
      sql`select recipient, count(*)::int as n from notification_outbox group by recipient order by recipient`,
    );
    expect(channels).toEqual([
      { recipient: '9876500001', n: EMAILS_PER_ADDRESS_PER_DAY + 2 },
      { recipient: 'someone.else@example.in', n: 1 },
      { recipient: 'stranger@example.in', n: EMAILS_PER_ADDRESS_PER_DAY },
    ]);
  });

  it('takes again a message whose worker died mid-send once its lease ran out, and not before', async () => {
    fake.answerWith(success);
    const [id] = await queueShipped();
    const now = new Date();
    // A worker claimed it and died: the row is 'sending' with a lease running to `leaseEnd`.
    const leaseEnd = new Date(now.getTime() + 60_000);
    await t.database.db.execute(
      sql`update notification_outbox set status = 'sending', attempts = 1, claim = gen_random_uuid(), next_attempt_at = ${leaseEnd.toISOString()} where id = ${id!}`,
    );
    const worker = workerWith(fake.baseUrl);
    expect((await worker.drainOnce(now)).claimed).toBe(0);
    expect(await worker.drainOnce(leaseEnd)).toMatchObject({ claimed: 1, sent: 1 });
    expect(await rowOf(id!)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
