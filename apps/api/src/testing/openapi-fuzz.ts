import fc from 'fast-check';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0) that the API's zod schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: string;
  /** As OpenAPI writes it: /api/order/{orderId}. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body?: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}

/** Every operation of the document under `prefix`, but the document's own pages. */
export function operationsOf(document: unknown, prefix = '/api/'): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries((document as OpenApiDocument).paths)) {
    if (!path.startsWith(prefix) || path.startsWith(`${prefix}docs`)) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const requestBody = operation.requestBody as
        { content?: Record<string, { schema?: JsonSchema }> } | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Real values the generators mix in, so that requests reach past validation into the handlers. */
export interface FuzzPools {
  /** Ids of real rows, of both tenants. */
  ids: string[];
  mobiles: string[];
  refreshTokens: string[];
  customerIds: string[];
}

const HUGE = 100_000;
/** Strings that have broken servers before: SQL, NUL, encodings, paths, templates, sizes. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "'",
  "' OR '1'='1",
  "'; drop table users; --",
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '${jndi:ldap://example.invalid/a}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '-1',
  '0',
  '1.5',
  '-0.5',
  '1e309',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '9'.repeat(40),
  '\ud800',
  '\u202eRTL',
  'नमस्ते दुनिया',
  'வணக்கம்',
  '😀👍🏽👨‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǵ̘͙o̵',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const HUGE_STRINGS = ['a'.repeat(HUGE), '😀'.repeat(HUGE / 4), 'अ'.repeat(HUGE / 3), 'x'.repeat(60_000)];
const NASTY_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -1.5,
  0.001,
  1e21,
  -1e21,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31),
  2 ** 53,
  2 ** 64,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((text) => `${text}\u0000${text}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);
const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** An object or array nested `depth` levels deep. */
export function deeplyNested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level += 1) value = kind === 'object' ? { a: value } : [value];
  return value;
}

/** A value of the wrong kind, or of the right kind but out of every range. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.constantFrom(deeplyNested(64, 'object'), deeplyNested(1000, 'array')) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const numericBounds = (schema: JsonSchema, integer: boolean) => {
  const step = integer ? 1 : 0.01;
  let min = schema.minimum ?? (integer ? -1_000 : -1_000_000);
  let max = schema.maximum ?? (integer ? 1_000_000 : 1_000_000);
  if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min: Math.max(min, -Number.MAX_SAFE_INTEGER), max: Math.min(max, Number.MAX_SAFE_INTEGER) };
};

const typesOf = (schema: JsonSchema) =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/**
 * Values the schema allows (mostly): what a correct client sends. Fields named like ids, mobiles,
 * codes and tokens take real values from the pools, so requests get past validation.
 */
export function conforming(schema: JsonSchema, pools: FuzzPools, key = ''): fc.Arbitrary<unknown> {
  const base = conformingNotNull(schema, pools, key);
  return schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, fc.constant(null)) : base;
}

function conformingNotNull(schema: JsonSchema, pools: FuzzPools, key: string): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if ('const' in schema) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => conforming(choice, pools, key)));
  if (schema.allOf?.length) return conforming(schema.allOf[0]!, pools, key);
  const types = typesOf(schema);
  const type = types.find((candidate) => candidate !== 'null') ?? (schema.properties ? 'object' : undefined);
  const hinted = hint(key, type, pools);
  const bySchema = conformingByType(schema, type, pools);
  return hinted ? fc.oneof({ weight: 4, arbitrary: hinted }, { weight: 1, arbitrary: bySchema }) : bySchema;
}

function conformingByType(
  schema: JsonSchema,
  type: string | undefined,
  pools: FuzzPools,
): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return conformingString(schema);
    case 'integer':
    case 'number': {
      const integer = type === 'integer';
      const { min, max } = numericBounds(schema, integer);
      if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      return fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min, max: Math.min(max, min + 5) }) },
        { weight: 1, arbitrary: fc.integer({ min, max }) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? conforming(schema.items, pools) : fc.jsonValue({ maxDepth: 1 }), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        model[name] = conforming(property, pools, name);
      return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function conformingString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  const fits = (value: string) => value.length >= minLength && value.length <= (schema.maxLength ?? Infinity);
  if (schema.format === 'email') return fc.constantFrom('meera@example.in', 'ravi.kumar+shop@mail.co.in');
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.constantFrom(new Date().toISOString(), '2024-02-29T00:00:00Z');
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    // Cut or stretched to the length limits (no filter: a pattern and a length may rarely agree).
    const stretched = (value: string) =>
      value.slice(0, schema.maxLength ?? Infinity).padEnd(minLength, value.at(-1) ?? '0');
    return fc
      .stringMatching(pattern, { size: 'xsmall' })
      .map((value) => (fits(value) ? value : stretched(value)));
  }
  return fc.string({ unit: 'grapheme', minLength, maxLength: Math.max(minLength, maxLength) });
}

