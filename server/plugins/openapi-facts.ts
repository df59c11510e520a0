import { z } from 'zod';
import type { RouteOptions } from 'fastify';
import { ErrorResponse } from '../../contract/common';

/**
 * Completes each operation of the OpenAPI document from facts the route already states, so the
 * document says what the server really answers without every route repeating it:
 * - `config.public` → no security requirement (every other operation needs the bearer scheme);
 * - params, query or body → 400; not public → 401; a path id → 404;
 * - a write under /buildings/{id}/ → 403 (those are the permission-guarded ones; the openapi test
 *   fails if another route answers 403 undocumented); `config.forbids` overrides that guess either way;
 * - `config.upload` (the multipart text fields) → a multipart/form-data body with a binary `file`, 413;
 *   `config.uploadFiles` names another file field instead, optional and repeated (issue attachments);
 * - `config.authLimit` or `config.rateLimit` → 429; `config.conflicts` → 409; `config.forbids` → 403 (a read that needs a permission);
 * - a GET without a response schema streams a file → 200 binary in the types its `produces` names
 *   (a stored file, `application/octet-stream` or none named: any type, the one it was stored with);
 *   its errors are JSON like every other route's; 204 → no content;
 * - every route → 414: a URL over URL_MAX or a path parameter over `maxParamLength` (errors.ts);
 * - a body → 413 (over the body limit, or an upload over the file limit);
 * - any other error the framework produces (unknown route, malformed body) has the same body.
 */
type Schema = Record<string, unknown> & {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
  consumes?: string[];
  produces?: string[];
  security?: unknown;
};

const errorBody = z.toJSONSchema(ErrorResponse, { target: 'openapi-3.0' });
const { $schema: _drop, ...errorSchema } = errorBody as Record<string, unknown>;

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'invalid input',
  401: 'no session, or an expired one',
  403: 'the caller may not do this here',
  404: 'not found, or not visible to the caller',
  409: 'conflicts with existing data',
  413: 'the body or the file is larger than its limit',
  414: 'the URL or one of its path parameters is too long',
  429: 'too many attempts; see Retry-After',
};

const BUILDING_WRITE = /^\/v1\/buildings\/:\w+\/.+/;

/** The statuses besides success that this route can answer, derived from its declared facts. */
export function errorStatuses(route: Pick<RouteOptions, 'method' | 'url' | 'config'>, schema: Schema): number[] {
  const config = (route.config ?? {}) as { public?: boolean; authLimit?: string; rateLimit?: unknown; upload?: unknown; conflicts?: boolean; forbids?: boolean };
  const method = String(route.method).toUpperCase();
  const hasPathId = route.url.includes(':');
  const statuses = new Set<number>();
  if (schema.params || schema.querystring || schema.body || config.upload) statuses.add(400);
  if (!config.public) statuses.add(401);
  if (config.forbids ?? (!config.public && method !== 'GET' && BUILDING_WRITE.test(route.url))) statuses.add(403);
  if (hasPathId) statuses.add(404);
  if (config.conflicts) statuses.add(409);
  if (config.upload || schema.body) statuses.add(413);
  statuses.add(414);
  // a bucket of the auth limits, or a route's own limit (POST /v1/graphql, per user)
  if (config.authLimit || config.rateLimit) statuses.add(429);
  return [...statuses].sort();
}

function multipartBody(fields: z.ZodObject, files?: UploadFiles) {
  const json = z.toJSONSchema(fields, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  if (files) {
    const binary = { type: 'string', format: 'binary' };
    return {
      type: 'object',
      properties: { ...json.properties, [files.field]: { type: 'array', items: binary, maxItems: files.max, description: 'the attached files (optional, repeated)' } },
      required: json.required ?? [],
    };
  }
  return {
    type: 'object',
    properties: { ...json.properties, file: { type: 'string', format: 'binary', description: 'the uploaded file' } },
    required: [...(json.required ?? []), 'file'],
  };
}

/**
 * OpenAPI 3.0 reads `nullable: true` beside an `enum` as still limited to the enum's values (3.0.3
 * says so), so a nullable enum (an issue's history `from_status`) must list null among them.
 */
function nullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) return node.map(nullInNullableEnums) as T;
  if (node === null || typeof node !== 'object') return node;
  const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, nullInNullableEnums(v)])) as Record<string, unknown>;
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out as T;
}

export function withRouteFacts(schema: Schema, route: RouteOptions): Schema {
  const config = (route.config ?? {}) as { public?: boolean; upload?: z.ZodObject; uploadFiles?: UploadFiles; passthrough?: boolean };
  const response: Record<string, unknown> = nullInNullableEnums({ ...schema.response });
  const out: Schema = { ...schema, response };
  if (config.public) out.security = [];
  // HTTP forbids a 204 body; zod's null becomes a nullable JSON value, which would document one.
  if (response[204]) response[204] = { type: 'null', description: 'done; no body' };
  if (config.upload) {
    out.body = multipartBody(config.upload, config.uploadFiles);
    out.consumes = ['multipart/form-data'];
  }
  if (config.passthrough) {
    const answer = 'the answer of the route the target maps onto (a JSON object; the access-log image target answers with the photo, image/png or image/jpeg)';
    response[200] = { type: 'object', additionalProperties: true, description: answer };
    response[201] = { type: 'object', additionalProperties: true, description: `created: ${answer}` };
    response[204] = { type: 'null', description: 'done; no body' };
  }
  if (String(route.method).toUpperCase() === 'GET' && !schema.response) {
    // Per status, so that only the file is binary: its errors stay `application/json` (the default).
    const types = schema.produces?.filter((t) => t !== 'application/octet-stream') ?? [];
    const binary = { schema: { type: 'string', format: 'binary' } };
    response[200] = {
      description: types.length ? 'the file' : 'the file, in the type it was stored with (Content-Type)',
      content: Object.fromEntries((types.length ? types : ['*/*']).map((t) => [t, binary])),
    };
    delete out.produces;
  }
  for (const status of errorStatuses(route, schema)) {
    response[status] ??= { ...errorSchema, description: ERROR_DESCRIPTIONS[status] };
  }
  return out;
}

/**
 * Facts that hold for every operation alike, set on the finished document: an empty query value is
 * no value (server/plugins/input-rules.ts), which OpenAPI 3.0 says with `allowEmptyValue`.
 */
export function withDocumentFacts<T extends { paths?: Record<string, Record<string, { parameters?: { in: string }[] }>> }>(doc: T): T {
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(operations)) {
      for (const p of op.parameters ?? []) if (p.in === 'query') Object.assign(p, { allowEmptyValue: true });
    }
  }
  return doc;
}

/** An upload whose files come in their own repeated, optional field. */
interface UploadFiles {
  field: string;
  max: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** with `upload`: the files come repeated and optional in this field (not one required `file`) */
    uploadFiles?: UploadFiles;
    /** the text fields of this route's multipart upload; the document adds the binary `file` part */
    upload?: z.ZodObject;
    /** the route can refuse with 409 (a unique value already taken) */
    conflicts?: boolean;
    /**
     * whether the route can refuse with 403, where the guess (a write under /buildings/{id}/) is
     * wrong: false for a write everyone who reaches the thing may make, true for a guarded write elsewhere
     */
    forbids?: boolean;
    /** the route answers with another route's answer (the building proxy): documented as any JSON object, 201 or 204 */
    passthrough?: boolean;
  }
}
