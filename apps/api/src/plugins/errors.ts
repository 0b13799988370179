import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorEnvelope } from '@vitrine/contract/errors';
import { AppError } from '../lib/app-error.ts';

type Fields = NonNullable<ErrorEnvelope['error']['fields']>;

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  extra: { fields?: Fields; retryAfter?: number } = {},
) {
  if (extra.retryAfter !== undefined) reply.header('retry-after', String(extra.retryAfter));
  const body: ErrorEnvelope = {
    error: { code, message, requestId: request.id, ...extra },
    message,
  };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own client errors, in words a client developer can act on. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
    message: 'Send the body as application/json',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: ERROR_CODES.PAYLOAD_TOO_LARGE,
    message: 'The request body is too large',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: ERROR_CODES.BAD_REQUEST, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: ERROR_CODES.BAD_REQUEST, message: 'The body is not valid JSON' },
};

function validationFields(error: FastifyError): Fields {
  return (error.validation ?? []).map((issue) => {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path =
      params?.issue?.path?.map(String).join('.') ||
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    return {
      path: [error.validationContext, path].filter(Boolean).join('.'),
      message: issue.message ?? 'is invalid',
    };
  });
}

/**
 * The router's own refusals (a path that is not valid percent-encoding, a path segment longer than
 * the router takes), answered with the envelope like every other refusal. Pass as `frameworkErrors`.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return sendError(request, reply, 414, ERROR_CODES.BAD_REQUEST, 'A part of the address is too long');
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    return sendError(request, reply, 400, ERROR_CODES.BAD_REQUEST, 'The address is not a valid URL');
  }
  return sendInternalError(request, reply, error, 'unhandled router error');
}

/** What Node's HTTP parser refuses before there is a request: a head over 16 KB, a timeout, bad syntax. */
const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The address or headers are too long' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
};

/**
 * The envelope for a request the server could not even read (pass as `clientErrorHandler`); Fastify's
 * own answer is a bare body of another shape.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request could not be read',
  };
  const code = status === 431 ? ERROR_CODES.HEADERS_TOO_LARGE : ERROR_CODES.BAD_REQUEST;
  const body = JSON.stringify({ error: { code, message, requestId: randomUUID() }, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * An HTTP/1.1 request must name its host (RFC 9112 §3.2), which names the shop. Node's own check
 * (`requireHostHeader`, turned off in the server's options) answers a bare 400 outside the envelope.
 */
export function refuseRequestsWithoutHost(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      throw new AppError(400, ERROR_CODES.BAD_REQUEST, 'The request has no Host header');
    }
  });
}

/** A fault of ours: logged with its stack, answered without it. */
function sendInternalError(request: FastifyRequest, reply: FastifyReply, error: unknown, what: string) {
  request.log.error({ err: error }, what);
  return sendError(
    request,
    reply,
    500,
    ERROR_CODES.INTERNAL,
    'Something went wrong on our side; please try again',
  );
}

/**
 * A write that names a user who is no longer there (a foreign key to `users`): the account was
 * deleted while its access token still lived, which is being signed out, not a fault of the server.
 */
function namesGoneAccount(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause && typeof cause === 'object'; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23503' && typeof constraint === 'string' && constraint.endsWith('_user_id_users_id_fk')) {
      return true;
    }
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(request, reply, error.statusCode, error.code, error.message, {
        retryAfter: error.retryAfter,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = validationFields(error);
      const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
      return sendError(request, reply, 400, ERROR_CODES.VALIDATION_FAILED, `Invalid request — ${summary}`, {
        fields,
      });
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(
        request,
        reply,
        status,
        known?.code ?? ERROR_CODES.BAD_REQUEST,
        known?.message ?? error.message,
      );
    }
    if (namesGoneAccount(error)) {
      return sendError(request, reply, 401, ERROR_CODES.UNAUTHENTICATED, 'Please sign in to continue.');
    }
    return sendInternalError(request, reply, error, 'unhandled error');
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      request,
      reply,
      404,
      ERROR_CODES.NOT_FOUND,
      `No such route: ${request.method} ${request.url.split('?')[0]}`,
    ),
  );
}