/** Real values for fields a correct client fills from what the server gave it. */
function hint(key: string, type: string | undefined, pools: FuzzPools): fc.Arbitrary<unknown> | undefined {
  if (type === 'integer' && /addressIndex/i.test(key)) return fc.integer({ min: 1, max: 4 });
  if (type === 'integer' && /quantity/i.test(key)) return fc.constantFrom(-1, 0, 1, 2, 3, 12, 1000);
  if (type !== 'string') return undefined;
  if (key === 'customerId') return fc.constantFrom(...pools.customerIds);
  if (/refreshToken/i.test(key))
    return fc.oneof(fc.constantFrom(...pools.refreshTokens), fc.base64String({ maxLength: 60 }));
  if (/mobile/i.test(key))
    return fc.oneof(fc.constantFrom(...pools.mobiles), fc.stringMatching(/^[6-9]\d{9}$/));
  if (key === 'otp') return fc.stringMatching(/^\d{4}$/);
  if (key === 'redirectUrl')
    return fc.constantFrom(
      'http://localhost/order/done',
      'https://evil.example/steal',
      'javascript:alert(1)',
    );
  if (key === 'id' || /Id$/.test(key)) return idLike(pools);
  return undefined;
}

/** Ids: real ones of either tenant, unknown UUIDs, and ids of no shape at all. */
export const idLike = (pools: FuzzPools): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...pools.ids) },
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nastyString },
  );

type Key = string | number;
const pathsIn = (value: unknown, at: Key[] = []): Key[][] => {
  const here = [at];
  if (Array.isArray(value)) return here.concat(...value.map((item, index) => pathsIn(item, [...at, index])));
  if (value && typeof value === 'object')
    return here.concat(...Object.entries(value).map(([name, item]) => pathsIn(item, [...at, name])));
  return here;
};
const parentOf = (root: unknown, path: Key[]) =>
  path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root) as Record<
    Key,
    unknown
  >;

interface Mutation {
  kind: 'replace' | 'delete' | 'extra' | 'wrap';
  at: number;
  key: string;
  value: unknown;
}
const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'extra', 'wrap'),
  at: fc.nat(),
  key: fc.oneof(
    fc.constantFrom('__proto__', 'constructor', 'price', 'customerId', 'userId', 'roles'),
    nastyString,
  ),
  value: nastyValue,
});

