import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv, { type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../server/demo/seed';
import { createTestApp, describeEngines, USERS, type TestApp } from './harness';
import { nullableToJsonSchema, type Hints, type JsonSchema } from './openapi-fuzz-arbitrary';
import { demoHints } from './openapi-fuzz-hints';
import { mutations, toInject, validRequest, type FuzzOperation, type Generated } from './openapi-fuzz-request';

/**
 * Issue 30 §5: the OpenAPI document at /v1/docs must be one a fuzzer cannot fault. For every
 * operation in the app's own document, requests generated from its schemas (fast-check, a fixed
 * seed) are sent as the demo administrator, a tenant and an anonymous caller, valid ones and ones
 * broken in one place (a wrong type, an unknown field, a missing or empty or oversized value). The
 * test fails on any 5xx, any status the operation does not document, a content type not documented
 * for that status, a JSON body that does not match the documented schema, and a 2xx answer to a
 * request the document itself calls invalid.
 *
 * The requests come from the schemas alone (openapi-fuzz-arbitrary.ts, openapi-fuzz-request.ts),
 * with the demo data's ids and sign-ins mixed in by field name (openapi-fuzz-hints.ts) so that
 * many reach the success answers too. Every operation signs in afresh, with the callers' accounts
 * restored first; deletes and the calls that end a session or an account run last. Failures are
 * collected over all operations and reported together (three per operation), not shrunk.
 * FUZZ_REFUSALS=1 also prints the 400 messages that valid requests got (limits the schemas may
 * not state yet), the slowest operations and those no request got a 2xx from.
 */

type Doc = {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
interface RawOperation {
  security?: unknown[];
  parameters?: FuzzOperation['parameters'];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: FuzzOperation['responses'];
}

const SEED = 305;
/** generated requests per caller and operation: valid ones, then broken ones */
const VALID_RUNS = 10;
const INVALID_RUNS = 8;
/** FUZZ_REFUSALS=1 prints the messages of 400 answers to generated valid requests: limits the schemas may not state */
const REFUSALS = !!process.env.FUZZ_REFUSALS;
const CALLERS = { admin: USERS.globalAdmin, tenant: USERS.tenant, anonymous: null } as const;

/**
 * Operations that end a session, an account or a thing others build on run last, in this order,
 * so that they cannot take away what the calls before them need (every operation signs in afresh too).
 */
function rank(op: FuzzOperation): number {
  if (/logout|password|deactivate/.test(op.path)) return 3;
  if (op.method === 'delete') return 2;
  return op.method === 'get' ? 0 : 1;
}

function operationsOf(doc: Doc): FuzzOperation[] {
  const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]): FuzzOperation => {
      const content = raw.requestBody?.content ?? {};
      const body = content['application/json']
        ? { type: 'json' as const, schema: content['application/json'].schema }
        : content['multipart/form-data']
          ? { type: 'multipart' as const, schema: content['multipart/form-data'].schema }
          : undefined;
      return {
        key: `${method} ${path}`,
        method,
        path,
        parameters: raw.parameters ?? [],
        body,
        responses: raw.responses,
        isPublic: Array.isArray(raw.security) && raw.security.length === 0,
      };
    }),
  );
  return ops.sort((a, b) => rank(a) - rank(b));
}

/** A stable number per operation: adding an operation does not change the requests of the others. */
function seedOf(key: string, salt: number): number {
  let h = SEED + salt * 7919;
  for (const c of key) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}

/** `type/subtype` matches itself, `type/*` and `*\/*`. */
function mediaMatches(documented: string, actual: string): boolean {
  if (documented === actual || documented === '*/*') return true;
  return documented.endsWith('/*') && actual.startsWith(documented.slice(0, -1));
}

