import { isDeepStrictEqual } from 'node:util';
import fastJson, { type Schema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The app-wide response serializer: each route's zod response schema is turned into JSON Schema
 * once (z.toJSONSchema, output side) and compiled by fast-json-stringify, the serializer Fastify
 * itself ships. An answer is then written straight from the route's rows instead of being
 * validated field by field by zod and stringified again: about half the time on a 100-row list
 * (speed figures: `npm run bench`).
 *
 * What it keeps from zod's serializer: unknown properties are dropped (objects are
 * `additionalProperties: false`), an `undefined` optional field is left out, null stays null, a
 * missing required field is an error. What it does not do is check types: fast-json-stringify
 * coerces (null → 0 or "", 1 → true, "12" → 12). Our routes build their answers against the
 * contract's own types, and `verify` (on under tests) runs zod beside it on every answer and
 * refuses any difference, so such a slip fails a test instead of reaching a client.
 *
 * A schema fast-json-stringify cannot express, or that z.toJSONSchema cannot represent
 * (transforms, codecs, dates, bigints), keeps zod's own serializer for that route only.
 */
export function compiledSerializer({ verify }: { verify: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema } = route;
    // a plain JSON Schema (from a plugin) is compiled as Fastify's default compiler would
    if (!(schema instanceof z.core.$ZodType)) return fastJson(schema as Schema);
    const fast = fastSerializerOf(schema);
    // not expressible in JSON Schema or not compilable: zod validates and encodes this one
    if (!fast) return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    if (!verify) return fast;
    return (data) => {
      const json = fast(data);
      const encoded = z.safeEncode(schema, data);
      if (!encoded.success) throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
      const expected = JSON.stringify(encoded.data);
      if (!isDeepStrictEqual(JSON.parse(json), JSON.parse(expected))) {
        const message = `the compiled serializer wrote ${json}, zod would write ${expected}`;
        const cause = new z.ZodError([{ code: 'custom', path: [], message, input: data }]);
        throw new ResponseSerializationError(route.method, route.url, { cause });
      }
      return json;
    };
  };
}

/** fast-json-stringify compiled from a zod schema, or null where one of the two cannot take it. */
export function fastSerializerOf(schema: z.core.$ZodType): ((data: unknown) => string) | null {
  try {
    return fastJson(forFastJson(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as Schema);
  } catch {
    return null;
  }
}

type Node = { [key: string]: unknown };
const SCHEMA_KEYS = ['items', 'additionalProperties', 'not', 'propertyNames', 'if', 'then', 'else'];
const SCHEMA_LIST_KEYS = ['anyOf', 'oneOf', 'allOf', 'items', 'prefixItems'];
const SCHEMA_MAP_KEYS = ['properties', 'patternProperties', 'definitions', '$defs'];

/**
 * z.toJSONSchema's output, adjusted where fast-json-stringify would otherwise write something
 * other than what zod's serializer writes (exported for its test):
 * - `const` (z.literal): fast-json-stringify writes the constant whatever the value is; without
 *   it the value itself is written.
 * - `default`: written in place of a missing value, where zod's encode refuses the answer.
 * - `integer`: fast-json-stringify truncates 1.5 to 1; as `number` the value is written as it is.
 * - `format` (date-time, date, time): its date writers would rewrite a string; a string is written as is.
 * - `anyOf: [X, {type: 'null'}]` (a nullable object or union): a runtime schema check per value
 *   (Ajv) becomes a null test (`nullable`), the same answer at a fraction of the cost.
 */
export function forFastJson(schema: unknown): unknown {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) return schema;
  const { const: _const, default: _default, format: _format, ...node } = schema as Node;
  if (node.type === 'integer') node.type = 'number';
  if (Array.isArray(node.type)) node.type = [...new Set(node.type.map((t) => (t === 'integer' ? 'number' : t)))];
  for (const key of SCHEMA_KEYS) if (key in node && !Array.isArray(node[key])) node[key] = forFastJson(node[key]);
  for (const key of SCHEMA_LIST_KEYS) if (Array.isArray(node[key])) node[key] = (node[key] as unknown[]).map(forFastJson);
  for (const key of SCHEMA_MAP_KEYS) {
    if (node[key] && typeof node[key] === 'object') {
      node[key] = Object.fromEntries(Object.entries(node[key] as Node).map(([k, v]) => [k, forFastJson(v)]));
    }
  }
  const options = node.anyOf as Node[] | undefined;
  if (options?.length === 2 && Object.keys(node).length === 1) {
    const other = options.filter((o) => !isNullSchema(o));
    // only a plain schema: fast-json-stringify reads `$ref` and `anyOf` before `nullable`
    if (other.length === 1 && !['$ref', 'anyOf', 'oneOf', 'allOf'].some((k) => k in other[0])) return { ...other[0], nullable: true };
  }
  return node;
}

const isNullSchema = (s: Node) => s.type === 'null' && Object.keys(s).length === 1;
