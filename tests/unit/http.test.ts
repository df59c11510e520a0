import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memoryStorage';
import { ApiError, apiUrl, download, fetcher, http, parseContentDisposition, setUnauthorizedHandler } from '../../src/lib/http';

type Answer = { status?: number; statusText?: string; body?: string | null; headers?: Record<string, string> };

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function stubFetch(answer: Answer | (() => Promise<Response>)) {
  const spy = vi.fn<FetchFn>(
    typeof answer === 'function'
      ? answer
      : async () => new Response(answer.body ?? null, { status: answer.status ?? 200, statusText: answer.statusText ?? '', headers: answer.headers }),
  );
  vi.stubGlobal('fetch', spy);
  return spy;
}

function sentHeaders(spy: ReturnType<typeof stubFetch>): Headers {
  return spy.mock.calls[0][1]!.headers as Headers;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the call to fail');
}

let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  onUnauthorized = vi.fn<() => void>();
  setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => vi.unstubAllGlobals());

describe('requests', () => {
  it('prefixes /v1 and sends the spec headers, with the bearer token when one is stored', async () => {
    localStorage.setItem('auth_token', 'abc');
    const spy = stubFetch({ body: '{"ok":true}' });
    await expect(http.get('/buildings')).resolves.toEqual({ ok: true });
    expect(spy.mock.calls[0][0]).toBe('/v1/buildings');
    const h = sentHeaders(spy);
    expect(h.get('Accept')).toBe('application/json');
    expect(h.get('X-Platform')).toBe('web');
    expect(h.get('Authorization')).toBe('Bearer abc');
    expect(h.get('Content-Type')).toBeNull(); // no body, no content type
  });

  it('sends no Authorization header without a token', async () => {
    const spy = stubFetch({ body: '{}' });
    await http.get('/users/me');
    expect(sentHeaders(spy).has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and leaves FormData to the browser', async () => {
    const spy = stubFetch({ body: '{}' });
    await http.post('/x', { a: 1 });
    expect(sentHeaders(spy).get('Content-Type')).toBe('application/json');
    expect(spy.mock.calls[0][1]!.body).toBe('{"a":1}');

    const form = new FormData();
    form.append('file', 'x');
    await http.post('/upload', form);
    expect((spy.mock.calls[1][1]!.headers as Headers).has('Content-Type')).toBe(false);
    expect(spy.mock.calls[1][1]!.body).toBe(form);
  });

  it('uses the method named by each helper', async () => {
    const spy = stubFetch({ body: '{}' });
    await http.put('/a', {});
    await http.patch('/a', {});
    await http.delete('/a');
    expect(spy.mock.calls.map((c) => c[1]!.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
  });

  it('does not double the base path', () => {
    expect(apiUrl('/v1/users/me')).toBe('/v1/users/me');
    expect(apiUrl('users/me')).toBe('/v1/users/me');
  });

  it('fetcher is GET of the key itself', async () => {
    const spy = stubFetch({ body: '[1]' });
    await expect(fetcher('/buildings/3/announcements?page=2')).resolves.toEqual([1]);
    expect(spy.mock.calls[0][0]).toBe('/v1/buildings/3/announcements?page=2');
    expect(spy.mock.calls[0][1]!.method).toBe('GET');
  });
});

describe('error mapping (spec 000 §8)', () => {
  it('uses the json message first', async () => {
    stubFetch({ status: 422, body: '{"message":"Špatně","error":"other"}' });
    const e = await failure(http.post('/x', {}));
    expect(e.message).toBe('Špatně');
    expect(e.status).toBe(422);
  });

  it('falls back to the json error field', async () => {
    stubFetch({ status: 400, body: '{"error":"Bad thing"}' });
    expect((await failure(http.get('/x'))).message).toBe('Bad thing');
  });

  it("says 'An error occurred' when the json names nothing", async () => {
    stubFetch({ status: 500, body: '{}' });
    expect((await failure(http.get('/x'))).message).toBe('An error occurred');
  });

  it('uses the status text for a non-json body', async () => {
    stubFetch({ status: 502, statusText: 'Bad Gateway', body: '<html>' });
    const e = await failure(http.get('/x'));
    expect(e.message).toBe('Bad Gateway');
    expect(e.status).toBe(502);
  });

  it("says 'Network error occurred' for a non-json body without status text", async () => {
    stubFetch({ status: 503, body: 'down' });
    expect((await failure(http.get('/x'))).message).toBe('Network error occurred');
  });

  it("turns a rejected fetch into 'Network error occurred' with status 0", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = await failure(http.get('/x'));
    expect(e.message).toBe('Network error occurred');
    expect(e.status).toBe(0);
    expect(e.isNetworkError).toBe(true);
  });

  it('treats a body cut off mid-way (page unloading) as no answer, not as a bad answer', async () => {
    stubFetch(() => {
      const res = new Response('{"id":1', { status: 200 });
      res.text = () => Promise.reject(new TypeError('network error'));
      return Promise.resolve(res);
    });
    const e = await failure(http.get('/x'));
    expect(e.isNetworkError).toBe(true);
    expect(e.message).toBe('Network error occurred');
  });

  it("reports 'Invalid JSON response' for an OK answer that is not json", async () => {
    stubFetch({ status: 200, body: 'not json' });
    expect((await failure(http.get('/x'))).message).toBe('Invalid JSON response');
  });

  it('ignores the body of a DELETE answer', async () => {
    stubFetch({ status: 200, body: 'not json at all' });
    await expect(http.delete('/x/1')).resolves.toBeUndefined();
  });

  it('accepts 204 No Content', async () => {
    stubFetch({ status: 204 });
    await expect(http.post('/x')).resolves.toBeUndefined();
  });
});

describe('401', () => {
  it('ends the session when the request carried a token', async () => {
    localStorage.setItem('auth_token', 'dead');
    stubFetch({ status: 401, body: '{"message":"Nejste přihlášeni"}' });
    const e = await failure(http.get('/users/me'));
    expect(e.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a tokenless 401 (wrong password on the login form) to the caller', async () => {
    stubFetch({ status: 401, body: '{"message":"Nesprávné heslo"}' });
    expect((await failure(http.post('/auth/login/email', {}))).message).toBe('Nesprávné heslo');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('download', () => {
  it('returns the blob and the RFC 6266 file name', async () => {
    const spy = stubFetch({
      body: 'PDF',
      headers: { 'Content-Disposition': `attachment; filename="fallback.pdf"; filename*=UTF-8''%C5%99%C3%A1d.pdf` },
    });
    const { blob, filename } = await download('/buildings/1/documents/2', { method: 'POST', body: { a: 1 } });
    expect(await blob.text()).toBe('PDF');
    expect(filename).toBe('řád.pdf');
    expect(spy.mock.calls[0][1]!.method).toBe('POST');
  });

  it('uses the server message, else "Failed to download file"', async () => {
    stubFetch({ status: 404, body: '{"message":"Dokument nenalezen"}' });
    expect((await failure(download('/d'))).message).toBe('Dokument nenalezen');
    stubFetch({ status: 500, body: 'oops' });
    expect((await failure(download('/d'))).message).toBe('Failed to download file');
    stubFetch({ status: 500, body: '{}' });
    expect((await failure(download('/d'))).message).toBe('Failed to download file');
  });
});

describe('parseContentDisposition', () => {
  it.each([
    ['attachment; filename="plan.pdf"', 'plan.pdf'],
    ['attachment; filename=plan.pdf', 'plan.pdf'],
    ["attachment; filename*=UTF-8''%C5%BDi%C5%BEkov%20A.png", 'Žižkov A.png'],
    ['attachment; filename="a \\"quoted\\" name.txt"', 'a "quoted" name.txt'],
    ['inline', null],
    [null, null],
  ])('%s → %s', (header, expected) => {
    expect(parseContentDisposition(header)).toBe(expected);
  });
});

describe('errorMessage', () => {
  it("prefers the server's words, then the network text, then the screen's fallback", async () => {
    const { errorMessage } = await import('../../src/lib/http');
    stubFetch({ status: 409, body: '{"message":"Kód už byl použit"}' });
    expect(errorMessage(await failure(http.post('/auth/register', {})), 'Registration failed')).toBe('Kód už byl použit');
    stubFetch({ status: 500, body: '{}' });
    expect(errorMessage(await failure(http.post('/auth/register', {})), 'Registration failed')).toBe('Registration failed');
    stubFetch(() => Promise.reject(new TypeError('offline')));
    expect(errorMessage(await failure(http.post('/auth/register', {})), 'Registration failed')).toBe('Network error occurred');
    expect(errorMessage(null, 'Fallback')).toBe('Fallback');
  });
});
