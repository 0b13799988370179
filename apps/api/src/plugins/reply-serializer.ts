import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type SerializerCompiler = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Replies are written by fast-json-stringify from the contract's reply schema, as JSON Schema: only
 * the fields the contract names leave the server, with no copy of the reply made first (zod's encode
 * copied every reply, a tenth of a cart request's time). A schema JSON Schema cannot express (a
 * transform, a date) keeps zod's own serializer.
 */
export const replySerializerCompiler: typeof zodSerializerCompiler = (route: SerializerCompiler) => {
  const { schema } = route;
  if (schema instanceof z.ZodType) {
    try {
      return jsonWriterFor(schema);
    } catch {
      // Not expressible as JSON Schema: zod writes it.
    }
  }
  return zodSerializerCompiler(route);
};

const jsonWriterFor = (schema: z.ZodType) =>
  fastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as never);

/**
 * Sends replies to values kept and answered many times over (a stored cart): each value's reply,
 * as `schema` writes `envelope(value)`, is written once and kept beside it while the value lives.
 */
export function writtenOnce<T extends object>(schema: z.ZodType, envelope: (value: T) => unknown) {
  const write = jsonWriterFor(schema) as (data: unknown) => string;
  const written = new WeakMap<T, string>();
  return (reply: FastifyReply, value: T) => {
    let json = written.get(value);
    if (json === undefined) {
      json = write(envelope(value));
      written.set(value, json);
    }
    // A string with a JSON content type is sent as it is, past the route's serializer.
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
