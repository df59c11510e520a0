/**
 * Issue 30 §1: GET /units/my (with and without ?building_id) and GET /units/{id} answer spec 000's
 * Unit (§3) with every field it names, on both engines; a staff list of a building's units stays a
 * summary (docs/spec-differences.md). /units/my stays one statement for any number of units, and a
 * unit that does not exist answers like one the caller may not see.
 */
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIT_TYPES } from '../../contract/rules/units';
import type { MyUnit, Unit } from '../../contract/units';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

/**
 * Spec 000 §3 "Unit", as dotted paths: id, unique_id, number, identifier, type, type_name, floor,
 * area, has_parking, building {id, name}, access {role, valid_from}, features (doorbell {enabled,
 * name}; elevator {enabled, auto_on_card, auto_on_intercom}).
 */
const SPEC_UNIT = [
  'id',
  'unique_id',
  'number',
  'identifier',
  'type',
  'type_name',
  'floor',
  'area',
  'has_parking',
  'building',
  'building.id',
  'building.name',
  'access',
  'access.role',
  'access.valid_from',
  'features',
  'features.doorbell',
  'features.doorbell.enabled',
  'features.doorbell.name',
  'features.elevator',
  'features.elevator.enabled',
  'features.elevator.auto_on_card',
  'features.elevator.auto_on_intercom',
].sort();

/** Every key of an answer as a dotted path, nested objects included (arrays and null are leaves). */
function paths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => [`${prefix}${k}`, ...paths(v, `${prefix}${k}.`)]);
}

/** The spec's field types, beyond the names. */
function expectSpecTypes(unit: Unit) {
  expect(typeof unit.id).toBe('number');
  for (const k of ['unique_id', 'number', 'identifier', 'type_name'] as const) expect(typeof unit[k]).toBe('string');
  expect(UNIT_TYPES).toContain(unit.type);
  expect(Number.isInteger(unit.floor)).toBe(true);
  expect(unit.area === null || typeof unit.area === 'number').toBe(true);
  expect(typeof unit.has_parking).toBe('boolean');
  expect(typeof unit.building.id).toBe('number');
  expect(typeof unit.building.name).toBe('string');
  if (unit.access !== null) {
    expect(['owner', 'tenant', 'admin', 'guest']).toContain(unit.access.role);
    expect(unit.access.valid_from === null || typeof unit.access.valid_from === 'string').toBe(true);
  }
  expect(typeof unit.features.doorbell.enabled).toBe('boolean');
  expect(typeof unit.features.doorbell.name).toBe('string');
  for (const k of ['enabled', 'auto_on_card', 'auto_on_intercom'] as const) expect(typeof unit.features.elevator[k]).toBe('boolean');
}

