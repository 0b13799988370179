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
  /** The tenant that localhost, 127.0.0.1 and ::1 show. */
  DEFAULT_CUSTOMER_ID: customerIdSchema.default('kesar-home'),
  /** Write the demo tenants into an empty database at start. */
  SEED_DEMO: flag.default(true),
  /** Trust X-Forwarded-* from a load balancer in front. */
  TRUST_PROXY: flag.default(false),
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
    env: vars.NODE_ENV,
    isProduction: vars.NODE_ENV === 'production',
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL,
    database: vars.DATABASE_URL
      ? ({ kind: 'postgres', url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE } as const)
      : ({ kind: 'pglite', dir: vars.PGLITE_DIR } as const),
    redisUrl: vars.REDIS_URL,
    defaultCustomerId: vars.DEFAULT_CUSTOMER_ID,
    seedDemo: vars.SEED_DEMO,
    trustProxy: vars.TRUST_PROXY,
    storefront: vars.STOREFRONT ?? (vars.NODE_ENV === 'production' ? 'build' : 'off'),
  };
}
