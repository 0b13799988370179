import type { FastifyRequest } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';

/** Keys that hold a person's details or a credential, wherever a logged object has them. */
const PERSONAL_KEYS = [
  'mobile',
  'name',
  'email',
  'address',
  'otp',
  'token',
  'refreshToken',
  'body',
  'secret',
  'webhookSecret',
  'clientSecret',
  'webhookPassword',
];

/**
 * PostgreSQL's `detail` quotes the row or key a statement failed on ("Key (mobile)=(98…) already
 * exists", "Failing row contains (…)"); drizzle writes every bound value into its error's message
 * and `params`. The log keeps the statement and the database's message (which names the
 * constraint), not the values.
 */
function errorWithoutValues(error: unknown) {
  if (!(error instanceof Error)) return error;
  const serialized = stdSerializers.err(error);
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    const { params } = cause as { params?: unknown };
    if (!Array.isArray(params)) continue;
    const values = `\nparams: ${params.join(',')}`;
    serialized.message = serialized.message.replaceAll(values, '');
    serialized.stack = serialized.stack.replaceAll(values, '');
  }
  delete serialized.params;
  delete serialized.detail;
  return serialized;
}

/** The server's pino options: no names, mobiles, addresses, codes or tokens in any log line. */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      ...PERSONAL_KEYS.flatMap((key) => [key, `*.${key}`]),
    ],
    serializers: {
      err: errorWithoutValues,
      // Without the query string: it can carry a mobile number (the dev outbox) or a shopper's search.
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.split('?')[0],
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