function mutate(original: unknown, mutations: Mutation[]): unknown {
  let root = structuredClone(original);
  for (const { value, ...change } of mutations) {
    // The generators share their constants between samples: insert copies, never the constants.
    const fresh = structuredClone(value);
    const paths = pathsIn(root);
    const path = paths[change.at % paths.length]!;
    const target = path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root);
    const replaceWith = (value: unknown) => {
      if (path.length === 0) root = value;
      else parentOf(root, path)[path.at(-1)!] = value;
    };
    if (change.kind === 'replace') replaceWith(fresh);
    else if (change.kind === 'wrap') replaceWith(change.at % 2 ? [target] : { value: target });
    else if (change.kind === 'delete' && path.length > 0) {
      const parent = parentOf(root, path);
      if (Array.isArray(parent)) parent.splice(Number(path.at(-1)), 1);
      else delete parent[path.at(-1)!];
    } else if (change.kind === 'extra' && target && typeof target === 'object' && !Array.isArray(target)) {
      Object.defineProperty(target, change.key, {
        value: fresh,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
  }
  return root;
}

/** The value with one of its strings (the `at`th, counting round) replaced by `text`. */
function replaceText(original: unknown, at: number, text: string): unknown {
  const root = structuredClone(original);
  const texts = pathsIn(root).filter(
    (path) =>
      typeof path.reduce<unknown>((node, key) => (node as Record<Key, unknown>)[key], root) === 'string',
  );
  if (texts.length === 0) return root;
  const path = texts[at % texts.length]!;
  if (path.length === 0) return text;
  parentOf(root, path)[path.at(-1)!] = text;
  return root;
}

/** A body as sent: JSON to serialise, or raw bytes with whatever content type. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer; contentType?: string };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const rawBodies: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.record({
    kind: fc.constant('raw' as const),
    payload: fc.constantFrom(
      '',
      'not json',
      '{',
      '{"a":',
      'null',
      '[]',
      '"text"',
      '123',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '['.repeat(5000) + ']'.repeat(5000),
      '{"a":'.repeat(3000) + '1' + '}'.repeat(3000),
      `{"a":"${'b'.repeat(HUGE)}"}`,
    ),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    payload: fc.constantFrom(
      '{"a":1}',
      'a=1&b=2',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    ),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json; charset=latin1',
      '',
      'application/json, text/plain',
    ),
  }),
  fc.record({
    kind: fc.constant('raw' as const),
    payload: fc.oneof(
      fc.constantFrom(
        PNG,
        Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]),
        Buffer.from([]),
        Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(1024 * 1024 + 1)]),
      ),
      fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    ),
    contentType: fc.constantFrom('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/json'),
  }),
);

/** A body for the operation: a correct one, a correct one broken in up to three places, or junk. */
export function bodyFor(operation: Operation, pools: FuzzPools): fc.Arbitrary<FuzzBody> {
  const none = fc.constant<FuzzBody>({ kind: 'none' });
  const json = (value: fc.Arbitrary<unknown>) =>
    value.map<FuzzBody>((body) => ({ kind: 'json', value: body }));
  if (!operation.body) {
    if (['GET', 'DELETE', 'HEAD'].includes(operation.method))
      return fc.oneof({ weight: 19, arbitrary: none }, { weight: 1, arbitrary: json(nastyValue) });
    return fc.oneof(
      { weight: 1, arbitrary: none },
      { weight: 1, arbitrary: json(nastyValue) },
      { weight: 3, arbitrary: rawBodies },
    );
  }
  const correct = conforming(operation.body, pools);
  return fc.oneof(
    { weight: 8, arbitrary: json(correct) },
    // Correct but for one text field: the text reaches the handler and the database.
    {
      weight: 4,
      arbitrary: json(
        fc.tuple(correct, fc.nat(), nastyString).map(([value, at, text]) => replaceText(value, at, text)),
      ),
    },
    {
      weight: 9,
      arbitrary: json(
        fc
          .tuple(correct, fc.array(mutation, { minLength: 1, maxLength: 3 }))
          .map(([value, changes]) => mutate(value, changes)),
      ),
    },
    { weight: 1, arbitrary: none },
    { weight: 2, arbitrary: rawBodies },
  );
}

/** encodeURIComponent, with lone surrogates (which it cannot encode) sent as U+FFFD, as UTF-8 would. */
const encode = (value: string) => encodeURIComponent(Buffer.from(value).toString());
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The path with its parameters filled: real ids, correct values, junk (usually URL-encoded). */
export function pathFor(operation: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const parts = operation.pathParams.map((parameter) =>
    fc
      .tuple(
        fc.oneof(
          { weight: 5, arbitrary: idLike(pools) },
          { weight: 2, arbitrary: conforming(parameter.schema ?? {}, pools, parameter.name).map(asText) },
          { weight: 3, arbitrary: nastyString.map(asText) },
          { weight: 1, arbitrary: nastyNumber.map(asText) },
        ),
        fc.nat(9),
      )
      .map(([value, encoding]) => [parameter.name, encoding === 0 ? value : encode(value)] as const),
  );
  return fc
    .tuple(...parts)
    .map((values) =>
      values.reduce((path, [name, value]) => path.replace(`{${name}}`, value), operation.path),
    );
}

/** A query string from the operation's parameters: correct, junk, missing, repeated and unknown ones. */
export function queryFor(operation: Operation, pools: FuzzPools): fc.Arbitrary<string> {
  const pairs = operation.query.map((parameter) =>
    fc
      .oneof(
        { weight: 6, arbitrary: conforming(parameter.schema ?? {}, pools, parameter.name).map(asText) },
        { weight: 3, arbitrary: nastyString },
        { weight: 1, arbitrary: nastyNumber.map(asText) },
        { weight: 3, arbitrary: fc.constant(undefined) },
      )
      .map((value) => (value === undefined ? [] : [[parameter.name, value] as const])),
  );
  const extras = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          ...operation.query.map((parameter) => parameter.name),
          '__proto__',
          'customerId',
          'a[b]',
        ),
        fc.string({ maxLength: 8 }),
      ),
      nastyString,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(
      fc.tuple(...pairs),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extras }),
    )
    .map(([chosen, extra]) => {
      const all = [...chosen.flat(), ...extra];
      return all.length ? `?${all.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}` : '';
    });
}
