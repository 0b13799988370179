import { and, asc, desc, eq, isNull, ne, or } from 'drizzle-orm';
import { DEFAULT_PAYMENT_MODE, type PaymentCredentials } from '@vitrine/contract/payments';
import type { GatewayKeys } from '@vitrine/contract/admin-settings';
import type { Db, Executor } from '../../db/client.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { PaymentGateway } from './gateways/payment-gateway.ts';
import { createPhonePeGateway } from './gateways/phonepe.gateway.ts';
import { createPhonePeTokenCache } from './gateways/phonepe-token-cache.ts';
import { createPhonePeV2Gateway } from './gateways/phonepe-v2.gateway.ts';
import { createRazorpayGateway, type RazorpayGateway } from './gateways/razorpay.gateway.ts';
import { SANDBOX_CHECKOUT_SCRIPT_PATH } from './sandbox/razorpay-sandbox.routes.ts';
import { paymentCredentials, paymentOrders } from './payments.tables.ts';

type CredentialsRow = typeof paymentCredentials.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
/** Razorpay Checkout's script: loaded from Razorpay itself, as PCI DSS requires. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

const OFFLINE: PaymentCredentials = {
  paymentMode: DEFAULT_PAYMENT_MODE,
  gatewayType: null,
  gatewayPayKeyId: null,
  gatewayPayKeySecret: null,
  keyIndex: null,
  merchantId: null,
  paymentCredentialId: null,
  paymentServiceUrl: null,
};

/** A new attempt to pay for the whole order; its id is the merchantTransactionId the gateway will know. */
export async function newPaymentAttempt(
  executor: Executor,
  order: { customerId: string; id: string; totalAmount: number },
  gateway: PaymentGateway['kind'],
) {
  const [payment] = await executor
    .insert(paymentOrders)
    .values({
      customerId: order.customerId,
      orderId: order.id,
      gateway,
      amount: order.totalAmount,
      status: 'PENDING',
    })
    .returning();
  return payment!;
}

/** A payment attempt of this shop, by id; inside a transaction, `lock` keeps it for the rest of it. */
export async function paymentOf(
  executor: Executor,
  customerId: string,
  paymentOrderId: string,
  { lock }: { lock: boolean },
): Promise<PaymentOrderRow | undefined> {
  const query = executor
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, customerId), eq(paymentOrders.id, paymentOrderId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The shop's attempt started as this order at the gateway (Razorpay's order_…), if any. */
export async function paymentOfGatewayOrder(executor: Executor, customerId: string, gatewayOrderId: string) {
  const [row] = await executor
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, customerId), eq(paymentOrders.gatewayOrderId, gatewayOrderId)));
  return row;
}

/** Every attempt to pay for an order, oldest first, for the owner console. */
export function paymentAttemptsOf(executor: Executor, order: { customerId: string; id: string }) {
  return executor
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.customerId, order.customerId), eq(paymentOrders.orderId, order.id)))
    .orderBy(asc(paymentOrders.createdAt));
}

/** Records what the gateway said about an attempt: its status, reference and code, and when it was paid. */
export async function recordPaymentResult(
  executor: Executor,
  paymentOrderId: string,
  result: Pick<PaymentOrderRow, 'status' | 'gatewayReference' | 'gatewayCode'>,
) {
  const now = new Date();
  await executor
    .update(paymentOrders)
    .set({ ...result, updatedAt: now, ...(result.status === 'COMPLETED' && { completedAt: now }) })
    .where(eq(paymentOrders.id, paymentOrderId));
}

/** Records where the gateway's pay page for an attempt is; answers the attempt as it now stands. */
export async function recordPaymentStart(
  executor: Executor,
  payment: { customerId: string; id: string },
  started: Pick<PaymentOrderRow, 'paymentUrl' | 'gatewayOrderId'>,
) {
  const [saved] = await executor
    .update(paymentOrders)
    .set({ ...started, updatedAt: new Date() })
    .where(and(eq(paymentOrders.customerId, payment.customerId), eq(paymentOrders.id, payment.id)))
    .returning();
  return saved!;
}

/** The order's payment attempts still pending, newest first (normally one). */
export function pendingPaymentsOf(executor: Executor, order: { customerId: string; id: string }) {
  return executor
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.customerId, order.customerId),
        eq(paymentOrders.orderId, order.id),
        eq(paymentOrders.status, 'PENDING'),
      ),
    )
    .orderBy(desc(paymentOrders.createdAt));
}

