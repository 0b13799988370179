import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@vitrine/contract/errors';
import { AppError } from '../lib/app-error.ts';

/**
 * Refuses a request that does not carry `token`, as a Bearer token (a scraper, curl) or as the
 * password of Basic authentication, which a browser asks its user for after the 401 and then sends.
 */
export function refuseWithoutToken(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  what: string,
) {
  const [scheme = '', credentials = ''] = (request.headers.authorization ?? '').split(' ');
  const given =
    scheme.toLowerCase() === 'basic'
      ? Buffer.from(credentials, 'base64').toString().split(':').slice(1).join(':')
      : scheme.toLowerCase() === 'bearer'
        ? credentials
        : '';
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  if (a.length === b.length && timingSafeEqual(a, b)) return;
  reply.header('www-authenticate', `Basic realm="${what}", charset="UTF-8"`);
  throw new AppError(401, ERROR_CODES.UNAUTHENTICATED, `${what} need the token.`);
}
