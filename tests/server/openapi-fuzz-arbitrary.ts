import fc from 'fast-check';

/**
 * A compact JSON Schema (OpenAPI 3.0 flavour, as @fastify/swagger writes it) → fast-check
 * arbitrary of values the schema accepts, for tests/server/openapi-fuzz.test.ts. It covers what the
 * app's document uses: type, enum, const, min/maxLength, minimum/maximum, pattern, format,
 * anyOf/oneOf, nullable, items, min/maxItems, properties/required, additionalProperties, $ref.
 */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
  default?: unknown;
  description?: string;
};

/** Resolves `#/components/schemas/X` against the document (the app's has none today, but may). */
export type Resolve = (ref: string) => JsonSchema;
/**
 * Values that often make sense for a property of this name (a demo user's e-mail, a unit of the
 * demo building), mixed in with the schema's own so that generated requests get past the checks
 * no schema states (does that unit exist?) and reach the success answers too.
 */
export type Hints = Record<string, fc.Arbitrary<unknown>>;

/** Long enough to exercise lengths, short enough to keep a run fast. */
const TEXT_CAP = 40;
const ARRAY_CAP = 3;

const dateBetween = fc.date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true });

/** A pattern that only excludes characters (`^[^…]*$`): plain text generation fits it better than the pattern's own. */
const EXCLUDES_ONLY = /^\^\[\^[^\]]*\]\*\$$/;

function stringArbitrary(s: JsonSchema, patterns: string[]): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? Math.max(min, TEXT_CAP);
  const regexes = patterns.map((p) => new RegExp(p, 'u'));
  const fits = (v: string) => v.length >= min && v.length <= max && regexes.every((r) => r.test(v));
  const shaping = patterns.find((p) => !EXCLUDES_ONLY.test(p));
  let base: fc.Arbitrary<string>;
  if (s.format === 'date-time') base = dateBetween.map((d) => d.toISOString());
  else if (s.format === 'date') base = dateBetween.map((d) => d.toISOString().slice(0, 10));
  else if (s.format === 'email') {
    base = fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9]{0,11}$/), fc.constantFrom('example.com', 'example.org', 'fuzz.cz'))
      .map(([local, domain]) => `${local}@${domain}`);
  } else if (s.format === 'binary') base = fc.constant('binary');
  else if (shaping?.startsWith('^\\d{4}-\\d{2}-\\d{2}')) {
    // a date, or a date and time: real ones (the pattern alone also allows 2026-99-99)
    base = fc.oneof(dateBetween.map((d) => d.toISOString().slice(0, 10)), dateBetween.map((d) => d.toISOString()));
  } else if (shaping) base = fc.stringMatching(new RegExp(shaping));
  else {
    // mostly plain text, sometimes any unicode (control characters included: where the schema does
    // not exclude them, the server must take them or refuse them as documented, not fail)
    const cap = Math.min(max, Math.max(min, TEXT_CAP));
    base = fc.oneof(
      { weight: 4, arbitrary: fc.string({ minLength: min, maxLength: cap }) },
      { weight: 1, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: 'binary' }) },
    );
  }
  return base.filter(fits);
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const high = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum - 1 : (s.maximum ?? 1_000_000);
  const min = Math.max(Math.ceil(low), Number.MIN_SAFE_INTEGER);
  const max = Math.min(Math.floor(high), Number.MAX_SAFE_INTEGER);
  const ints = fc.oneof(
    { weight: 3, arbitrary: fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }) },
    // small ids and counts, where the demo data lives
    { weight: 3, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 30), Math.max(min, 0)) }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
  );
  if (integer) return ints;
  return fc.oneof({ weight: 4, arbitrary: ints }, { weight: 1, arbitrary: fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }) });
}

/** Values `s` accepts. */
export function valueOf(s: JsonSchema, resolve: Resolve, depth = 0, hints: Hints = {}): fc.Arbitrary<unknown> {
  if (s.$ref) return valueOf(resolve(s.$ref), resolve, depth, hints);
  let base = nonNull(s, resolve, depth, hints);
  if (s.nullable) base = fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) });
  return base;
}

function nonNull(s: JsonSchema, resolve: Resolve, depth: number, hints: Hints): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum.filter((v) => v !== null || s.nullable));
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((a) => valueOf(a, resolve, depth + 1, hints)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  // zod writes a second pattern of a string as `allOf: [{ pattern }]`; anything else in an allOf is merged
  const parts = (s.allOf ?? []).map((a) => (a.$ref ? resolve(a.$ref) : a));
  if (type === 'string' || parts.every((p) => p.type === 'string' && p.pattern)) {
    const patterns = [s.pattern, ...parts.map((p) => p.pattern)].filter((p): p is string => !!p);
    if (type === 'string' || patterns.length) return stringArbitrary(s, patterns);
  }
  if (parts.length) {
    const { allOf: _all, ...rest } = s;
    return valueOf(Object.assign({}, rest, ...parts), resolve, depth + 1, hints);
  }
  switch (type) {
    case 'integer':
      return numberArbitrary(s, true);
    case 'number':
      return numberArbitrary(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(s.items ?? {}, resolve, depth + 1, hints), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? ARRAY_CAP, ARRAY_CAP)),
      });
    case 'object':
      return objectOf(s, resolve, depth, hints);
    default:
      if (s.properties) return objectOf(s, resolve, depth, hints);
      // any value: a small JSON value
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 1 });
  }
}

function objectOf(s: JsonSchema, resolve: Resolve, depth: number, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([k, v]) => {
      const own = valueOf(v, resolve, depth + 1, hints);
      return [k, hints[k] ? fc.oneof({ weight: 1, arbitrary: own }, { weight: 2, arbitrary: hints[k] }) : own];
    }),
  );
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Record<string, unknown>>;
}

/** The schema with `$ref`s and `allOf`s kept as they are, but with its first branch taken (for mutations). */
export function concrete(s: JsonSchema, resolve: Resolve): JsonSchema {
  return s.$ref ? concrete(resolve(s.$ref), resolve) : s;
}

/** A value of a JSON type the schema does not name (a number for a string, a string for a number…). */
export function wrongTypeFor(s: JsonSchema): unknown {
  const types = new Set<string>();
  const collect = (x: JsonSchema) => {
    if (x.anyOf || x.oneOf) (x.anyOf ?? x.oneOf)!.forEach(collect);
    else if (x.enum) x.enum.forEach((v) => types.add(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v));
    else if (Array.isArray(x.type)) x.type.forEach((t) => types.add(t));
    else if (x.type) types.add(x.type === 'integer' ? 'number' : x.type);
    else if (x.properties) types.add('object');
  };
  collect(s);
  const candidates: [string, unknown][] = [
    ['object', { fuzz: true }],
    ['number', 12345],
    ['string', 'fuzz'],
    ['boolean', true],
    ['array', ['fuzz']],
  ];
  return candidates.find(([t]) => !types.has(t))?.[1];
}

/**
 * OpenAPI 3.0 `nullable: true` as JSON Schema: ajv does not know the keyword, so such a node becomes
 * "this schema, or null". Runs over whole documents; leaves everything else as it is.
 */
export function nullableToJsonSchema<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullableToJsonSchema) as T;
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, k === 'enum' || k === 'const' || k === 'default' ? v : nullableToJsonSchema(v)])) as Record<string, unknown>;
  if (out.nullable === true) {
    const { nullable: _n, description, ...rest } = out;
    return { ...(description === undefined ? {} : { description }), anyOf: [rest, { type: 'null' }] } as T;
  }
  return out as T;
}
