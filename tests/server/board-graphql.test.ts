import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_GATE_EVENTS, BOARD_QUERY, BoardSnapshot, GRAPHQL_MAX_COST, GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_QUERY_CHARS } from '../../contract/board';
import { ISSUE_PRIORITIES, isOverdue } from '../../contract/rules/issues';
import { bumpAccessVersion } from '../../server/access/version';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

/**
 * The board's GraphQL snapshot (issue 12 §3, "Bad input"; server/graphql/*) on both engines: who
 * watches which building, the snapshot's shape and figures on known data, and the limits that refuse
 * a document before it runs while the server goes on answering.
 */
describeEngines('board GraphQL', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;

  const gql = async (email: string | null, body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: body as object,
      headers: { ...(await t.as(email)), ...(lang ? { 'accept-language': lang } : {}) },
    });
  const board = (email: string | null, buildingId?: number, lang?: string) =>
    gql(email, { query: BOARD_QUERY, variables: buildingId === undefined ? {} : { buildingId } }, lang);
  const snapshot = async (email: string, buildingId?: number) => {
    const res = await board(email, buildingId);
    expect(res.statusCode, res.body).toBe(200);
    return BoardSnapshot.parse(res.json().data ? { board: res.json().data.board } : null).board;
  };
  const nameOf = async (id: number) => (await t.app.db.selectFrom('buildings').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(() => t?.close());

  describe('who watches which building', () => {
    it('answers an anonymous caller 401 with a message', async () => {
      const res = await board(null, ids.building.VLT);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    });

    it('gives the building admin their building, and only it without an id', async () => {
      const one = await snapshot(USERS.buildingAdmin, ids.building.VLT);
      expect(one.buildings.map((b) => b.id)).toEqual([ids.building.VLT]);
      expect(one.buildings[0].name).toBe(await nameOf(ids.building.VLT));
      const all = await snapshot(USERS.buildingAdmin);
      expect(all.buildings.map((b) => b.id)).toEqual([ids.building.VLT]);
    });

    it('gives the manager both managed buildings and refuses the third like a missing one', async () => {
      const all = await snapshot(USERS.manager);
      expect(all.buildings.map((b) => b.id).sort()).toEqual([ids.building.VLT, ids.building.SLN].sort());
      const other = await board(USERS.manager, ids.building.LIP);
      const missing = await board(USERS.manager, 999_999);
      expect(other.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(other.json().message).toBe(missing.json().message);
      expect(other.json().errors[0].message).toBe(other.json().message);
    });

    it('never shows the staff of one building another building', async () => {
      const res = await board(USERS.buildingAdmin, ids.building.SLN);
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    });

    it('gives a global admin every building, and 404 for one that does not exist', async () => {
      const all = await snapshot(USERS.globalAdmin);
      const count = await t.app.db.selectFrom('buildings').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      expect(all.buildings).toHaveLength(Number(count.n));
      expect((await board(USERS.globalAdmin, 999_999)).statusCode).toBe(404);
    });

    it.each([USERS.owner, USERS.tenant, USERS.otherBuilding])('refuses the building of resident %s and lists none without an id', async (email) => {
      const res = await board(email, ids.building.VLT, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Building not found.');
      expect((await snapshot(email)).buildings).toEqual([]);
    });

    it('follows a direct denial of board:view', async () => {
      const userId = ids.user[USERS.manager];
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('user_permissions')
        .values({ user_id: userId, permission_code: 'board:view', granted: 0, building_id: ids.building.SLN, unit_id: null, valid_from: null, valid_until: null, created_at: now } as never)
        .execute();
      try {
        await bumpAccessVersion(t.app.db, userId);
        const res = await board(USERS.manager, ids.building.SLN);
        expect(res.statusCode).toBe(404);
        expect((await snapshot(USERS.manager)).buildings.map((b) => b.id)).toEqual([ids.building.VLT]);
      } finally {
        await t.app.db.deleteFrom('user_permissions').where('user_id', '=', userId).where('permission_code', '=', 'board:view').execute();
        await bumpAccessVersion(t.app.db, userId);
      }
    });
  });

  describe('the snapshot', () => {
    it('holds the zones, doors with the caller’s right to open them, gate events and reception of the building', async () => {
      const [b] = (await snapshot(USERS.buildingAdmin, ids.building.VLT)).buildings;
      const zones = await t.app.db.selectFrom('fire_zones').select('id').where('building_id', '=', ids.building.VLT).execute();
      expect(b.fire_zones.map((z) => z.id).sort()).toEqual(zones.map((z) => z.id).sort());
      const doors = await t.app.db.selectFrom('devices').select('id').where('building_id', '=', ids.building.VLT).where('kind', '=', 'door').execute();
      expect(b.doors).toHaveLength(doors.length);
      expect(b.doors.every((d) => d.can_open)).toBe(true);
      expect(b.gate_events.length).toBeLessThanOrEqual(BOARD_GATE_EVENTS);
      const times = b.gate_events.map((e) => e.access_time);
      expect(times).toEqual([...times].sort().reverse());
      expect(b.reception).toEqual({ visitors_in: expect.any(Number), parcels_waiting: expect.any(Number), keys_out: expect.any(Number) });
    });

    describe('the reception tile (issue 29 §2)', () => {
      /** the open entries of a building's registers, counted here independently of the resolver */
      const openInDb = async (buildingId: number) => {
        const count = async (table: 'reception_visitors' | 'reception_mail' | 'reception_key_loans', closed: 'left_at' | 'collected_at' | 'returned_at') =>
          Number(
            (await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('building_id', '=', buildingId).where(closed, 'is', null).executeTakeFirstOrThrow()).n,
          );
        return { visitors_in: await count('reception_visitors', 'left_at'), parcels_waiting: await count('reception_mail', 'collected_at'), keys_out: await count('reception_key_loans', 'returned_at') };
      };
      const unitOf = async (buildingId: number) => (await t.app.db.selectFrom('units').select('id').where('building_id', '=', buildingId).orderBy('id').executeTakeFirstOrThrow()).id;
      const ts = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
      /** adds open and finished entries to a building: 2 visitors in and 3 gone, 1 parcel waiting and 2 collected, 1 key out and 1 back */
      const addEntries = async (buildingId: number, tag: string) => {
        const unit_id = await unitOf(buildingId);
        const common = { building_id: buildingId, unit_id, search_text: tag, notified: 0, created_at: ts(0) };
        await t.app.db
          .insertInto('reception_visitors')
          .values([
            ...[0, 1].map((i) => ({ ...common, name: `${tag} in ${i}`, arrived_at: ts(30 + i), left_at: null })),
            ...[0, 1, 2].map((i) => ({ ...common, name: `${tag} gone ${i}`, arrived_at: ts(600 + i), left_at: ts(500 + i) })),
          ])
          .execute();
        await t.app.db
          .insertInto('reception_mail')
          .values([
            { ...common, type: 'package' as const, received_at: ts(40), collected_at: null },
            ...[0, 1].map((i) => ({ ...common, type: 'package' as const, received_at: ts(900 + i), collected_at: ts(800 + i), collected_by: 'resident' })),
          ])
          .execute();
        await t.app.db
          .insertInto('reception_key_loans')
          .values([
            { ...common, key_label: `${tag} A`, key_norm: `${tag} a`.toLowerCase(), borrower: 'technik', borrowed_at: ts(20), returned_at: null },
            { ...common, key_label: `${tag} B`, key_norm: `${tag} b`.toLowerCase(), borrower: 'technik', borrowed_at: ts(700), returned_at: ts(650) },
          ])
          .execute();
      };

      it('counts the open entries of the building’s registers, finished ones excluded, for its staff only', async () => {
        const vltBefore = await openInDb(ids.building.VLT);
        const slnBefore = await openInDb(ids.building.SLN);
        await addEntries(ids.building.VLT, 'board-vlt');
        const vlt = await openInDb(ids.building.VLT);
        // 2 visitors in, 1 parcel, 1 key were added open; the finished entries changed nothing
        expect(vlt).toEqual({ visitors_in: vltBefore.visitors_in + 2, parcels_waiting: vltBefore.parcels_waiting + 1, keys_out: vltBefore.keys_out + 1 });

        const [b] = (await snapshot(USERS.buildingAdmin, ids.building.VLT)).buildings;
        expect(b.reception).toEqual(vlt);
        // the manager watches both buildings; each has its own desk's numbers
        const all = await snapshot(USERS.manager);
        expect(all.buildings.find((x) => x.id === ids.building.VLT)?.reception).toEqual(vlt);
        expect(all.buildings.find((x) => x.id === ids.building.SLN)?.reception).toEqual(slnBefore);
        // the building admin of Vltava sees no other desk: the board has Vltava alone, another id is a 404
        expect((await snapshot(USERS.buildingAdmin)).buildings.map((x) => x.id)).toEqual([ids.building.VLT]);
        expect((await board(USERS.buildingAdmin, ids.building.SLN)).statusCode).toBe(404);
        // a resident of Vltava watches no board at all
        expect((await snapshot(USERS.owner)).buildings).toEqual([]);
      });

      it('follows an entry being recorded and closed', async () => {
        const read = async () => (await snapshot(USERS.manager, ids.building.VLT)).buildings[0].reception!;
        const before = await read();
        const { id } = await t.app.db
          .insertInto('reception_visitors')
          .values({ building_id: ids.building.VLT, unit_id: await unitOf(ids.building.VLT), name: 'board-close', search_text: 'board-close', notified: 0, arrived_at: ts(5), created_at: ts(5) })
          .returning('id')
          .executeTakeFirstOrThrow();
        expect(await read()).toEqual({ ...before, visitors_in: before.visitors_in + 1 });
        await t.app.db.updateTable('reception_visitors').set({ left_at: ts(0) }).where('id', '=', id).execute();
        expect(await read()).toEqual(before);
      });
    });

    it('shows the last BOARD_GATE_EVENTS passes, newest first', async () => {
      const base = Date.now() - 60_000;
      const rows = Array.from({ length: BOARD_GATE_EVENTS + 3 }, (_, i) => ({
        building_id: ids.building.VLT,
        unit_id: null,
        license_plate: `9T${i}0000`,
        direction: 'forward',
        access_time: new Date(base + i * 1000).toISOString(),
        door_name: 'Závora',
        was_granted: i % 2,
        reason: i % 2 ? 'granted' : 'unknown_plate',
        photo_path: null,
      }));
      await t.app.db.insertInto('gate_events').values(rows as never).execute();
      const [b] = (await snapshot(USERS.manager, ids.building.VLT)).buildings;
      expect(b.gate_events).toHaveLength(BOARD_GATE_EVENTS);
      expect(b.gate_events[0].license_plate).toBe(`9T${BOARD_GATE_EVENTS + 2}0000`);
      expect(b.gate_events[0].was_granted).toBe(false);
      expect(b.gate_events[0].reason).toBe('unknown_plate');
      expect(b.gate_events[1].was_granted).toBe(true);
    });

    it('counts the open issues by priority and the overdue ones as the rules say', async () => {
      const now = new Date().toISOString();
      const issues = await t.app.db.selectFrom('issues').select(['priority', 'status', 'due_at', 'priority_rank', 'id']).where('building_id', '=', ids.building.VLT).execute();
      // one overdue issue of known priority, so the figures are never all zero
      const [b] = (await snapshot(USERS.buildingAdmin, ids.building.VLT)).buildings;
      const open = issues.filter((i) => !['resolved', 'closed', 'wont_fix'].includes(i.status));
      expect(b.issues.open_total).toBe(open.length);
      expect(b.issues.by_priority.map((p) => p.priority)).toEqual([...ISSUE_PRIORITIES]);
      for (const p of b.issues.by_priority) expect(p.count).toBe(open.filter((i) => i.priority === p.priority).length);
      expect(b.issues.overdue).toBe(issues.filter((i) => isOverdue(i, now)).length);
      const urgent = [...open].sort((a, z) => z.priority_rank - a.priority_rank || z.id - a.id).slice(0, 5).map((i) => i.id);
      expect(b.issues.latest.map((i) => i.id)).toEqual(urgent);
    });

    it('colours each sensor by its band, edge values in the band above', async () => {
      const now = new Date().toISOString();
      const sensor = (name: string, type: string, reading: object) => ({
        building_id: ids.building.SLN,
        kind: 'sensor' as const,
        name,
        location: 'Test',
        driver: 'builtin',
        state: JSON.stringify({ at: now, value: null, co_level: null, state: null, ...reading }),
        sensor_type: type,
        location_type: 'indoor',
        created_at: now,
        updated_at: now,
      });
      await t.app.db
        .insertInto('devices')
        .values([
          sensor('T35', 'temperature', { value: 35 }),
          sensor('T349', 'temperature', { value: 34.9 }),
          sensor('CO100', 'co', { co_level: 100 }),
          sensor('CO99', 'co', { co_level: 99 }),
          sensor('DOOR', 'door', { state: 'open' }),
          sensor('HUM', 'humidity', { value: 40 }),
        ])
        .execute();
      const [b] = (await snapshot(USERS.manager, ids.building.SLN)).buildings;
      const band = Object.fromEntries(b.sensors.map((s) => [s.name, s.band]));
      expect(band).toMatchObject({ T35: 'red', T349: 'orange', CO100: 'red', CO99: 'orange', DOOR: 'orange', HUM: null });
    });

    it('answers only the fields asked for', async () => {
      const res = await gql(USERS.manager, { query: '{ board { buildings { id name } } }' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().data.board.buildings[0])).toEqual(['id', 'name']);
    });
  });

  describe('bad input', () => {
    const deep = '{ board { buildings { issues { by_priority { priority } latest { id } } } } }';
    it('accepts the board query itself within the limits', async () => {
      expect((await gql(USERS.manager, { query: deep })).statusCode).toBe(200);
    });

    /**
     * A document exactly `depth` selections deep along the schema's deepest path, board(1)
     * buildings(2) issues(3) latest(4) id(5), with inline fragments on BoardIssue around `id` for the
     * levels beyond five: each inline fragment is one more level to mercurius's depth count.
     */
    const ofDepth = (depth: number) => {
      const extra = depth - 5;
      if (extra < 0) throw new Error(`the deepest field path is 5 levels; cannot build a document ${depth} deep`);
      return `{ board { buildings { issues { latest { ${'... on BoardIssue { '.repeat(extra)}id${' }'.repeat(extra)} } } } } }`;
    };

    it('accepts a document exactly at the depth limit', async () => {
      const res = await gql(USERS.manager, { query: ofDepth(GRAPHQL_MAX_DEPTH) }, 'en');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.board.buildings.length).toBeGreaterThan(0);
    });

    it('refuses a document one level deeper than the limit, in the caller’s language, and goes on answering', async () => {
      const tooDeep = ofDepth(GRAPHQL_MAX_DEPTH + 1);
      const en = await gql(USERS.manager, { query: tooDeep }, 'en');
      expect(en.statusCode, en.body).toBe(400);
      expect(en.json()).toMatchObject({ message: `The GraphQL query is too deep (at most ${GRAPHQL_MAX_DEPTH} levels).`, data: null });
      const cs = await gql(USERS.manager, { query: tooDeep }, 'cs');
      expect(cs.statusCode, cs.body).toBe(400);
      expect(cs.json().message).toBe(`Dotaz GraphQL je příliš hluboký (nejvýše ${GRAPHQL_MAX_DEPTH} úrovní).`);
      // the same limit counted from the top: inline fragments on Query around the board
      const fromTop = `{ ${'... on Query { '.repeat(GRAPHQL_MAX_DEPTH - 1)}board { generated_at }${' }'.repeat(GRAPHQL_MAX_DEPTH - 1)} }`;
      expect((await gql(USERS.manager, { query: fromTop }, 'en')).json().message).toBe(en.json().message);
      // …and the server goes on answering
      expect((await board(USERS.manager)).statusCode).toBe(200);
    });

    // the weights and the fragment and no-resolver cases: graphql-cost.test.ts and tests/unit/graphql-limits.test.ts
    it('refuses a document costlier than the limit (aliases count each time)', async () => {
      const aliases = Array.from({ length: 30 }, (_, i) => `b${i}: board { buildings { id name fire_zones { id text type number sub_number status alarm_since acknowledged_at } sensors { id name type value co_level state band } doors { id name is_open can_open } } }`).join(' ');
      const res = await gql(USERS.manager, { query: `{ ${aliases} }` }, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`The GraphQL query asks for too much work at once (cost at most ${GRAPHQL_MAX_COST}). Split it into smaller queries.`);
      const cs = await gql(USERS.manager, { query: `{ ${aliases} }` }, 'cs');
      expect(cs.json().message).toBe(`Dotaz GraphQL žádá příliš mnoho práce najednou (cena nejvýše ${GRAPHQL_MAX_COST}). Rozdělte ho na menší dotazy.`);
    });

    it('refuses unknown fields, syntax errors, an empty or over-long query and a batched array with a 400 and a message', async () => {
      // text that is no document at all once answered 500 (issue 30 §2); each refusal is what the
      // OpenAPI document says a 400 of this operation is (its errors and data: null included)
      const doc = (await t.app.inject({ url: '/v1/docs/json' })).json();
      const documented = new Ajv({ strict: false }).compile(doc.paths['/v1/graphql'].post.responses['400'].content['application/json'].schema);
      for (const query of ['{ board { nope } }', '{ board { ', 'mutation { x }', '0', '1', 'true', 'null', '"x"', '# only a comment']) {
        const res = await gql(USERS.manager, { query }, 'en');
        expect(res.statusCode, query).toBe(400);
        expect(res.json().message).toMatch(/GraphQL/);
        expect(res.json().errors, query).toEqual([{ message: res.json().message }]);
        expect(documented(res.json()), query).toBe(true);
      }
      expect((await gql(USERS.manager, { query: '' })).statusCode).toBe(400);
      expect((await gql(USERS.manager, { query: `{ board { generated_at } }${' '.repeat(GRAPHQL_MAX_QUERY_CHARS)}` })).statusCode).toBe(400);
      expect((await gql(USERS.manager, [{ query: BOARD_QUERY }, { query: BOARD_QUERY }])).statusCode).toBe(400);
      expect((await gql(USERS.manager, { query: BOARD_QUERY, variables: { buildingId: 'abc' } })).statusCode).toBe(400);
    });

    it('answers introspection outside production (the rule for production is tested in the unit tests)', async () => {
      const res = await gql(USERS.manager, { query: '{ __schema { queryType { name } } }' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.__schema.queryType.name).toBe('Query');
    });

    it('has no GET form', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/v1/graphql?query=${encodeURIComponent('{ board { generated_at } }')}`, headers: await t.as(USERS.manager) });
      expect(res.statusCode).toBe(404);
    });
  });
});
