import { isIP } from 'node:net';
import { z } from 'zod';
import { MOBILE_PATTERN } from '@vitrine/contract/constants';
import { customerIdSchema } from '@vitrine/contract/customer';
import { tenantHostSchema } from '@vitrine/contract/tenants';
import { parseSecretKey } from './lib/secret-box.ts';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const secret = (name: string) => z.string().min(16, `${name} must be at least 16 characters`).optional();

/** An address, a CIDR, or one of proxy-addr's named ranges. */
function isProxyAddress(entry: string) {
  const cidr = /^([^/]+)(?:\/\d{1,3})?$/.exec(entry);
  return ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || (cidr !== null && isIP(cidr[1]!) > 0);
}

/**
 * Who may say in X-Forwarded-For which address a request comes from: no one (false, 0), the number
 * of proxies in front (the client is the entry just before theirs), or the proxies' addresses.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value) || false;
  if (value === 'true') {
    context.addIssue({
      code: 'custom',
      message:
        'true would let any client name its own address: give the number of proxies in front (1 for one load balancer) or their addresses and CIDRs',
    });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const entry of entries.filter((entry) => !isProxyAddress(entry)))
    context.addIssue({
      code: 'custom',
      message: `"${entry}" is not an address, a CIDR or a number of proxies`,
    });
  return entries;
});

/** Every environment variable the server reads; .env.example documents each one. */
const envSchema = z.object({
  /** demo: the demo shops, the dev SMS outbox and the sandbox gateway; production: a real shop. */
  VITRINE_MODE: z.enum(['demo', 'production']).optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when unset, an embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** At least 2: the payment sweep holds one connection for its lock while it works on others. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Where the embedded database keeps its files; 'memory://' keeps nothing. */
  PGLITE_DIR: z.string().default('./.data/pglite'),
  /** Redis connection string; when set, rate limits and short-lived state are shared through it. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,40}$/)
    .default('vitrine:'),
  /** The tenant that localhost, 127.0.0.1 and ::1 show. */
  DEFAULT_CUSTOMER_ID: customerIdSchema.default('kesar-home'),
  /** Write the demo tenants into an empty database at start (default: in demo mode). */
  SEED_DEMO: flag.optional(),
  TRUST_PROXY: trustProxy.default(false),
  /**
   * One-time codes one client address (IPv6: its /64) may ask for in an hour (default 30). Raise it
   * when many shoppers reach the shop through one address (carrier-grade NAT, an office proxy) and
   * TRUST_PROXY cannot tell them apart; the per-number limits still hold.
   */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Where one-time codes go: dev (server log and /api/dev/outbox), msg91 or twilio. */
  SMS_PROVIDER: z.enum(['dev', 'msg91', 'twilio']).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The MSG91 flow template (mapped to the DLT-approved template) with an ##otp## variable. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  /** The MSG91 flow template of the welcome to a new shop's owner (its shop, its address, its console). */
  MSG91_WELCOME_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Where WhatsApp notifications go: dev (the demo's outbox), cloud (Meta's WhatsApp Cloud API) or off. */
  WHATSAPP_PROVIDER: z.enum(['dev', 'cloud', 'off']).optional(),
  WHATSAPP_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The sending number's id in Meta's WhatsApp Manager. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_GRAPH_URL: z.string().url().default('https://graph.facebook.com'),
  /** Where email notifications go: dev (the demo's outbox), smtp or off. */
  EMAIL_PROVIDER: z.enum(['dev', 'smtp', 'off']).optional(),
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  SMTP_URL: z.string().url().optional(),
  /** The address notifications are sent from; each shop's name is its display name. */
  EMAIL_FROM: z.string().email().optional(),
  /** How often each instance looks for notifications due to be sent. */
  NOTIFY_POLL_MS: z.coerce.number().int().min(50).default(1000),
  /** Tries before a notification is marked failed. */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
  /** The wait after the first failed try; each next one doubles it (capped at an hour). */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  /** How long a claimed notification is a worker's alone; after it, another instance sends it again. */
  NOTIFY_LEASE_MS: z.coerce.number().int().min(1000).default(300_000),
  /** Serve the built-in sandbox payment gateway at /sandbox-gateway (default: in demo mode). */
  PAYMENT_SANDBOX: flag.optional(),
  /** Where this server reaches its sandbox gateway; by default its own loopback address and port. */
  PAYMENT_SANDBOX_URL: z.string().url().optional(),
  /** The memory this instance's stored catalogue replies may take, all tenants together. */
  CATALOG_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /** A shop showing this many products or more is searched in memory (modules/search/README.md). */
  SEARCH_INDEX_MIN_PRODUCTS: z.coerce.number().int().min(0).default(2000),
  /**
   * How often the payments job runs (one instance at a time): payments whose callback is overdue are
   * settled with the gateway, then orders left awaiting payment beyond 30 minutes are cancelled.
   */
  STALE_PAYMENT_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  /** How often the shoppers waiting for a product back in stock are looked at (and told, once). */
  STOCK_ALERT_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * A payment still pending this many minutes after it began is settled by asking the gateway, as
   * if its callback had come; the 30-minute payment window cancels the order only after that.
   */
  PAYMENT_RECONCILE_AFTER_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(29, 'must be under 30: a pending payment is asked about before its order expires')
    .default(10),
  /**
   * The AES-256-GCM key shops' secrets (payment gateway keys) are stored encrypted with: 32 bytes
   * in base64 or hex (`openssl rand -base64 32`). Required in production; the demo makes its own.
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .refine(
      (text) => parseSecretKey(text) !== null,
      'must be 32 bytes in base64 or hex (openssl rand -base64 32)',
    )
    .transform((text) => parseSecretKey(text)!)
    .optional(),
  /** When set, GET /metrics answers only a scrape that sends it as a Bearer token. */
  METRICS_TOKEN: secret('METRICS_TOKEN'),
  /** When set, /api/docs answers only a request that sends it (Bearer, or as a browser's password). */
  DOCS_TOKEN: secret('DOCS_TOKEN'),
  /**
   * How long an instance told to stop (SIGTERM) keeps serving while /readyz answers 503, so the load
   * balancer takes it out of rotation before its listener closes. Default 5000 in production, else 0.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** SPEC §1: the footer credits the platform provider and its technology company, each with a link. */
  PLATFORM_PROVIDER_NAME: z.string().min(1).default('Vitrine'),
  PLATFORM_PROVIDER_URL: z.string().url().optional(),
  PLATFORM_TECHNOLOGY_COMPANY_NAME: z.string().min(1).default('Vitrine Technologies'),
  PLATFORM_TECHNOLOGY_COMPANY_URL: z.string().url().optional(),
  /** Host names of the platform operator's console (comma-separated); default in demo: operator.localhost. */
  OPERATOR_HOSTS: z.string().optional(),
  /** Mobile numbers that sign in to the operator's console (comma-separated); demo default: 9000000001. */
  OPERATOR_MOBILES: z.string().optional(),
  /** Serve the built storefront (production) or Vite in middleware mode (development). */
  STOREFRONT: z.enum(['build', 'vite', 'off']).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw invalidEnvironment(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const vars = parsed.data;
  const problems = [
    ...modeProblems(vars),
    ...smsProblems(vars),
    ...notificationProblems(vars),
    ...operatorProblems(vars),
  ];
  if (problems.length) throw invalidEnvironment(problems);
  const demo = vars.VITRINE_MODE !== 'production';
  return {
    mode: demo ? ('demo' as const) : ('production' as const),
    sms: smsConfig(vars),
    notifications: notificationConfig(vars, demo),
    env: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? ({ kind: 'postgres', url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE } as const)
      : ({ kind: 'pglite', dir: vars.PGLITE_DIR } as const),
    redisUrl: vars.REDIS_URL,
    redisKeyPrefix: vars.REDIS_KEY_PREFIX,
    defaultCustomerId: vars.DEFAULT_CUSTOMER_ID,
    seedDemo: vars.SEED_DEMO ?? demo,
    trustProxy: vars.TRUST_PROXY,
    paymentSandbox: vars.PAYMENT_SANDBOX ?? demo,
    paymentSandboxUrl: vars.PAYMENT_SANDBOX_URL,
    stalePaymentSweepMs: vars.STALE_PAYMENT_SWEEP_MS,
    paymentReconcileAfterMs: vars.PAYMENT_RECONCILE_AFTER_MINUTES * 60_000,
    stockAlertSweepMs: vars.STOCK_ALERT_SWEEP_MS,
    catalogCacheBytes: vars.CATALOG_CACHE_MB * 1024 * 1024,
    searchIndexMinProducts: vars.SEARCH_INDEX_MIN_PRODUCTS,
    metricsToken: vars.METRICS_TOKEN,
    settingsEncryptionKey: vars.SETTINGS_ENCRYPTION_KEY,
    docsToken: vars.DOCS_TOKEN,
    otpSendsPerIpPerHour: vars.OTP_SENDS_PER_IP_PER_HOUR,
    shutdownDelayMs: vars.SHUTDOWN_DELAY_MS ?? (vars.NODE_ENV === 'production' ? 5000 : 0),
    operator: operatorConfig(vars, demo),
    storefront: vars.STOREFRONT ?? (vars.NODE_ENV === 'production' ? 'build' : 'off'),
    platformCredit: {
      provider: { name: vars.PLATFORM_PROVIDER_NAME, url: vars.PLATFORM_PROVIDER_URL ?? null },
      technologyCompany: {
        name: vars.PLATFORM_TECHNOLOGY_COMPANY_NAME,
        url: vars.PLATFORM_TECHNOLOGY_COMPANY_URL ?? null,
      },
    },
  };
}

type Vars = z.infer<typeof envSchema>;

const invalidEnvironment = (problems: string[]) =>
  new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);

/**
 * NODE_ENV=production must name its mode, so a real shop never starts as the demo by default.
 * Production refuses every demo part and needs the tokens that keep /metrics and /api/docs private.
 */
function modeProblems(vars: Vars): string[] {
  if (!vars.VITRINE_MODE && vars.NODE_ENV === 'production') {
    return ['VITRINE_MODE: set production for a real shop, or demo for the demo shops'];
  }
  if (vars.VITRINE_MODE !== 'production') return [];
  const problems = [
    vars.NODE_ENV !== 'production' && 'NODE_ENV: must be production (secure cookies, HSTS)',
    (vars.SMS_PROVIDER ?? 'dev') === 'dev' &&
      'SMS_PROVIDER: the dev outbox shows every sign-in code to anyone; set msg91 or twilio',
    vars.SEED_DEMO &&
      "SEED_DEMO: the demo shops' owner signs in with a number published in this repository; set false",
    vars.WHATSAPP_PROVIDER === 'dev' &&
      'WHATSAPP_PROVIDER: dev sends nothing and shows notifications to anyone; set cloud or off',
    vars.EMAIL_PROVIDER === 'dev' &&
      'EMAIL_PROVIDER: dev sends nothing and shows notifications to anyone; set smtp or off',
    vars.PAYMENT_SANDBOX && 'PAYMENT_SANDBOX: the sandbox marks orders paid with no money taken; set false',
    !vars.METRICS_TOKEN && 'METRICS_TOKEN: required (16+ characters), so /metrics is not public',
    !vars.DOCS_TOKEN && 'DOCS_TOKEN: required (16+ characters), so /api/docs is not public',
    !vars.SETTINGS_ENCRYPTION_KEY &&
      "SETTINGS_ENCRYPTION_KEY: required (32 bytes, openssl rand -base64 32), so shops' payment keys are stored encrypted",
  ];
  return problems.filter((problem) => typeof problem === 'string');
}

const SMS_SETTINGS = {
  dev: [],
  msg91: ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
} as const satisfies Record<string, ReadonlyArray<keyof Vars>>;

function smsProblems(vars: Vars): string[] {
  const provider = vars.SMS_PROVIDER ?? 'dev';
  const absent = SMS_SETTINGS[provider].filter((name) => !vars[name]);
  return absent.length ? [`SMS_PROVIDER=${provider} needs ${absent.join(', ')}`] : [];
}

/** Where one-time codes go; smsProblems has checked the chosen provider's settings. */
function smsConfig(vars: Vars) {
  const provider = vars.SMS_PROVIDER ?? 'dev';
  if (provider === 'msg91') {
    return {
      provider,
      authKey: vars.MSG91_AUTH_KEY!,
      templateId: vars.MSG91_TEMPLATE_ID!,
      baseUrl: vars.MSG91_BASE_URL,
    } as const;
  }
  if (provider === 'twilio') {
    return {
      provider,
      accountSid: vars.TWILIO_ACCOUNT_SID!,
      authToken: vars.TWILIO_AUTH_TOKEN!,
      from: vars.TWILIO_FROM!,
      baseUrl: vars.TWILIO_BASE_URL,
    } as const;
  }
  return { provider } as const;
}
export type SmsConfig = ReturnType<typeof smsConfig>;

function notificationProblems(vars: Vars): string[] {
  const problems: string[] = [];
  if (vars.WHATSAPP_PROVIDER === 'cloud' && (!vars.WHATSAPP_ACCESS_TOKEN || !vars.WHATSAPP_PHONE_NUMBER_ID))
    problems.push('WHATSAPP_PROVIDER=cloud needs WHATSAPP_ACCESS_TOKEN, WHATSAPP_PHONE_NUMBER_ID');
  if (vars.EMAIL_PROVIDER === 'smtp' && (!vars.SMTP_URL || !vars.EMAIL_FROM))
    problems.push('EMAIL_PROVIDER=smtp needs SMTP_URL, EMAIL_FROM');
  return problems;
}

/** Notification channels and the worker's pace; SMS goes through SMS_PROVIDER's provider. */
function notificationConfig(vars: Vars, demo: boolean) {
  const fallback = demo ? 'dev' : 'off';
  const whatsappProvider = vars.WHATSAPP_PROVIDER ?? fallback;
  const emailProvider = vars.EMAIL_PROVIDER ?? fallback;
  return {
    whatsapp:
      whatsappProvider === 'cloud'
        ? ({
            provider: 'cloud',
            accessToken: vars.WHATSAPP_ACCESS_TOKEN!,
            phoneNumberId: vars.WHATSAPP_PHONE_NUMBER_ID!,
            graphUrl: vars.WHATSAPP_GRAPH_URL,
          } as const)
        : ({ provider: whatsappProvider } as const),
    email:
      emailProvider === 'smtp'
        ? ({ provider: 'smtp', url: vars.SMTP_URL!, from: vars.EMAIL_FROM! } as const)
        : ({ provider: emailProvider } as const),
    platformSmsTemplates: vars.MSG91_WELCOME_TEMPLATE_ID
      ? { shop_welcome: vars.MSG91_WELCOME_TEMPLATE_ID }
      : {},
    pollMs: vars.NOTIFY_POLL_MS,
    maxAttempts: vars.NOTIFY_MAX_ATTEMPTS,
    retryBaseMs: vars.NOTIFY_RETRY_BASE_MS,
    leaseMs: vars.NOTIFY_LEASE_MS,
  };
}
export type NotificationConfig = ReturnType<typeof notificationConfig>;

/** The demo's operator number, published here: production refuses it. */
export const DEMO_OPERATOR_MOBILE = '9000000001';
const DEMO_OPERATOR_HOST = 'operator.localhost';
const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

function operatorProblems(vars: Vars): string[] {
  const hosts = listOf(vars.OPERATOR_HOSTS);
  const mobiles = listOf(vars.OPERATOR_MOBILES);
  const problems = [
    ...hosts
      .filter((host) => !tenantHostSchema.safeParse(host).success)
      .map((host) => `OPERATOR_HOSTS: "${host}" is not a host name`),
    ...mobiles
      .filter((mobile) => !MOBILE_PATTERN.test(mobile))
      .map((mobile) => `OPERATOR_MOBILES: "${mobile}" is not a 10-digit mobile number`),
  ];
  if (vars.VITRINE_MODE !== 'production') return problems;
  if (mobiles.includes(DEMO_OPERATOR_MOBILE))
    problems.push(
      `OPERATOR_MOBILES: ${DEMO_OPERATOR_MOBILE} is the demo's operator, published in this repository`,
    );
  if (hosts.includes(DEMO_OPERATOR_HOST))
    problems.push(`OPERATOR_HOSTS: ${DEMO_OPERATOR_HOST} is the demo's; name the console's real host`);
  if (hosts.length && !mobiles.length)
    problems.push('OPERATOR_MOBILES: required with OPERATOR_HOSTS, or no one can sign in to the console');
  return problems;
}

/** Where the operator's console answers and who signs in to it; production has no defaults (no console). */
function operatorConfig(vars: Vars, demo: boolean) {
  const hosts = listOf(vars.OPERATOR_HOSTS ?? (demo ? DEMO_OPERATOR_HOST : ''));
  const mobiles = listOf(vars.OPERATOR_MOBILES ?? (demo ? DEMO_OPERATOR_MOBILE : ''));
  return { hosts: new Set(hosts), mobiles };
}
