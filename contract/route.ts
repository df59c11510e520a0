/**
 * One route of the /v1 API, declared once (issue 30 §3): its method, path, schemas and the facts the
 * OpenAPI document states about it. The server registers the route from this declaration
 * (server/lib/route-table.ts) and the SPA calls it through the one typed client (src/lib/api.ts),
 * so neither side writes the path, the input or the answer's shape again.
 *
 * Why a table of our own and not @ts-rest/core or openapi-fetch: the contract is already zod (the
 * server validates and serializes with it through fastify-type-provider-zod), so a thin table over
 * those schemas needs no code generation step and no second description of the API. Why the
 * schemas sit behind `schemas()`: zod is ~26 KB gzipped even tree-shaken, more than the first
 * screen's budget has left; loaded on demand, it reaches the browser with the first answer it
 * checks, beside the screen instead of in front of it. The server awaits them once at start.
 */
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The sign-in limiter's buckets: each route names one, so attempts at sign-in do not use up the reset limit. */
export type AuthLimitBucket =
  | 'login'
  | 'register'
  | 'password_reset'
  | 'password_reset_confirm'
  /** the public page of a QR pass: holding a code is the only right to see it, so guessing codes is slowed down */
  | 'qr_pass';

export interface RouteSchemas {
  /** the path's parameters, as text (IdText…) */
  params?: z.ZodType;
  /** the query string */
  query?: z.ZodType;
  /** a JSON body */
  body?: z.ZodType;
  /** the success answer; none for a file download or an empty answer */
  response?: z.ZodType;
  /** a multipart upload's text fields (the file is the field `file`, or `files.field`) */
  form?: z.ZodObject;
}

/** What the OpenAPI document says beyond the schemas (server/plugins/openapi-facts.ts). */
export interface RouteFacts {
  /** no session needed */
  public?: boolean;
  /** may answer 403 (true), or never does (false; the default guesses from method and path) */
  forbids?: boolean;
  /** may answer 409 */
  conflicts?: boolean;
  /** the bucket of the sign-in limits it counts against (server/plugins/rate-limit.ts); may answer 429 */
  authLimit?: AuthLimitBucket;
  /** a multipart upload whose files come as a repeated, optional field instead of one `file` */
  uploadFiles?: { field: string; max: number };
}

/** How the answer is read: JSON (checked against `response`), a file, or nothing (204, or a DELETE). */
export type AnswerKind = 'json' | 'file' | 'none';

export interface Route<M extends Method = Method, P extends string = string, S extends RouteSchemas = RouteSchemas> {
  readonly method: M;
  /** without the /v1 base, with `:name` parameters, e.g. `/buildings/:id/doors` */
  readonly path: P;
  /** the success status (200 unless said) */
  readonly status: 200 | 201 | 204;
  readonly answer: AnswerKind;
  readonly facts: RouteFacts;
  /** the schemas, loaded once on first use */
  readonly schemas: () => Promise<S>;
}

/** `/buildings/:id/doors/:doorId` → 'id' | 'doorId' */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type SchemasOf<R> = R extends Route<Method, string, infer S> ? S : never;
type InputOf<T> = T extends z.ZodType ? z.input<T> : never;
type OutputOf<T> = T extends z.ZodType ? z.output<T> : never;

/** What the caller fills into the path. */
export type PathValues<R extends Route> = Record<PathParamNames<R['path']>, number | string>;
/** The query the caller may send (as the schema takes it in). */
export type QueryOf<R extends Route> = InputOf<SchemasOf<R>['query']>;
/** The JSON body the caller sends. */
export type BodyOf<R extends Route> = InputOf<SchemasOf<R>['body']>;
/**
 * The checked answer: undefined for a route without a response schema, and for a DELETE, whose
 * answer the client does not read (spec 000 §7: "DELETE ignores the body").
 */
export type AnswerOf<R extends Route> = R['method'] extends 'DELETE'
  ? undefined
  : SchemasOf<R>['response'] extends z.ZodType
    ? OutputOf<SchemasOf<R>['response']>
    : undefined;

interface RouteDeclaration<M extends Method, P extends string, S extends RouteSchemas> {
  method: M;
  path: P;
  schemas: () => Promise<S>;
  status?: 200 | 201 | 204;
  /** 'json' unless said: a download is 'file', an empty answer 'none' (204) */
  answer?: AnswerKind;
  facts?: RouteFacts;
}

export function defineRoute<M extends Method, P extends string, S extends RouteSchemas>(declaration: RouteDeclaration<M, P, S>): Route<M, P, S> {
  let loaded: Promise<S> | undefined;
  const schemas = () => {
    loaded ??= declaration.schemas();
    // a failed chunk load (offline) must not stay cached: the next call tries again
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  return {
    method: declaration.method,
    path: declaration.path,
    status: declaration.status ?? (declaration.answer === 'none' ? 204 : 200),
    answer: declaration.answer ?? 'json',
    facts: declaration.facts ?? {},
    schemas,
  };
}

/**
 * The path with its parameters filled in and the query appended (absent, null and empty values
 * left out: an empty query value means the same as none, docs/api-conventions.md). This string is
 * also the read's SWR key, which the live bridge finds by prefix.
 */
export function pathOf<R extends Route>(route: R, values: PathValues<R>, query?: QueryOf<R> | Record<string, unknown>): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = (values as Record<string, number | string | undefined>)[name];
    if (value === undefined || value === '') throw new Error(`${route.method} ${route.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
