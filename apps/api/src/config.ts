import { z } from 'zod';
import { customerIdSchema } from '@vitrine/contract/customer';

const flag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every environment variable the server reads; .env.example documents each one. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL connection string; when unset, an embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
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
  /** Write the demo tenants into an empty database at start. */
  SEED_DEMO: flag.default(true),
  /** Trust X-Forwarded-* from a load balancer in front. */
  TRUST_PROXY: flag.default(false),
  /**
   * One-time codes one client address may ask for in an hour (default 30). Raise it when many shoppers
   * reach the shop through one address (carrier-grade NAT, an office proxy) and TRUST_PROXY cannot tell
   * them apart; the per-number limits still hold.
   */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).optional(),
  /** Where one-time codes go: dev (server log and /api/dev/outbox), msg91 or twilio. */
  SMS_PROVIDER: z.enum(['dev', 'msg91', 'twilio']).optional(),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  /** The MSG91 flow template (mapped to the DLT-approved template) with an ##otp## variable. */
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_BASE_URL: z.string().url().default('https://control.msg91.com'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number (E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  /** Serve the built-in sandbox payment gateway at /sandbox-gateway (the demo shops pay through it). */
  PAYMENT_SANDBOX: flag.default(true),
  /** Where this server reaches its sandbox gateway; by default its own loopback address and port. */
  PAYMENT_SANDBOX_URL: z.string().url().optional(),
  /** How often orders left awaiting payment beyond 30 minutes are cancelled and their stock released. */
  STALE_PAYMENT_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
  /** When set, GET /metrics answers only a scrape that sends it as a Bearer token. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /**
   * How long an instance told to stop (SIGTERM) keeps serving while /readyz answers 503, so the load
   * balancer takes it out of rotation before its listener closes. Default 5000 in production, else 0.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  /** Serve the built storefront (production) or Vite in middleware mode (development). */
  STOREFRONT: z.enum(['build', 'vite', 'off']).optional(),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const vars = parsed.data;
  return {
    sms: smsConfig(vars),
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
    seedDemo: vars.SEED_DEMO,
    trustProxy: vars.TRUST_PROXY,
    paymentSandbox: vars.PAYMENT_SANDBOX,
    paymentSandboxUrl: vars.PAYMENT_SANDBOX_URL,
    stalePaymentSweepMs: vars.STALE_PAYMENT_SWEEP_MS,
    metricsToken: vars.METRICS_TOKEN,
    otpSendsPerIpPerHour: vars.OTP_SENDS_PER_IP_PER_HOUR,
    shutdownDelayMs: vars.SHUTDOWN_DELAY_MS ?? (vars.NODE_ENV === 'production' ? 5000 : 0),
    storefront: vars.STOREFRONT ?? (vars.NODE_ENV === 'production' ? 'build' : 'off'),
  };
}

type Vars = z.infer<typeof envSchema>;

/**
 * A production server must be told where codes go: it refuses to start on the dev provider unless
 * SMS_PROVIDER=dev says so explicitly (the demo's `npm start` does).
 */
function smsConfig(vars: Vars) {
  const provider = vars.SMS_PROVIDER ?? (vars.NODE_ENV === 'production' ? undefined : 'dev');
  if (!provider) {
    throw new Error(
      'Invalid environment:\n  SMS_PROVIDER: set msg91 or twilio in production (or dev, explicitly, for a demo)',
    );
  }
  const missing = (names: Array<keyof Vars>) => names.filter((name) => !vars[name]);
  if (provider === 'msg91') {
    const absent = missing(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID']);
    if (absent.length)
      throw new Error(`Invalid environment:\n  SMS_PROVIDER=msg91 needs ${absent.join(', ')}`);
    return {
      provider,
      authKey: vars.MSG91_AUTH_KEY!,
      templateId: vars.MSG91_TEMPLATE_ID!,
      baseUrl: vars.MSG91_BASE_URL,
    } as const;
  }
  if (provider === 'twilio') {
    const absent = missing(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM']);
    if (absent.length)
      throw new Error(`Invalid environment:\n  SMS_PROVIDER=twilio needs ${absent.join(', ')}`);
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
