import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationEvent, NotificationSettings } from '@vitrine/contract/notifications';
import type { Db } from '../../db/client.ts';
import { PermanentSendError, type OutgoingMessage } from './channels/channel.ts';
import type { Senders } from './channels/create-senders.ts';
import { renderMessage, type ShopIdentity } from './notification-events.ts';
import { settingsOf } from './notification-settings.ts';
import { notificationOutbox } from './notifications.tables.ts';

type OutboxRow = typeof notificationOutbox.$inferSelect;

/** The shop as the tenants module knows it: name, public origin and registered contacts. */
export interface ShopProfile extends ShopIdentity {
  mobile: string | null;
  email: string | null;
  /** The shop's WhatsApp number, where the owner's WhatsApp messages go unless the settings name one. */
  whatsapp?: string | null;
}

export interface WorkerOptions {
  maxAttempts: number;
  retryBaseMs: number;
  /**
   * How long a claim lasts: well beyond a provider's timeout, so a live worker never loses a row it
   * is sending; only a worker that died leaves a claim to run out.
   */
  leaseMs?: number;
  batchSize?: number;
  /** Messages of one batch sent at once. */
  concurrency?: number;
}

export interface WorkerDeps {
  db: Db;
  senders: Senders;
  shopOf(customerId: string): Promise<ShopProfile | null>;
  log: FastifyBaseLogger;
  /**
   * The platform's own SMS templates, for what the platform says rather than a shop (the welcome to
   * a new shop's owner, who has set no templates yet); a shop's own template for an event comes first.
   */
  platformSmsTemplates?: Partial<Record<NotificationEvent, string>>;
}

const MAX_BACKOFF_MS = 60 * 60_000;
const DEFAULT_LEASE_MS = 5 * 60_000;

export const backoffAfter = (attempt: number, baseMs: number) =>
  Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);

/** Digits only, the last ten: a shop's registered mobile may be written with +91 and spaces. */
const tenDigits = (mobile: string | null) => mobile?.replace(/\D/g, '').slice(-10) || null;

interface ShopContext {
  shop: ShopProfile;
  settings: NotificationSettings;
}

