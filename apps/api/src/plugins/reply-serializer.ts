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