/** Gives up the order's attempts still pending, but `keep`; one paid later is still recorded. */
export async function cancelPendingPayments(
  executor: Executor,
  order: { customerId: string; id: string },
  keep?: string,
) {
  await executor
    .update(paymentOrders)
    .set({ status: 'CANCELLED', updatedAt: new Date() })
    .where(
      and(
        eq(paymentOrders.customerId, order.customerId),
        eq(paymentOrders.orderId, order.id),
        eq(paymentOrders.status, 'PENDING'),
        keep ? ne(paymentOrders.id, keep) : undefined,
      ),
    );
}

/**
 * Each shop's payment gateway. `sandboxBaseUrl` is where this server's built-in sandbox gateway
 * answers, for shops whose credentials name no service address.
 */
export function createPaymentsService(
  db: Db,
  options: { sandboxBaseUrl: () => string; secretBox: SecretBox },
) {
  const { secretBox } = options;
  // PhonePe v2 tokens outlive the per-request gateways; keyed by credentials, so new keys get a new token.
  const phonePeTokens = createPhonePeTokenCache();
  /**
   * Read for every payment, callback and status check: one primary-key lookup, so keys the owner
   * saves are used at once on every instance (no cache to go stale).
   */
  async function credentialsRow(customerId: string) {
    const [stored] = await db
      .select()
      .from(paymentCredentials)
      .where(eq(paymentCredentials.customerId, customerId));
    return stored ? opened(stored) : null;
  }

  const opened = (row: CredentialsRow): CredentialsRow => ({
    ...row,
    secret: secretBox.open(row.secret),
    webhookSecret: row.webhookSecret === null ? null : secretBox.open(row.webhookSecret),
  });

  /** The owner's view of the shop's gateway keys: the secrets' last 4 characters, never more. */
  async function gatewayKeysOf(customerId: string) {
    const row = await credentialsRow(customerId);
    if (!row) return null;
    return {
      gatewayType: row.gatewayType,
      protocol: row.protocol,
      merchantId: row.merchantId,
      keyId: row.keyId,
      webhookUsername: row.webhookUsername,
      keyIndex: row.keyIndex,
      secretLast4: row.secret.slice(-4),
      webhookSecretLast4: row.webhookSecret?.slice(-4) ?? null,
    };
  }

  /**
   * Replaces the shop's gateway keys, the secrets sealed (decision 0071). The service address is
   * kept: it is the operator's to set.
   */
  async function saveGatewayKeys(customerId: string, keys: GatewayKeys) {
    const sealed = {
      gatewayType: keys.gatewayType,
      protocol: keys.gatewayType === 'PHONEPE' ? keys.protocol : 'v1',
      merchantId: keys.merchantId,
      keyId: keys.keyId || null,
      webhookUsername: keys.webhookUsername,
      keyIndex: keys.keyIndex,
      secret: secretBox.seal(keys.secret),
      webhookSecret: keys.webhookSecret === null ? null : secretBox.seal(keys.webhookSecret),
    };
    await db
      .insert(paymentCredentials)
      .values({ customerId, ...sealed })
      .onConflictDoUpdate({ target: paymentCredentials.customerId, set: sealed });
    return gatewayKeysOf(customerId);
  }

  /**
   * SPEC §3 "Payment gateway details" without any secret; OFFLINE when the shop has no gateway. The
   * built-in sandbox's address is where this server reaches itself, so it is not shown.
   */
  /** What any shopper may know of the shop's gateway: its secrets are neither read nor opened. */
  async function credentialsOf(customerId: string): Promise<PaymentCredentials> {
    const [row] = await db
      .select({
        id: paymentCredentials.id,
        gatewayType: paymentCredentials.gatewayType,
        keyId: paymentCredentials.keyId,
        merchantId: paymentCredentials.merchantId,
        serviceUrl: paymentCredentials.serviceUrl,
      })
      .from(paymentCredentials)
      .where(eq(paymentCredentials.customerId, customerId));
    if (!row) return OFFLINE;
    return {
      ...OFFLINE,
      paymentMode: 'ONLINE',
      gatewayType: row.gatewayType,
      gatewayPayKeyId: row.keyId,
      merchantId: row.merchantId,
      paymentCredentialId: row.id,
      paymentServiceUrl: row.serviceUrl,
    };
  }

  const baseUrlOf = (row: CredentialsRow) => row.serviceUrl ?? options.sandboxBaseUrl();

  const razorpayGatewayOf = (row: CredentialsRow) =>
    createRazorpayGateway({
      keyId: row.keyId ?? row.merchantId,
      keySecret: row.secret,
      webhookSecret: row.webhookSecret ?? row.secret,
      baseUrl: baseUrlOf(row),
    });

  async function gatewayFor(customerId: string): Promise<PaymentGateway | null> {
    const row = await credentialsRow(customerId);
    if (!row) return null;
    if (row.gatewayType === 'RAZORPAY') return razorpayGatewayOf(row);
    if (row.protocol === 'v2') {
      return createPhonePeV2Gateway({
        clientId: row.keyId ?? row.merchantId,
        clientSecret: row.secret,
        clientVersion: row.keyIndex,
        webhookUsername: row.webhookUsername,
        webhookPassword: row.webhookSecret,
        baseUrl: baseUrlOf(row),
        tokens: phonePeTokens,
      });
    }
    return createPhonePeGateway({
      merchantId: row.merchantId,
      saltKey: row.secret,
      saltIndex: row.keyIndex,
      baseUrl: baseUrlOf(row),
    });
  }

  /** The shop's Razorpay account, or null when the shop takes no payments through Razorpay. */
  async function razorpayGatewayFor(customerId: string): Promise<RazorpayGateway | null> {
    const row = await credentialsRow(customerId);
    return row?.gatewayType === 'RAZORPAY' ? razorpayGatewayOf(row) : null;
  }

  /**
   * What the shopper's browser opens Razorpay Checkout with: the public key id and the script's
   * address. A shop on the built-in sandbox loads the sandbox's stand-in from its own origin.
   */
  async function razorpayCheckoutOf(customerId: string) {
    const row = await credentialsRow(customerId);
    if (row?.gatewayType !== 'RAZORPAY') return null;
    const sandboxPath = new URL(options.sandboxBaseUrl()).pathname.replace(/\/+$/, '');
    return {
      keyId: row.keyId ?? row.merchantId,
      scriptUrl: row.serviceUrl ? RAZORPAY_CHECKOUT_SCRIPT : sandboxPath + SANDBOX_CHECKOUT_SCRIPT_PATH,
    };
  }

  /** The secrets the built-in sandbox checks a Razorpay key id's requests with and signs webhooks with. */
  async function sandboxRazorpayMerchant(keyId: string) {
    const [row] = await db
      .select({
        customerId: paymentCredentials.customerId,
        secret: paymentCredentials.secret,
        webhookSecret: paymentCredentials.webhookSecret,
      })
      .from(paymentCredentials)
      .where(
        and(
          eq(paymentCredentials.gatewayType, 'RAZORPAY'),
          or(
            eq(paymentCredentials.keyId, keyId),
            and(isNull(paymentCredentials.keyId), eq(paymentCredentials.merchantId, keyId)),
          ),
          isNull(paymentCredentials.serviceUrl),
        ),
      )
      .limit(1);
    if (!row) return null;
    const keySecret = secretBox.open(row.secret);
    const webhookSecret = row.webhookSecret === null ? keySecret : secretBox.open(row.webhookSecret);
    return { customerId: row.customerId, keySecret, webhookSecret };
  }

  /** The salt key the built-in sandbox checks a merchant's requests with. */
  async function sandboxMerchant(merchantId: string) {
    const [row] = await db
      .select({
        customerId: paymentCredentials.customerId,
        saltKey: paymentCredentials.secret,
        saltIndex: paymentCredentials.keyIndex,
      })
      .from(paymentCredentials)
      .where(
        and(
          eq(paymentCredentials.merchantId, merchantId),
          eq(paymentCredentials.protocol, 'v1'),
          isNull(paymentCredentials.serviceUrl),
        ),
      )
      .limit(1);
    return row ? { ...row, saltKey: secretBox.open(row.saltKey) } : null;
  }

  /** The PhonePe v2 client the built-in sandbox checks a token request with, by its client id. */
  async function sandboxClient(clientId: string) {
    const [row] = await db
      .select()
      .from(paymentCredentials)
      .where(
        and(
          eq(paymentCredentials.keyId, clientId),
          eq(paymentCredentials.protocol, 'v2'),
          isNull(paymentCredentials.serviceUrl),
        ),
      )
      .limit(1);
    if (!row?.webhookUsername || !row.webhookSecret) return null;
    return {
      customerId: row.customerId,
      merchantId: row.merchantId,
      clientSecret: secretBox.open(row.secret),
      clientVersion: row.keyIndex,
      webhookUsername: row.webhookUsername,
      webhookPassword: secretBox.open(row.webhookSecret),
    };
  }

  return {
    credentialsOf,
    gatewayFor,
    razorpayGatewayFor,
    razorpayCheckoutOf,
    sandboxMerchant,
    sandboxClient,
    sandboxRazorpayMerchant,
    gatewayKeysOf,
    saveGatewayKeys,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