/** Sends the outbox's due messages: any number of workers, on any number of instances (decision 0055). */
export function createNotificationWorker(deps: WorkerDeps, options: WorkerOptions) {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 50;
  const concurrency = options.concurrency ?? 10;

  /**
   * Takes up to a batch of due rows for this worker alone, the shops in turn: each shop's oldest due
   * row first, then each one's second, and so on, so one shop's flood never delays another shop's
   * message past the next batch. `SKIP LOCKED` passes over rows another worker is claiming this
   * instant, and the claim (a new id, one more attempt, the lease's end as the next due time) commits
   * before anything is sent.
   */
  async function claimDue(now: Date) {
    const claim = randomUUID();
    const isDue = and(
      inArray(notificationOutbox.status, ['queued', 'sending']),
      lte(notificationOutbox.nextAttemptAt, now),
    );
    const turns = deps.db
      .select({
        id: notificationOutbox.id,
        turn: sql<number>`row_number() over (partition by ${notificationOutbox.customerId} order by ${notificationOutbox.nextAttemptAt})`.as(
          'turn',
        ),
      })
      .from(notificationOutbox)
      .where(isDue)
      .as('turns');
    const due = deps.db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .innerJoin(turns, eq(turns.id, notificationOutbox.id))
      // Due still: a row another worker claimed since the turns were counted is left to it.
      .where(isDue)
      .orderBy(asc(turns.turn), asc(notificationOutbox.nextAttemptAt))
      .limit(batchSize)
      .for('update', { of: notificationOutbox, skipLocked: true });
    const rows = await deps.db
      .update(notificationOutbox)
      .set({
        status: 'sending',
        claim,
        attempts: sql`${notificationOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + leaseMs),
      })
      .where(inArray(notificationOutbox.id, due))
      .returning();
    return rows;
  }

  const mine = (row: OutboxRow) =>
    and(eq(notificationOutbox.id, row.id), eq(notificationOutbox.claim, row.claim!));

  async function markSent(row: OutboxRow, providerRef: string | null, text: string) {
    const [updated] = await deps.db
      .update(notificationOutbox)
      .set({ status: 'sent', sentAt: new Date(), providerRef, sentText: text, lastError: null, claim: null })
      .where(mine(row))
      .returning({ id: notificationOutbox.id });
    // Only after a lease ran out under a live worker: the row was taken again and may go twice.
    if (!updated) deps.log.warn({ notificationId: row.id }, 'notification sent after its claim ran out');
  }

  async function markFailed(row: OutboxRow, error: unknown, now: Date) {
    const lastError = error instanceof Error ? error.message : String(error);
    const final = error instanceof PermanentSendError || row.attempts >= options.maxAttempts;
    await deps.db
      .update(notificationOutbox)
      .set(
        final
          ? { status: 'failed', lastError, claim: null }
          : {
              status: 'queued',
              lastError,
              claim: null,
              nextAttemptAt: new Date(now.getTime() + backoffAfter(row.attempts, options.retryBaseMs)),
            },
      )
      .where(mine(row));
    deps.log[final ? 'warn' : 'info'](
      { notificationId: row.id, attempts: row.attempts, err: lastError },
      final ? 'notification failed' : 'notification will be retried',
    );
    return final;
  }

  async function contextOf(customerId: string, cache: Map<string, Promise<ShopContext | null>>) {
    let context = cache.get(customerId);
    if (!context) {
      context = Promise.all([deps.shopOf(customerId), settingsOf(deps.db, customerId)]).then(
        ([shop, settings]) => (shop ? { shop, settings } : null),
      );
      cache.set(customerId, context);
    }
    return context;
  }

  function outgoing(row: OutboxRow, { shop, settings }: ShopContext): OutgoingMessage {
    const ownerAddress = {
      email: settings.ownerEmail ?? shop.email,
      sms: tenDigits(settings.ownerMobile ?? shop.mobile),
      whatsapp: tenDigits(settings.ownerMobile ?? shop.whatsapp ?? shop.mobile),
    }[row.channel];
    const to = row.audience === 'owner' ? ownerAddress : row.recipient;
    if (!to)
      throw new PermanentSendError(
        `The shop has no owner ${row.channel === 'email' ? 'email' : 'mobile'} set`,
      );
    return {
      id: row.id,
      customerId: row.customerId,
      event: row.event,
      to,
      message: renderMessage(row.event, row.payload, shop),
      shop,
      smsTemplateId: settings.smsTemplates[row.event] ?? deps.platformSmsTemplates?.[row.event],
      whatsappTemplate: settings.whatsappTemplates[row.event],
    };
  }

  async function deliver(row: OutboxRow, now: Date, cache: Map<string, Promise<ShopContext | null>>) {
    try {
      // A claim that ran out after the last try: that try may or may not have reached the provider.
      if (row.attempts > options.maxAttempts)
        throw new PermanentSendError('The last try was interrupted before its outcome was recorded');
      const context = await contextOf(row.customerId, cache);
      if (!context) throw new PermanentSendError('The shop no longer exists');
      const message = outgoing(row, context);
      const providerRef = await deps.senders[row.channel].send(message);
      await markSent(row, providerRef, message.message.text);
      return 'sent' as const;
    } catch (error) {
      return (await markFailed(row, error, now)) ? ('failed' as const) : ('retried' as const);
    }
  }

  /** One batch: claimed, sent, each outcome recorded. */
  async function drainOnce(now = new Date()) {
    const rows = await claimDue(now);
    const cache = new Map<string, Promise<ShopContext | null>>();
    const outcomes = { claimed: rows.length, sent: 0, retried: 0, failed: 0 };
    for (let start = 0; start < rows.length; start += concurrency) {
      const results = await Promise.all(
        rows.slice(start, start + concurrency).map((row) => deliver(row, now, cache)),
      );
      for (const result of results) outcomes[result] += 1;
    }
    return outcomes;
  }

  /** Batches until none is due. */
  async function drain() {
    let total = 0;
    for (;;) {
      const { claimed } = await drainOnce();
      total += claimed;
      if (claimed < batchSize) return total;
    }
  }

  return { drainOnce, drain };
}
export type NotificationWorker = ReturnType<typeof createNotificationWorker>;

/**
 * Runs the worker on every instance, a pass every `pollMs` (each pass drains what is due), until
 * stopped; stopping waits for the pass under way, so no claimed row is left mid-send by a clean stop.
 */
export function runNotificationWorker(worker: NotificationWorker, pollMs: number, log: FastifyBaseLogger) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pass = worker
        .drain()
        .then(() => undefined)
        .catch((error: unknown) => log.error({ err: error }, 'sending notifications failed'))
        .finally(schedule);
    }, pollMs);
    timer.unref();
  };
  schedule();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await pass;
  };
}
