import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { ENGINES, USERS, createTestApp, demoIds, type TestApp } from './harness';
import { multipart as multipartOf, type FilePart } from './documents-helpers';
import { testReader } from './qr-helpers';
import { insertAttachmentRow, insertIssueRow } from './issue-fixtures';
import { EXAMPLES } from './valid-bodies';

async function issueWithAttachment(t: TestApp, buildingId: number) {
  const issue = await insertIssueRow(t, { building: buildingId });
  const att = await insertAttachmentRow(t, issue, null, PDF);
  return { issueId: String(issue), attId: String(att) };
}

/**
 * Bad input on EVERY operation the app registers (spec: never a 500, a 4xx with `{ message }` in
 * the caller's language, nothing half-stored). The routes come from the app itself, so a new
 * route is walked without anyone listing it here; one with a body but no example below fails.
 */


/** Uploads whose files come in another field than one required `file`: the field, and whether a form without files is valid. */
const UPLOAD_FILES: Record<string, { field: string; optional: boolean }> = {
  'POST /v1/buildings/:id/issues': { field: 'attachments', optional: true },
};

/** Text that no field may hold: NUL, BEL, ESC, DEL and a C1 control. */
const CONTROL_TEXTS = ['a\u0000b', 'x\u0007y', 'x\u001b[2Jy', 'x\u007fy', 'x\u0085y'];
/** Ids that can never name a row; in a path they are "not found". */
const BAD_PATH_IDS = ['2147483648', '0', '-1', 'abc', '1.5', '99999999999999999999', '1%00'];
const ID_FIELD = /(^id$|_id$|Id$)/;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

interface Operation {
  method: string;
  url: string;
  params: string[];
  query: string[];
  hasBody: boolean;
  /** top-level body fields the schema knows, also those the example leaves out */
  bodyKeys: string[];
  multipart: boolean;
}

/** The top-level keys of an object schema, also behind a refinement or a transform (z.pipe). */
function shapeKeys(schema: unknown): string[] {
  const s = schema as { shape?: object; in?: unknown } | undefined;
  if (s?.shape) return Object.keys(s.shape);
  return s?.in ? shapeKeys(s.in) : [];
}

function operationsOf(routes: RouteOptions[]): Operation[] {
  const ops: Operation[] = [];
  for (const r of routes) {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD' && m !== 'OPTIONS');
    if (!r.url.startsWith('/v1/')) continue;
    const schema = (r.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: unknown; consumes?: string[] };
    for (const method of methods) {
      ops.push({
        method,
        url: r.url,
        params: [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]),
        query: shapeKeys(schema.querystring),
        hasBody: Boolean(schema.body),
        bodyKeys: shapeKeys(schema.body),
        multipart: Boolean(schema.consumes?.includes('multipart/form-data')),
      });
    }
  }
  return ops;
}

/** Every leaf of a JSON value with its path, e.g. ['features','doorbell','name']. */
function leaves(value: unknown, path: Array<string | number> = []): Array<{ path: Array<string | number>; value: unknown }> {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, Array.isArray(value) ? Number(k) : k]));
  }
  return [{ path, value }];
}

