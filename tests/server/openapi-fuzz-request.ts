import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipart } from './documents-helpers';
import { valueOf, wrongTypeFor, type Hints, type JsonSchema, type Resolve } from './openapi-fuzz-arbitrary';

/** One operation of the document, as the fuzzer reads it. */
export interface FuzzOperation {
  key: string;
  method: string;
  path: string;
  parameters: { in: string; name: string; required?: boolean; allowEmptyValue?: boolean; schema: JsonSchema }[];
  body?: { type: 'json' | 'multipart'; schema: JsonSchema };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  isPublic: boolean;
}

/** A request before it is written out: values by where they go. */
export interface Generated {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  /** multipart only: whether the file part is sent */
  file?: boolean;
}

const absent = Symbol('absent');

/**
 * The hint for a path parameter: by its name, or for a bare `id` by the collection it follows
 * (`id@buildings` for /v1/buildings/{id}…); otherwise a small id, where the demo data lives.
 */
function pathValue(op: FuzzOperation, name: string, schema: JsonSchema, resolve: Resolve, hints: Hints): fc.Arbitrary<unknown> {
  const generated = valueOf(schema, resolve);
  const key = name === 'id' ? `id@${op.path.split('/')[2]}` : name;
  const likely = hints[key] ?? (JSON.stringify(schema).includes('number') ? fc.integer({ min: 1, max: 40 }) : undefined);
  return likely ? fc.oneof({ weight: 4, arbitrary: likely }, { weight: 1, arbitrary: generated }) : generated;
}

/** Requests the document calls valid (as far as the generator's schemas go). */
export function validRequest(op: FuzzOperation, resolve: Resolve, hints: Hints): fc.Arbitrary<Generated> {
  const path = Object.fromEntries(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(op, p.name, p.schema, resolve, hints)]));
  const queryValue = (p: FuzzOperation['parameters'][number]) => {
    const own = valueOf(p.schema, resolve, 0, hints);
    return hints[p.name] ? fc.oneof(own, hints[p.name]) : own;
  };
  const query = Object.fromEntries(
    op.parameters
      .filter((p) => p.in === 'query')
      .map((p) => [p.name, p.required ? queryValue(p) : fc.option(queryValue(p), { nil: absent, freq: 2 })]),
  );
  const body = op.body ? valueOf(op.body.schema, resolve, 0, hints) : fc.constant(undefined);
  return fc.record({ path: fc.record(path), query: fc.record(query), body, file: fc.constant(true) }).map((g) => ({
    ...g,
    query: Object.fromEntries(Object.entries(g.query).filter(([, v]) => v !== absent)),
  }));
}

type Mutation = { name: string; apply: (g: Generated) => Generated | undefined };

const OVERSIZED = 'x'.repeat(9_000);
/** a JSON body over the server's limit (1 MiB, server/app.ts `bodyLimit`) */
const OVER_BODY_LIMIT = { fuzz: 'x'.repeat(1024 * 1024) };

/** Ways to break a valid request, each where the operation's schemas make it a break. */
export function mutations(op: FuzzOperation): Mutation[] {
  const out: Mutation[] = [];
  for (const p of op.parameters) {
    const where = p.in === 'path' ? 'path' : p.in === 'query' ? 'query' : undefined;
    if (!where) continue;
    const set = (value: unknown) => (g: Generated) => ({ ...g, [where]: { ...g[where], [p.name]: value } });
    out.push({ name: `${p.name}: not of its type`, apply: set(p.schema.type === 'string' && !p.schema.enum && !p.schema.pattern ? undefined : 'fuzz!') });
    out.push({ name: `${p.name}: empty`, apply: set('') });
    out.push({ name: `${p.name}: oversized`, apply: set(p.schema.maxLength !== undefined ? 'x'.repeat(p.schema.maxLength + 1) : OVERSIZED) });
    if (p.in === 'query' && p.required) out.push({ name: `${p.name}: missing`, apply: (g) => ({ ...g, query: without(g.query, p.name) }) });
  }
  if (op.body?.type === 'json') {
    const s = op.body.schema;
    const props = s.properties ?? {};
    out.push({ name: 'body: not of its type', apply: (g) => ({ ...g, body: wrongTypeFor(s) }) });
    out.push({ name: 'body: over the body limit', apply: (g) => ({ ...g, body: OVER_BODY_LIMIT }) });
    if (s.additionalProperties === false) out.push({ name: 'body: an unknown field', apply: (g) => ({ ...g, body: { ...(g.body as object), fuzz_unknown: 1 } }) });
    for (const [name, ps] of Object.entries(props)) {
      const set = (value: unknown) => (g: Generated) => ({ ...g, body: { ...(g.body as object), [name]: value } });
      out.push({ name: `body.${name}: not of its type`, apply: set(wrongTypeFor(ps)) });
      if (s.required?.includes(name)) out.push({ name: `body.${name}: missing`, apply: (g) => ({ ...g, body: without(g.body as Record<string, unknown>, name) }) });
      if (ps.type === 'string' || ps.anyOf || ps.enum) {
        out.push({ name: `body.${name}: empty`, apply: set('') });
        out.push({ name: `body.${name}: oversized`, apply: set(ps.maxLength !== undefined ? 'x'.repeat(ps.maxLength + 1) : OVERSIZED.repeat(3)) });
      }
    }
  }
  if (op.body?.type === 'multipart') {
    const required = op.body.schema.required ?? [];
    for (const name of required) {
      const isFile = (op.body.schema.properties?.[name] as JsonSchema | undefined)?.format === 'binary';
      out.push({ name: `part ${name}: missing`, apply: (g) => (isFile ? { ...g, file: false } : { ...g, body: without(g.body as Record<string, unknown>, name) }) });
    }
    out.push({ name: 'multipart: a JSON body instead', apply: (g) => ({ ...g, body: { json: true }, file: undefined }) });
  }
  return out;
}

function without<T extends Record<string, unknown>>(o: T | undefined, key: string): T {
  const { [key]: _drop, ...rest } = o ?? ({} as T);
  return rest as T;
}

const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The request as `app.inject` takes it. */
export function toInject(op: FuzzOperation, g: Generated, headers: Record<string, string>): InjectOptions {
  const url = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(g.path[name] === undefined ? '' : text(g.path[name])));
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(g.query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) search.append(k, text(item));
  }
  const full = search.size ? `${url}?${search}` : url;
  const base = { method: op.method.toUpperCase() as InjectOptions['method'], url: full, headers: { ...headers } };
  if (!op.body) return base;
  if (op.body.type === 'multipart' && g.file !== undefined) {
    const fileField = Object.entries(op.body.schema.properties ?? {}).find(([, s]) => s.format === 'binary' || s.items?.format === 'binary')?.[0] ?? 'file';
    const fields = Object.fromEntries(
      Object.entries((g.body ?? {}) as Record<string, unknown>)
        .filter(([k, v]) => k !== fileField && v !== null && v !== undefined)
        .map(([k, v]) => [k, text(v)]),
    );
    const form = multipart(fields, g.file ? { name: 'pozn\u00e1mka.txt', type: 'text/plain', content: Buffer.from('Fuzz: a small text file.\n') } : undefined, fileField);
    return { ...base, payload: form.payload, headers: { ...base.headers, ...form.headers } };
  }
  return { ...base, payload: JSON.stringify(g.body ?? null), headers: { ...base.headers, 'content-type': 'application/json' } };
}