describeEngines('OpenAPI document against generated requests', (engine) => {
  let t: TestApp;
  let doc: Doc;
  let hints: Hints;
  /** the demo callers' accounts as seeded, restored before every operation */
  let callerRows: { id: number; password_hash: string }[] = [];
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
  const compiled = new WeakMap<object, ValidateFunction>();
  const validator = (schema: JsonSchema) => {
    let v = compiled.get(schema);
    if (!v) compiled.set(schema, (v = ajv.compile(nullableToJsonSchema(schema) as object)));
    return v;
  };
  const resolve = (ref: string): JsonSchema => {
    const name = ref.replace('#/components/schemas/', '');
    const found = doc.components?.schemas?.[name];
    if (!found) throw new Error(`unresolved ${ref}`);
    return found;
  };

  beforeAll(async () => {
    t = await createTestApp(engine, {
      // every limit out of the way: the fuzzer signs in once per operation and repeats refused attempts
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
      graphqlRateLimit: { max: 1_000_000, windowMs: 60_000 },
      signInBackoff: { freeFailures: 1_000_000, baseMs: 1, capMs: 1, memoryMs: 1 },
    });
    doc = t.app.swagger() as unknown as Doc;
    hints = await demoHints(t);
    const emails = Object.values(CALLERS).filter((e) => e !== null);
    callerRows = await t.app.db.selectFrom('users').select(['id', 'password_hash']).where('email', 'in', emails).execute();
  });
  afterAll(async () => t?.close());

  /** The callers' accounts back as seeded (a deactivation or password change before may have ended them), then fresh sessions. */
  async function sessions(): Promise<Record<keyof typeof CALLERS, Record<string, string>>> {
    for (const row of callerRows) {
      await t.app.db.updateTable('users').set({ is_active: 1, password_hash: row.password_hash }).where('id', '=', row.id).execute();
    }
    const out = { anonymous: {} } as Record<keyof typeof CALLERS, Record<string, string>>;
    for (const [who, email] of Object.entries(CALLERS)) {
      if (!email) continue;
      const res = await t.app.inject({ method: 'POST', url: '/v1/auth/login/email', payload: { email, password: DEMO_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`sign-in as ${email}: ${res.statusCode} ${res.body}`);
      out[who as keyof typeof CALLERS] = { authorization: `Bearer ${res.json().access_token}` };
    }
    return out;
  }

  /** What is wrong with this answer by the document; nothing when it is as documented. */
  function faults(op: FuzzOperation, res: LightMyRequestResponse, requestInvalid: boolean): string[] {
    const status = res.statusCode;
    if (status >= 500) return [`answered ${status}: ${res.body.slice(0, 200)}`];
    const documented = op.responses[String(status)];
    if (!documented) return [`answered ${status}, which is not documented (documented: ${Object.keys(op.responses).join(', ')}): ${res.body.slice(0, 160)}`];
    const out: string[] = [];
    if (requestInvalid && status < 300) out.push(`accepted with ${status} a request the document calls invalid`);
    const contentType = String(res.headers['content-type'] ?? '').split(';')[0].trim();
    if (!documented.content) {
      if (res.body !== '' || contentType) out.push(`${status} documents no body, answered ${contentType || 'no type'}: ${res.body.slice(0, 80)}`);
      return out;
    }
    const media = Object.keys(documented.content).find((m) => mediaMatches(m, contentType));
    if (!media) {
      out.push(`${status} answered ${contentType || 'no content type'}, documented ${Object.keys(documented.content).join(', ')}`);
      return out;
    }
    const schema = documented.content[media].schema;
    if (media === 'application/json' && schema) {
      let body: unknown;
      try {
        body = res.json();
      } catch {
        return [...out, `${status} is not JSON: ${res.body.slice(0, 80)}`];
      }
      const validate = validator(schema);
      if (!validate(body)) out.push(`${status} body does not match its schema: ${ajv.errorsText(validate.errors)} in ${res.body.slice(0, 160)}`);
    }
    return out;
  }

  /** Whether the request breaks the operation's documented input schemas (ajv against what is sent). */
  function breaksSchema(op: FuzzOperation, g: Generated): boolean {
    for (const where of ['path', 'query'] as const) {
      const params = op.parameters.filter((p) => p.in === where);
      const schema: JsonSchema = {
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
        required: params.filter((p) => p.required || where === 'path').map((p) => p.name),
      };
      // what goes into a URL arrives as text; an empty value of a parameter that allows one is no value
      const allowsEmpty = new Set(params.filter((p) => p.allowEmptyValue).map((p) => p.name));
      const sent = Object.fromEntries(
        Object.entries(g[where])
          .filter(([k, v]) => v !== undefined && !(v === '' && allowsEmpty.has(k)))
          .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      if (params.length && !validator(schema)(sent)) return true;
    }
    if (op.body?.type === 'json') return !validator(op.body.schema)(g.body ?? null);
    if (op.body?.type === 'multipart') {
      if (g.file === undefined) return true;
      const fileRequired = (op.body.schema.required ?? []).some((k) => op.body!.schema.properties?.[k]?.format === 'binary');
      if (fileRequired && !g.file) return true;
      return (op.body.schema.required ?? []).some((k) => op.body!.schema.properties?.[k]?.format !== 'binary' && (g.body as Record<string, unknown>)?.[k] == null);
    }
    return false;
  }

  it('answers generated valid and invalid requests to every operation as documented', { timeout: 240_000 }, async () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(100);
    const found = new Map<string, string[]>();
    let sent = 0;
    const refusals = new Map<string, number>();
    const succeeded = new Set<string>();
    const took: [string, number][] = [];
    for (const op of ops) {
      const started = performance.now();
      const headersOf = await sessions();
      const broken = mutations(op);
      for (const [index, who] of (Object.keys(CALLERS) as (keyof typeof CALLERS)[]).entries()) {
        // the anonymous caller of a non-public operation is refused before any input is read: fewer runs
        const runs = !op.isPublic && who === 'anonymous' ? 2 : VALID_RUNS;
        const valid = fc.sample(validRequest(op, resolve, hints), { seed: seedOf(op.key, index), numRuns: runs });
        const invalid = broken.length
          ? fc.sample(
              fc.tuple(validRequest(op, resolve, hints), fc.constantFrom(...broken)).map(([g, m]) => ({ g: m.apply(g) ?? g, m: m.name })),
              { seed: seedOf(op.key, index + 10), numRuns: !op.isPublic && who === 'anonymous' ? 1 : INVALID_RUNS },
            )
          : [];
        for (const { g, m } of [...valid.map((g) => ({ g, m: 'valid' })), ...invalid]) {
          const request = toInject(op, g, { ...headersOf[who], 'accept-language': index % 2 ? 'en' : 'cs' });
          const res = await t.app.inject(request);
          sent++;
          if (res.statusCode < 300) succeeded.add(op.key);
          if (REFUSALS && m === 'valid' && res.statusCode === 400) refusals.set(`${op.key}: ${res.json().message}`, (refusals.get(`${op.key}: ${res.json().message}`) ?? 0) + 1);
          const invalidRequest = m !== 'valid' && breaksSchema(op, g);
          for (const fault of faults(op, res, invalidRequest)) {
            const list = found.get(op.key) ?? [];
            if (list.length < 3) list.push(`${fault} — as ${who}, ${m}: ${request.method} ${String(request.url).slice(0, 160)} ${typeof request.payload === 'string' ? request.payload.slice(0, 160) : ''}`);
            found.set(op.key, list);
          }
        }
      }
      took.push([op.key, performance.now() - started]);
    }
    if (REFUSALS) {
      console.log([...refusals].map(([k, n]) => `${n}× ${k}`).join('\n'));
      console.log(took.sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, ms]) => `${Math.round(ms)} ms ${k}`).join('\n'));
      console.log(`never answered 2xx:\n${ops.filter((op) => !succeeded.has(op.key)).map((op) => op.key).join('\n')}`);
    }
    const report = [...found].map(([key, list]) => `${key}\n  ${list.join('\n  ')}`);
    expect(report, `${found.size} operations answered against the document (${sent} requests)`).toEqual([]);
  });

  // the fuzzer's finds, pinned so that they stay fixed whatever the generator's seed draws
  it('refuses a GraphQL operation name that names no operation with 400, not 500', async () => {
    const headers = (await sessions()).admin;
    for (const payload of [{ query: '{ __typename }', operationName: 'nope' }, { query: 'query A { __typename } { __typename }', operationName: 'A' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/v1/graphql', headers, payload });
      expect(res.statusCode, res.body).toBe(400);
    }
  });
});
