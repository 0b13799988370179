import type { FastifyInstance } from 'fastify';
import { ERROR_CODES, type ErrorEnvelope } from '@vitrine/contract/errors';
import { sendError } from './errors.ts';

type Fields = NonNullable<ErrorEnvelope['error']['fields']>;
const NUL = '\u0000';
const MESSAGE = 'must not contain the NUL character (U+0000)';

/** Where in a parsed value a string (or a key) holds NUL, as "body.address.name"; walked without recursion. */
function nulPaths(root: string, value: unknown): Fields {
  const fields: Fields = [];
  const pending: Array<[string, unknown]> = [[root, value]];
  while (pending.length && fields.length < 10) {
    const [path, node] = pending.pop()!;
    if (typeof node === 'string') {
      if (node.includes(NUL)) fields.push({ path, message: MESSAGE });
    } else if (node && typeof node === 'object' && !ArrayBuffer.isView(node)) {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes(NUL)) fields.push({ path, message: `has a key that ${MESSAGE}` });
        pending.push([`${path}.${key}`, item]);
      }
    }
  }
  return fields;
}

/**
 * PostgreSQL text cannot hold U+0000, and no shopper types it: a request whose path, query or JSON
 * body carries one is refused as invalid before any handler sees it (raw uploads are bytes, not text).
 */
export function refuseNulCharacters(scope: FastifyInstance) {
  scope.addHook('preValidation', async (request, reply) => {
    const fields = [
      ...nulPaths('params', request.params),
      ...nulPaths('querystring', request.query),
      ...nulPaths('body', request.body),
    ];
    if (fields.length === 0) return;
    const summary = fields.map((field) => `${field.path}: ${field.message}`).join('; ');
    return sendError(request, reply, 400, ERROR_CODES.VALIDATION_FAILED, `Invalid request — ${summary}`, {
      fields,
    });
  });
}
