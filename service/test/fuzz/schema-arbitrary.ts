/**
 * fast-check arbitraries built from the served OpenAPI document: values that fit a JSON
 * Schema (the "valid" requests), and the hostile changes made to them (the "invalid" ones).
 */
import fc from 'fast-check';

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  example?: unknown;
};

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
}

/** Every $ref replaced by what it names (the document has no recursive schemas). */
export function resolve(doc: OpenApiDocument, schema: JsonSchema): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return resolve(doc, doc.components?.schemas?.[name] ?? {});
  }
  const out: JsonSchema = { ...schema };
  if (out.items) out.items = resolve(doc, out.items);
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([key, value]) => [key, resolve(doc, value)]),
    );
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (out[key]) out[key] = out[key].map((s) => resolve(doc, s));
  }
  return out;
}

/** A small set of file bodies: real magic numbers, text, and noise. */
export const FILES: Array<{ name: string; type: string; bytes: Uint8Array }> = [
  { name: 'po.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n') },
  {
    name: 'photo.png',
    type: 'image/png',
    bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  },
  {
    name: 'lines.csv',
    type: 'text/csv',
    bytes: new TextEncoder().encode(
      'Item Code,Item Description,Public Price,Disc %,Qty\nA-1,Gloves,10.50,5,3\nA-2,Masks,1000000000000,0,1\n',
    ),
  },
  { name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() },
  { name: 'noise.xlsx', type: 'application/octet-stream', bytes: Uint8Array.from([0x50, 0x4b, 3, 4, 1, 2]) },
  { name: 'page.html', type: 'text/html', bytes: new TextEncoder().encode('<script>alert(1)</script>') },
  { name: 'a\u0000b\u202Egpj.exe', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7') },
];

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** Values that fit `schema`. Arrays are kept short and strings moderate, so requests stay fast. */
export function arbitraryFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  // The documented example is a value the service takes: used often, so requests get past
  // validation and exercise what lies behind it.
  if (schema.example !== undefined) {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(schema.example) },
      { weight: 1, arbitrary: arbitraryFor({ ...schema, example: undefined }) },
    );
  }
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(arbitraryFor));
  if (schema.allOf) return arbitraryFor(Object.assign({}, ...schema.allOf));
  const types = typesOf(schema);
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type })));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 100_000, 2 ** 31) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: 0, max: 100_000 }),
        fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true }),
      );
    case 'string':
      return stringOf(schema);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return objectOf(schema);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'date') {
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 60, 60));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) record[key] = arbitraryFor(value);
  return fc.record(record, {
    requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
  }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Strings an attacker sends where text goes. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'abc\u0000def',
    '\u0001\u0002\u001b[31m',
    '\u202Egpj.exe',
    '\u200B\uFEFF',
    "'; drop table orders; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '{{7*7}}',
    '\uD800',
    '2020-13-45',
    '9999-99-99',
    '1e309',
    'NaN',
    '-0',
    '',
    ' ',
  ),
  fc.constantFrom(10_000, 100_000).map((n) => 'x'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Numbers that break naive money and integer handling. */
export const hostileNumber = fc.constantFrom(
  1e12,
  1000000000000,
  -1,
  1e308,
  -1e308,
  1e-7,
  0.001,
  2 ** 31,
  2 ** 53 + 1,
  Number.MAX_SAFE_INTEGER,
  999999999999.99,
  12.345,
);

/** A value of any JSON type, for a field that expects another. */
export const wrongType = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.constant({ $gt: '' }),
);

/** Every path to a value inside `value` (objects and arrays), the root excluded. */
export function pathsOf(value: unknown, prefix: Array<string | number> = []): Array<Array<string | number>> {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** A copy of `root` with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
export function withValueAt(root: unknown, path: Array<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = withValueAt(copy[head as number], rest, replacement);
    return copy;
  }
  const copy = { ...(root as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = withValueAt(copy[head as string], rest, replacement);
  return copy;
}