describeEngines('units: the spec’s Unit shape', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let seen: CompiledQuery[] | null = null;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, (q) => seen?.push(q));
    ids = await demoIds(t.app);
  });
  afterAll(async () => t?.close());

  const get = async (email: string, url: string) => t.app.inject({ method: 'GET', url, headers: await t.as(email) });
  const myUnits = async (email: string, query = '') => {
    const res = await get(email, `/v1/units/my${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    return body.units as MyUnit[];
  };
  const grant = async (email: string, unique: string, role: 'owner' | 'tenant' | 'admin', validFrom: string | null) =>
    t.app.db
      .insertInto('unit_access')
      .values({ user_id: ids.user[email], unit_id: ids.unit[unique], role, valid_from: validFrom, valid_until: null })
      .execute();

  describe('GET /units/my', () => {
    it('gives a resident every spec field of each unit, the values of the unit itself', async () => {
      const units = await myUnits(USERS.owner);
      expect(units.map((u) => u.unique_id)).toEqual(['VLT-1.01', 'VLT-G01']);
      for (const unit of units) {
        expect(paths(unit).sort()).toEqual(SPEC_UNIT);
        expectSpecTypes(unit);
      }
      // every value of the owner's flat is checked in units-my-shape.test.ts; here the spec's numbers
      expect(units[0]).toMatchObject({ unique_id: 'VLT-1.01', floor: 1, area: 59.5, access: { role: 'owner', valid_from: '2024-01-01T00:00:00.000Z' } });
      expect(units[1]).toMatchObject({ type: 'garage', type_name: 'Garáž', features: { doorbell: { enabled: false } } });
    });

    it('says of each unit what GET /units/{id} says (which adds nothing for a resident)', async () => {
      for (const email of [USERS.owner, USERS.tenant, USERS.otherBuilding]) {
        for (const unit of await myUnits(email)) {
          const detail = await get(email, `/v1/units/${unit.id}`);
          expect(detail.statusCode).toBe(200);
          expect(detail.json().unit).toEqual(unit);
        }
      }
    });

    it('lists each unit once (by unique_id), in English too', async () => {
      const units = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: { ...(await t.as(USERS.otherBuilding)), 'accept-language': 'en' } });
      const list = units.json().units as Array<{ unique_id: string; type_name: string }>;
      expect(list.map((u) => u.unique_id)).toEqual(['LIP-2.01', 'SLN-1.01']);
      expect(new Set(list.map((u) => u.unique_id)).size).toBe(list.length);
      for (const unit of list) expect(paths(unit).sort()).toEqual(SPEC_UNIT);
      expect(list.map((u) => u.type_name)).not.toContain('Byt');
    });

    it('with ?building_id: the spec fields of that building’s units only', async () => {
      const sln = await myUnits(USERS.otherBuilding, `?building_id=${ids.building.SLN}`);
      expect(sln.map((u) => u.unique_id)).toEqual(['SLN-1.01']);
      expect(paths(sln[0]).sort()).toEqual(SPEC_UNIT);
      expect(sln[0].access).toEqual({ role: 'owner', valid_from: '2024-01-01T00:00:00.000Z' });
      expect(await myUnits(USERS.otherBuilding, `?building_id=${ids.building.VLT}`)).toEqual([]);
      const vlt = await myUnits(USERS.owner, `?building_id=${ids.building.VLT}`);
      expect(vlt).toEqual(await myUnits(USERS.owner));
    });

    it('gives staff their own units as the spec’s Unit too (no maintenance note in the list), and nothing else', async () => {
      expect(await myUnits(USERS.manager)).toEqual([]);
      await grant(USERS.manager, 'VLT-4.01', 'admin', null);
      const units = await myUnits(USERS.manager);
      expect(units.map((u) => u.unique_id)).toEqual(['VLT-4.01']);
      expect(paths(units[0]).sort()).toEqual(SPEC_UNIT);
      expect(units[0].access).toEqual({ role: 'admin', valid_from: null });
      const filtered = await myUnits(USERS.manager, `?building_id=${ids.building.VLT}`);
      expect(filtered).toEqual(units);
      // the detail adds the note the manager may read, and nothing else
      const detail = (await get(USERS.manager, `/v1/units/${units[0].id}`)).json().unit;
      expect(paths(detail).sort()).toEqual([...SPEC_UNIT, 'maintenance_note'].sort());
      const { maintenance_note: _note, ...rest } = detail;
      expect(rest).toEqual(units[0]);
    });
  });

  describe('GET /units/{id}', () => {
    it('gives staff who reach a unit through the building every spec field, access null, and the note they may read', async () => {
      const res = await get(USERS.manager, `/v1/units/${ids.unit['VLT-1.01']}`);
      expect(res.statusCode).toBe(200);
      const unit = res.json().unit;
      expect(paths(unit).sort()).toEqual(
        [...SPEC_UNIT.filter((p) => !p.startsWith('access.')), 'maintenance_note'].sort(),
      );
      expect(unit.access).toBeNull();
      expect(unit.maintenance_note).toBe('Výměna vodoměru naplánována na jaro.');
      expectSpecTypes(unit);
    });

    it('answers a unit that does not exist and someone else’s unit with the same 404', async () => {
      const missing = await get(USERS.tenant, '/v1/units/999999');
      const notYours = await get(USERS.tenant, `/v1/units/${ids.unit['VLT-1.01']}`);
      const otherBuilding = await get(USERS.otherBuilding, `/v1/units/${ids.unit['VLT-1.01']}`);
      for (const res of [missing, notYours, otherBuilding]) expect(res.statusCode).toBe(404);
      expect(notYours.json()).toEqual(missing.json());
      expect(otherBuilding.json()).toEqual(missing.json());
      expect(notYours.headers['content-type']).toBe(missing.headers['content-type']);
    });
  });

  it('keeps the staff list of a building’s units a summary (docs/spec-differences.md)', async () => {
    const res = await get(USERS.buildingAdmin, `/v1/buildings/${ids.building.VLT}/units`);
    expect(res.statusCode).toBe(200);
    const units = res.json().units as unknown[];
    expect(units.length).toBeGreaterThan(40);
    for (const unit of units) {
      expect(paths(unit).sort()).toEqual(
        ['access', 'building', 'building.id', 'building.name', 'has_parking', 'id', 'identifier', 'number', 'type', 'type_name', 'unique_id'].sort(),
      );
    }
  });

  describe('statements', () => {
    /** The reads one call makes: after a warm-up call, the shorter of two (a cache refreshing by the clock may reload in either). */
    async function readsOf(email: string, url: string): Promise<string[]> {
      const headers = await t.as(email);
      expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(200);
      const runs: string[][] = [];
      for (let i = 0; i < 2; i++) {
        seen = [];
        try {
          const res = await t.app.inject({ method: 'GET', url, headers });
          expect(res.statusCode).toBe(200);
          runs.push(seen.map((q) => q.sql).filter((s) => /^\s*(select|with)\b/i.test(s)));
        } finally {
          seen = null;
        }
      }
      return runs[0].length <= runs[1].length ? runs[0] : runs[1];
    }

    it('GET /units/my runs as many statements for 1 unit as for 120, with and without ?building_id', async () => {
      const urls = ['/v1/units/my', `/v1/units/my?building_id=${ids.building.VLT}`];
      // the tenant has one unit
      const one: string[][] = [];
      for (const url of urls) one.push(await readsOf(USERS.tenant, url));
      expect((await myUnits(USERS.tenant)).length).toBe(1);

      const stamp = new Date().toISOString();
      const added = await t.app.db
        .insertInto('units')
        .values(
          Array.from({ length: 120 }, (_, i) => ({
            building_id: ids.building.VLT,
            unique_id: `SPEC-${i}`,
            number: `S${i}`,
            identifier: `VLT/S${i}`,
            type: i % 3 === 0 ? ('garage' as const) : ('apartment' as const),
            floor: i % 7,
            area: i % 5 === 0 ? null : 40 + i,
            has_parking: i % 2,
            doorbell_enabled: 1,
            doorbell_name: `Byt ${i}`,
            elevator_enabled: 1,
            elevator_auto_on_card: i % 2,
            elevator_auto_on_intercom: 0,
            maintenance_note: '',
            created_at: stamp,
            updated_at: stamp,
          })),
        )
        .returning('id')
        .execute();
      await t.app.db
        .insertInto('unit_access')
        .values(added.map((r) => ({ user_id: ids.user[USERS.tenant], unit_id: r.id, role: 'tenant' as const, valid_from: stamp, valid_until: null })))
        .execute();

      const many = await myUnits(USERS.tenant);
      expect(many).toHaveLength(121);
      for (const unit of many) expect(paths(unit).sort()).toEqual(SPEC_UNIT);
      for (const [i, url] of urls.entries()) {
        const reads = await readsOf(USERS.tenant, url);
        expect(one[i].length, url).toBeGreaterThan(0);
        expect(reads.length, `${url}\none:\n${one[i].join('\n')}\nmany:\n${reads.join('\n')}`).toBe(one[i].length);
      }
    });
  });
});
