/**
 * The SPA's one typed client over the contract's route table (contract/route.ts, issue 30 §3).
 * A feature names a route and fills in its path values, query and body; the path, the method and
 * the answer's type come from the table, and every JSON answer is checked against the route's
 * response schema here, once (an answer of the wrong shape is an error, never an empty list: spec
 * 000 §8). Requests themselves go through lib/http (headers, error wording, 401 handling).
 */
import useSWR from 'swr';
import { pathOf, type AnswerOf, type BodyOf, type PathParamNames, type PathValues, type QueryOf, type Route } from '../../contract/route';
import { useLiveRefreshInterval } from '../live/useLive';
import { ApiError, MESSAGES, download, request, type Download, type RequestOptions } from './http';

/** A successful answer whose shape is not the route's: an older server, or a proxy's page. */
export class MalformedAnswerError extends Error {
  readonly route: string;

  constructor(route: Route) {
    super(`${route.method} ${route.path}: unexpected answer`);
    this.name = 'MalformedAnswerError';
    this.route = `${route.method} ${route.path}`;
  }
}

export function isMalformedAnswer(e: unknown): e is MalformedAnswerError {
  return e instanceof MalformedAnswerError;
}

/** The route's path values, when it has any. */
type PathPart<R extends Route> = [PathParamNames<R['path']>] extends [never] ? { path?: undefined } : { path: PathValues<R> };
type QueryPart<R extends Route> = QueryOf<R> extends never ? { query?: undefined } : { query?: QueryOf<R> };
/** A multipart route takes its form as FormData (the fields the contract's upload schema names). */
type BodyPart<R extends Route> = BodyOf<R> extends never ? { body?: FormData } : { body: BodyOf<R> };
/** What a read names: its path values and query. */
export type ReadInput<R extends Route> = PathPart<R> & QueryPart<R>;
export type CallInput<R extends Route> = ReadInput<R> & BodyPart<R>;

interface LooseInput {
  path?: Record<string, number | string>;
  query?: Record<string, unknown>;
  body?: unknown;
}

function urlOf(route: Route, input: LooseInput): string {
  return pathOf(route, input.path ?? {}, input.query);
}

/** The API path of a call (also a read's SWR key). */
export function routeUrl<R extends Route>(route: R, input: ReadInput<R>): string {
  return urlOf(route, input as LooseInput);
}

async function schemasOf(route: Route) {
  try {
    return await route.schemas();
  } catch {
    // the schemas' chunk did not arrive: as good as no answer
    throw new ApiError(MESSAGES.network, 0);
  }
}

/** Checks a raw JSON answer against the route's response schema. */
export async function checkAnswer<R extends Route>(route: R, raw: unknown): Promise<AnswerOf<R>> {
  const { response } = await schemasOf(route);
  if (!response) return undefined as AnswerOf<R>;
  const result = response.safeParse(raw);
  if (!result.success) throw new MalformedAnswerError(route);
  return result.data as AnswerOf<R>;
}

/** Calls a route and answers its checked answer (undefined for a route that answers nothing). */
export async function call<R extends Route>(route: R, input: CallInput<R>, opts?: RequestOptions): Promise<AnswerOf<R>> {
  // the schemas load while the request runs
  const schemas = schemasOf(route).catch(() => undefined);
  const loose = input as LooseInput;
  const sendsBody = route.method !== 'GET' && route.method !== 'DELETE';
  const raw = await request<unknown>(route.method, urlOf(route, loose), sendsBody ? (loose.body ?? {}) : undefined, opts);
  await schemas;
  // a DELETE's answer is not read (spec 000 §7; lib/http gives none)
  if (route.answer !== 'json' || route.method === 'DELETE') return undefined as AnswerOf<R>;
  return checkAnswer(route, raw);
}

/** Downloads a route's file (`answer: 'file'`). */
export function callFile<R extends Route>(route: R, input: CallInput<R>, opts?: RequestOptions): Promise<Download> {
  const loose = input as LooseInput;
  const method = route.method === 'POST' ? 'POST' : 'GET';
  return download(urlOf(route, loose), { ...opts, method, body: method === 'POST' ? (loose.body ?? {}) : undefined });
}

/** Reads a GET route by its full API path (an SWR key made by routeUrl). */
export async function readKey<R extends Route>(route: R, key: string): Promise<AnswerOf<R>> {
  const schemas = schemasOf(route).catch(() => undefined);
  const raw = await request<unknown>('GET', key);
  await schemas;
  return checkAnswer(route, raw);
}

export interface ReadOptions {
  /** the live polling pace (LIVE_POLL_MS…): slower while the socket is up, none in a hidden tab; none when absent */
  pollMs?: number;
  /** keep showing the previous answer while a new key loads (a filter or a page changed) */
  keepPreviousData?: boolean;
}

/**
 * The one data hook for reads: SWR keyed by the call's API path (so the live bridge finds it by
 * prefix), the answer checked against the route's schema. `input` null reads nothing (no building yet).
 */
export function useRead<R extends Route>(route: R, input: ReadInput<R> | null, options: ReadOptions = {}) {
  const refreshInterval = useLiveRefreshInterval(options.pollMs ?? 0);
  const key = input === null ? null : urlOf(route, input as LooseInput);
  const swr = useSWR<AnswerOf<R>, ApiError | MalformedAnswerError>(key, (k: string) => readKey(route, k), {
    keepPreviousData: options.keepPreviousData ?? true,
    refreshInterval,
  });
  return { data: swr.data, error: swr.error, isLoading: swr.isLoading, isValidating: swr.isValidating, mutate: swr.mutate, key };
}