function withLeaf(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** Bad values for a leaf, by the type of its valid example value. */
function badValuesFor(example: unknown, key: string): unknown[] {
  if (typeof example === 'string') return [...CONTROL_TEXTS, 12345, { a: 1 }];
  if (typeof example === 'number') return ID_FIELD.test(key) ? [2147483648, 0, 'abc', 1e300] : [2147483648, 1e300, 'abc', 1.5];
  if (typeof example === 'boolean') return ['true', 1];
  return [];
}

for (const engine of ENGINES) {
  describe(`bad input on every operation (${engine})`, () => {
    let t: TestApp;
    let ops: Operation[];
    let validIds: (param: string, url: string) => string;
    let headersOf: Record<'anonymous' | 'admin', Record<string, string>>;

    beforeAll(async () => {
      t = await createTestApp(engine, { rateLimit: { max: 1_000_000, windowMs: 60_000 } });
      ops = operationsOf(t.app.routeList);
      const ids = await demoIds(t.app);
      const b = ids.building.VLT;
      const first = async (table: 'units' | 'documents' | 'floorplans' | 'announcements' | 'license_plates' | 'gate_events') =>
        String(
          (await t.app.db.selectFrom(table).select('id').where('building_id', '=', b).orderBy('id').executeTakeFirstOrThrow()).id,
        );
      const known: Record<string, string> = {
        id: String(b),
        buildingId: String(b),
        unitId: await first('units'),
        docId: await first('documents'),
        planId: await first('floorplans'),
        announcementId: await first('announcements'),
        logId: await first('gate_events'),
        plateId: await first('license_plates'),
        // an open issue of the building with an attachment (written directly: these calls only refuse)
        ...(await issueWithAttachment(t, b)),
        doorId: String((await t.app.db.selectFrom('devices').select('id').where('building_id', '=', b).where('kind', '=', 'door').orderBy('id').executeTakeFirstOrThrow()).id),
        zoneId: String((await t.app.db.selectFrom('fire_zones').select('id').where('building_id', '=', b).orderBy('id').executeTakeFirstOrThrow()).id),
        sensorId: String((await t.app.db.selectFrom('devices').select('id').where('building_id', '=', b).where('kind', '=', 'sensor').orderBy('id').executeTakeFirstOrThrow()).id),
        // a desk entry of the building (the reception close calls; each register refuses a bad body before reading it)
        entryId: String((await t.app.db.selectFrom('reception_visitors').select('id').where('building_id', '=', b).orderBy('id').executeTakeFirstOrThrow()).id),
        // the demo forum's first topic of the building, and a post in it
        ...(await (async () => {
          const topic = await t.app.db.selectFrom('forum_topics').select('id').where('building_id', '=', b).orderBy('id').executeTakeFirstOrThrow();
          const post = await t.app.db.selectFrom('forum_posts').select('id').where('topic_id', '=', topic.id).orderBy('id').executeTakeFirstOrThrow();
          return { topicId: String(topic.id), postId: String(post.id) };
        })()),
      };
      // a role assignment and a direct grant of the user whose id the path's `id` names
      const at = new Date().toISOString();
      const grant = { user_id: b, building_id: b, unit_id: null, valid_from: null, valid_until: null, created_at: at };
      known.userRoleId = String((await t.app.db.insertInto('user_roles').values({ ...grant, role_id: 1 }).returning('id').executeTakeFirstOrThrow()).id);
      known.assignmentId = String((await t.app.db.insertInto('user_permissions').values({ ...grant, permission_code: 'door:open', granted: 1 }).returning('id').executeTakeFirstOrThrow()).id);
      const unitId = known.unitId;
      validIds = (param, url) => (param === 'id' && url.startsWith('/v1/units/') ? unitId : known[param]);
      // the admin's calls also carry a reader's key: the QR reader judges its body only after the key
      const reader = await testReader(t, b);
      headersOf = {
        anonymous: { 'accept-language': 'en' },
        admin: { ...(await t.as(USERS.globalAdmin)), 'accept-language': 'en', 'x-device-key': reader.key },
      };
    }, 120_000);
    afterAll(async () => {
      await t?.close();
    });

    const urlOf = (op: Operation, override: Record<string, string> = {}) =>
      op.url.replace(/:(\w+)/g, (_, p: string) => override[p] ?? validIds(p, op.url));

    /** All rows of all tables but the sessions (which note when they were last used). */
    async function snapshot() {
      const tables = (await t.app.db.introspection.getTables()).map((x) => x.name).filter((n) => n !== 'sessions' && !n.startsWith('kysely_'));
      const out: Record<string, unknown[]> = {};
      for (const name of tables.sort()) {
        out[name] = await t.app.db.selectFrom(name as 'users').selectAll().orderBy('id' as const).execute().catch(async () =>
          t.app.db.selectFrom(name as 'users').selectAll().execute(),
        );
      }
      return JSON.stringify(out);
    }

    function expectRefusal(res: { statusCode: number; body: string; headers: Record<string, unknown> }, what: string, exact?: number[]) {
      const detail = `${what} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, detail).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, detail).toBeLessThan(500);
      if (exact) expect(exact, detail).toContain(res.statusCode);
      const body = JSON.parse(res.body) as { message?: unknown };
      expect(typeof body.message, detail).toBe('string');
      expect((body.message as string).length, detail).toBeGreaterThan(0);
    }

    it('finds the operations, and every one with a body has a valid example here', () => {
      expect(ops.length).toBeGreaterThan(25);
      const missing = ops.filter((op) => (op.hasBody || op.multipart) && !EXAMPLES[`${op.method} ${op.url}`]);
      expect(missing.map((op) => `${op.method} ${op.url}`)).toEqual([]);
    });

    it('answers 404 with {message} for a path id that cannot exist, on every operation', async () => {
      const withParams = ops.filter((o) => o.params.length);
      // the loops below check nothing if the route list or its schemas came back empty (114 when written)
      expect(withParams.length).toBeGreaterThan(100);
      for (const op of withParams) {
        for (const param of op.params) {
          for (const bad of BAD_PATH_IDS) {
            for (const who of ['anonymous', 'admin'] as const) {
              const res = await t.app.inject({ method: op.method as 'GET', url: urlOf(op, { [param]: bad }), headers: headersOf[who], payload: op.hasBody ? EXAMPLES[`${op.method} ${op.url}`] : undefined });
              // anonymous callers of signed-in routes are told to sign in first
              expectRefusal(res, `${who} ${op.method} ${op.url} ${param}=${bad}`, who === 'admin' ? [404] : [401, 404]);
            }
          }
        }
      }
    }, 120_000);

    it('answers 414 with {message} for an over-long path parameter', async () => {
      const op = ops.find((o) => o.url === '/v1/buildings/:id/public-info')!;
      const res = await t.app.inject({ method: 'GET', url: urlOf(op, { id: '1'.repeat(500) }), headers: { 'accept-language': 'en' } });
      expectRefusal(res, 'long param', [414]);
      expect(res.json().message).toBe('The request address is too long');
    });

    it('refuses control characters and out-of-range ids in every query parameter with 400', async () => {
      const withQuery = ops.filter((o) => o.query.length);
      // the loops below check nothing if no querystring schema's keys were found (25 when written)
      expect(withQuery.length).toBeGreaterThan(20);
      for (const op of withQuery) {
        for (const key of op.query) {
          const values = [...CONTROL_TEXTS, ...(ID_FIELD.test(key) ? ['2147483648', '0'] : [])];
          for (const bad of values) {
            const url = `${urlOf(op)}?${key}=${encodeURIComponent(bad)}`;
            expectRefusal(await t.app.inject({ method: op.method as 'GET', url, headers: headersOf.admin }), `${op.method} ${url}`, [400]);
            expectRefusal(await t.app.inject({ method: op.method as 'GET', url, headers: headersOf.anonymous }), `anon ${op.method} ${url}`);
          }
          // a huge number is never a 500, whatever the field
          const huge = await t.app.inject({ method: op.method as 'GET', url: `${urlOf(op)}?${key}=${'9'.repeat(40)}`, headers: headersOf.admin });
          expect(huge.statusCode, `${op.url}?${key}=9…9 → ${huge.body}`).toBeLessThan(500);
        }
      }
    }, 120_000);

    it('refuses bad values in every JSON body field with 400 {message} and changes nothing', async () => {
      const withBody = ops.filter((o) => o.hasBody);
      // the loops below check nothing if no body schema was found (54 when written)
      expect(withBody.length).toBeGreaterThan(45);
      for (const op of withBody) {
        const example = EXAMPLES[`${op.method} ${op.url}`];
        const before = await snapshot();
        for (const leaf of leaves(example)) {
          for (const bad of badValuesFor(leaf.value, String(leaf.path[leaf.path.length - 1]))) {
            const payload = withLeaf(example, leaf.path, bad) as Record<string, unknown>;
            const what = `${op.method} ${op.url} ${leaf.path.join('.')}=${JSON.stringify(bad)}`;
            const admin = await t.app.inject({ method: op.method as 'POST', url: urlOf(op), headers: headersOf.admin, payload });
            expectRefusal(admin, `admin ${what}`, [400]);
            const anon = await t.app.inject({ method: op.method as 'POST', url: urlOf(op), headers: headersOf.anonymous, payload });
            expectRefusal(anon, `anonymous ${what}`);
          }
        }
        // fields the schema takes that the example leaves out, and bodies that are not objects at all
        const bodies: Array<[string, unknown]> = [
          ...op.bodyKeys.filter((k) => !(k in example)).flatMap((k) => ['a\u0000b', 2147483648, { x: 1 }].map((bad): [string, unknown] => [k, { ...example, [k]: bad }])),
          ...[[], 'text', 42, null, true].map((bad): [string, unknown] => ['whole body', bad]),
        ];
        for (const [what, payload] of bodies) {
          const res = await t.app.inject({
            method: op.method as 'POST',
            url: urlOf(op),
            headers: { ...headersOf.admin, 'content-type': 'application/json' },
            payload: JSON.stringify(payload),
          });
          expectRefusal(res, `admin ${op.method} ${op.url} ${what}=${JSON.stringify(payload)}`, [400]);
        }
        expect(await snapshot(), `${op.method} ${op.url} stored something it refused`).toBe(before);
      }
    }, 300_000);

    it('answers strange bearer tokens and language headers with 401, never 500', async () => {
      const protectedOps = ops.filter((o) => o.method === 'GET' && o.url === '/v1/users/me');
      expect(protectedOps).toHaveLength(1);
      for (const authorization of ['Bearer ' + 'a'.repeat(8000), 'Bearer a\u0085b', 'Bearer ', 'Basic YTpi', 'Bearer 2147483648', 'bearer']) {
        const res = await t.app.inject({ method: 'GET', url: '/v1/users/me', headers: { authorization, 'accept-language': 'xx;q=abc,,;' } });
        expectRefusal(res, `authorization ${authorization.slice(0, 20)}`, [401]);
      }
    });

    it('answers a URL that is not valid percent-encoding with 400 {message}', async () => {
      for (const url of ['/v1/buildings/%E0%A4%A/info', '/v1/buildings/%/public-info', '/v1/units/%C0%AF']) {
        const res = await t.app.inject({ method: 'GET', url, headers: headersOf.admin });
        expectRefusal(res, url, [400, 404]);
      }
    });

    it('refuses bad values in every multipart field and malformed multipart bodies, and changes nothing', async () => {
      const uploads = ops.filter((o) => o.multipart);
      // the loops below check nothing if no upload route was found (4 when written)
      expect(uploads.length).toBeGreaterThanOrEqual(4);
      for (const op of uploads) {
        const example = EXAMPLES[`${op.method} ${op.url}`] as Record<string, string>;
        const files = UPLOAD_FILES[`${op.method} ${op.url}`] ?? { field: 'file', optional: false };
        const multipart = (fields: Record<string, string>, file?: FilePart) => multipartOf(fields, file, files.field);
        const before = await snapshot();
        const send = (payload: Buffer | string, headers: Record<string, string>) =>
          t.app.inject({ method: 'POST', url: urlOf(op), headers: { ...headersOf.admin, ...headers }, payload });
        for (const key of Object.keys(example)) {
          const values = [...CONTROL_TEXTS, ...(ID_FIELD.test(key) || key === 'floor' ? ['2147483648', 'abc'] : [])];
          for (const bad of values) {
            const form = multipart({ ...example, [key]: bad }, { name: 'a.pdf', content: PDF });
            expectRefusal(await send(form.payload, form.headers), `${op.url} ${key}=${JSON.stringify(bad)}`, [400]);
          }
        }
        const good = multipart(example, { name: 'a.pdf', content: PDF });
        const boundary = good.headers['content-type'].split('boundary=')[1];
        const malformed: Array<[string, Buffer | string, Record<string, string>]> = [
          ['no boundary', good.payload, { 'content-type': 'multipart/form-data' }],
          ['wrong boundary', good.payload, { 'content-type': 'multipart/form-data; boundary=nope' }],
          ['truncated', good.payload.subarray(0, good.payload.length - 40), good.headers],
          // (a form whose files are optional is valid without one)
          ...(files.optional
            ? []
            : [['no file part', multipart(example).payload, { 'content-type': `multipart/form-data; boundary=${multipart(example).headers['content-type'].split('boundary=')[1]}` }] as [string, Buffer, Record<string, string>]]),
          ['garbage', 'not a form at all', good.headers],
          ['empty', '', good.headers],
          ['JSON instead', JSON.stringify(example), { 'content-type': 'application/json' }],
          ['text field sent as a file', fileAsField(boundary, Object.keys(example)[0], files.field), good.headers],
        ];
        for (const [what, payload, headers] of malformed) {
          expectRefusal(await send(payload, headers), `${op.url} ${what}`);
        }
        expect(await snapshot(), `${op.url} stored something it refused`).toBe(before);
      }
    }, 120_000);

    it('names a wrong type as such, in both languages', async () => {
      const cases: Array<[string, string, Record<string, unknown>, RegExp, RegExp]> = [
        ['/v1/auth/login/email', 'POST', { email: 12, password: 'x' }, /musí být text/, /must be a string/],
        ['/v1/users/me', 'PATCH', { name: 'Jana', phone: 42 }, /musí být text/, /must be a string/],
        [`/v1/buildings/${validIds('id', '')}/floorplans/${validIds('planId', '')}`, 'PATCH', { floor: '3' }, /musí být číslo|celé číslo/, /must be a number|whole number/],
      ];
      for (const [url, method, payload, cs, en] of cases) {
        for (const [lang, re] of [['cs', cs], ['en', en]] as const) {
          const res = await t.app.inject({ method: method as 'POST', url, payload, headers: { ...(await t.as(USERS.globalAdmin)), 'accept-language': lang } });
          expect(res.statusCode, res.body).toBe(400);
          expect(res.json().message).toMatch(re);
        }
      }
    });

    it('answers a password reset for an address with control characters with 400, not silence', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/v1/users/password/reset', payload: { email: 'admin@example.com\u0000' }, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/email/);
    });

    it('answers over-long URLs and headers on the real server with 414/431 {message}', async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const get = (path: string, headers: Record<string, string>) =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port: Number(port), path, headers, method: 'GET' }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
      const longUrl = await get(`/v1/buildings/1/public-info?x=${'a'.repeat(10_000)}`, { 'accept-language': 'en' });
      expect(longUrl.status).toBe(414);
      expect(JSON.parse(longUrl.body)).toEqual({ message: 'The request address is too long' });
      const hugeUrl = await get(`/v1/buildings/1/public-info?x=${'a'.repeat(20_000)}`, { 'accept-language': 'cs' });
      expect(hugeUrl.status).toBe(414);
      expect(JSON.parse(hugeUrl.body)).toEqual({ message: 'Adresa požadavku je příliš dlouhá' });
      const bigHeader = await get('/v1/buildings/1/public-info', { 'accept-language': 'en', 'x-big': 'b'.repeat(20_000) });
      expect(bigHeader.status).toBe(431);
      expect(JSON.parse(bigHeader.body)).toEqual({ message: 'The request headers are too large' });
      expect((t.app.server.address() as AddressInfo).port).toBe(Number(port));
    });
  });
}

/** A multipart body whose text field arrives as a file part. */
function fileAsField(boundary: string, field: string, fileField: string): Buffer {
  return Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${PDF.toString('latin1')}\r\n--${boundary}--\r\n`,
    'latin1',
  );
}
