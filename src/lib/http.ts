/**
 * The one HTTP client of the SPA (spec 000 §7–§8). Every call goes through
 * `request`, so headers, error wording and 401 handling are the same everywhere.
 */
import { navigate } from 'wouter/use-browser-location';
import { STORAGE_KEYS } from './storageKeys';
import { currentPath, rememberOrigin } from './redirect';

export const API_BASE = '/v1';

export const MESSAGES = {
  generic: 'An error occurred',
  network: 'Network error occurred',
  invalidJson: 'Invalid JSON response',
  download: 'Failed to download file',
} as const;

/** A failed call. `status` is the HTTP status, or 0 when the request never got an answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;
  /** true when the text came from the server's json (message/error), not from a client fallback */
  readonly fromServer: boolean;

  constructor(message: string, status: number, data?: unknown, fromServer = false) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
    this.fromServer = fromServer;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

/**
 * Text for an error toast: the server's own message when it sent one, the
 * network text when there was no answer, otherwise the screen's translated
 * fallback (e.g. 'Registration failed') — which says more than 'An error occurred'.
 */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError) return e.fromServer || e.isNetworkError ? e.message : fallback;
  // an answer of the wrong shape (lib/api.ts MalformedAnswerError): its message is for developers
  if (e instanceof Error && e.message && e.name !== 'MalformedAnswerError') return e.message;
  return fallback;
}

type UnauthorizedHandler = () => void;

/**
 * What a 401 does. The session layer installs the full version (clears the
 * token atom and the SWR cache) from main.tsx; this default keeps the client
 * correct on its own (tests, or anything that runs before main.tsx).
 */
let unauthorizedHandler: UnauthorizedHandler = () => {
  localStorage.removeItem(STORAGE_KEYS.token);
  rememberOrigin(currentPath());
  if (window.location.pathname !== '/login') navigate('/login');
};

export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

export function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

export function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return p.startsWith(`${API_BASE}/`) ? p : API_BASE + p;
}

function buildHeaders(token: string | null, body: unknown, extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  headers.set('Accept', 'application/json');
  headers.set('X-Platform', 'web');
  // server messages come back in the UI language; i18n.ts keeps <html lang> current
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (lang && !headers.has('Accept-Language')) headers.set('Accept-Language', lang);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The browser must set the multipart boundary itself, so FormData gets no content type.
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json');
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function pickMessage(json: unknown): string | null {
  if (json && typeof json === 'object') {
    const { message, error } = json as { message?: unknown; error?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return null;
}

/** Error of a non-OK answer: json message → json error → generic; non-json → statusText → network text. */
async function errorFromResponse(res: Response, fallbackForJson: string): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  try {
    const json: unknown = JSON.parse(text);
    const message = pickMessage(json);
    return new ApiError(message ?? fallbackForJson, res.status, json, message !== null);
  } catch {
    return new ApiError(res.statusText || MESSAGES.network, res.status);
  }
}

export interface RequestOptions {
  signal?: AbortSignal;
  headers?: HeadersInit;
}

async function send(method: string, path: string, body: unknown, opts: RequestOptions): Promise<{ res: Response; token: string | null }> {
  const token = readToken();
  try {
    const res = await fetch(apiUrl(path), {
      method,
      headers: buildHeaders(token, body, opts.headers),
      body: encodeBody(body),
      signal: opts.signal,
    });
    return { res, token };
  } catch (e) {
    // An abort is the caller's own decision, not a network failure.
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(MESSAGES.network, 0);
  }
}

function handleUnauthorized(res: Response, token: string | null): void {
  // Only a request that carried a session can lose it; a wrong password on the
  // login form is a 401 too and must stay on the form with its message.
  if (res.status === 401 && token) unauthorizedHandler();
}

export async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const { res, token } = await send(method, path, body, opts);
  if (!res.ok) {
    const err = await errorFromResponse(res, MESSAGES.generic);
    handleUnauthorized(res, token);
    throw err;
  }
  // DELETE answers are not read (spec 000 §7); 204 has nothing to read.
  if (method === 'DELETE' || res.status === 204) return undefined as T;
  let text: string;
  try {
    text = await res.text();
  } catch {
    // the body never arrived in full (connection dropped, page unloading): no answer, not a bad one
    throw new ApiError(MESSAGES.network, 0);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(MESSAGES.invalidJson, res.status);
  }
}

/** RFC 6266: prefer filename* (RFC 5987 encoded), then the plain quoted or bare filename. */
export function parseContentDisposition(header: string | null): string | null {
  if (!header) return null;
  const star = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[2].trim().replace(/^"|"$/g, ''));
    } catch {
      /* malformed encoding: fall through to the plain parameter */
    }
  }
  const quoted = /filename\s*=\s*"((?:\\.|[^"\\])*)"/i.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const bare = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return bare ? bare[1] : null;
}

export interface Download {
  blob: Blob;
  /** from Content-Disposition; null when the server named no file */
  filename: string | null;
}

export async function download(
  path: string,
  { method = 'GET', body, ...opts }: RequestOptions & { method?: 'GET' | 'POST'; body?: unknown } = {},
): Promise<Download> {
  const { res, token } = await send(method, path, body, opts);
  if (!res.ok) {
    const err = await errorFromResponse(res, MESSAGES.download);
    handleUnauthorized(res, token);
    // only the server's own words beat the download fallback
    throw err.fromServer ? err : new ApiError(MESSAGES.download, res.status);
  }
  try {
    const blob = await res.blob();
    return { blob, filename: parseContentDisposition(res.headers.get('Content-Disposition')) };
  } catch {
    throw new ApiError(MESSAGES.download, res.status);
  }
}

export const http = {
  get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, undefined, opts),
  post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('POST', path, body ?? {}, opts),
  put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PUT', path, body ?? {}, opts),
  patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>('PATCH', path, body ?? {}, opts),
  delete: <T = void>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, undefined, opts),
  download,
};

/**
 * The SWR fetcher. By convention an SWR key IS the api path (with its query
 * string), e.g. `/buildings/3/announcements`, so the live bridge can find and
 * revalidate keys by prefix. The cache holds the raw answer; hooks shape it.
 */
export function fetcher<T = unknown>(key: string): Promise<T> {
  return http.get<T>(key);
}
