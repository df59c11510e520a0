import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressedEvent } from '../../server/lib/event-bus';
import { createTestApp, demoIds, USERS, type Engine, type TestApp } from './harness';
import { nowIso } from '../../server/lib/time';
import { UNIT_CALLER_KINDS, UNIT_REACH, unitCallers, type UnitCallerKind } from './unit-callers';

/**
 * Every kind of caller for a unit's QR passes, on apartment 1.01 of Rezidence Vltava:
 * `unitTenant` rents 1.01 until `TENANT_UNTIL` (a guest pass may not outlive that), `otherTenant`
 * rents 2.03 in the same building, `otherBuilding` lives elsewhere only.
 */
export const QR_USERS = unitCallers('najemnik101qr@example.com');
export type QrKind = UnitCallerKind;
export const QR_KINDS = UNIT_CALLER_KINDS;
/** create/list/deactivate on 1.01 per kind of caller: the unit's people and staff, else as if there were no unit */
export const QR_REACH = UNIT_REACH;

/** The tenant's access to 1.01 ends this far ahead. */
export const TENANT_DAYS = 30;

type Method = 'GET' | 'POST' | 'DELETE';

export interface QrFixture {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  vlt: number;
  sln: number;
  unit: { a101: number; a203: number; sln101: number };
  user: { unitTenant: number };
  tenantUntil: string;
  /** a door at the entrance of each building, added for these tests */
  door: { vlt: number; sln: number };
  /** a live device key of each building */
  key: { vlt: string; sln: string };
  events: AddressedEvent[];
  call(kind: QrKind, method: Method, url: string, payload?: object, lang?: string): Promise<LightMyRequestResponse>;
  codes(unitId: number, building?: number): string;
  /** creates passes on 1.01 as the owner and answers their codes */
  create(body: object, unitId?: number, kind?: QrKind): Promise<string[]>;
  scan(code: string, opts?: { door?: number; key?: string | null; lang?: string }): Promise<LightMyRequestResponse>;
  countPasses(): Promise<number>;
  close(): Promise<void>;
}

let seq = 0;
/** an e-mail no test has used yet */
export const freshEmail = (what = 'host') => `${what.toLowerCase()}.${process.pid}.${++seq}@example.org`;
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();
export const HOUR = 3_600_000;

/** An entrance door of the building (the built-in driver), for reader tests: its id. */
export async function addDoor(t: TestApp, buildingId: number): Promise<number> {
  const now = nowIso();
  const row = await t.app.db
    .insertInto('devices')
    .values({ building_id: buildingId, kind: 'door', name: 'Hlavní vchod (test QR)', location: 'přízemí', driver: 'builtin', state: null, area: 'entrance', floor: null, unit_id: null, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new device key of the building, issued by the global admin through the route. */
export async function issueKey(t: TestApp, buildingId: number): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/v1/buildings/${buildingId}/device-keys`, headers: await t.as(USERS.globalAdmin), payload: { label: 'Čtečka u vchodu' } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().key as string;
}

export async function qrFixture(engine: Engine): Promise<QrFixture> {
  const t = await createTestApp(engine);
  const ids = await demoIds(t.app);
  const vlt = ids.building.VLT;
  const sln = ids.building.SLN;
  const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
  const now = nowIso();
  const tenantUntil = isoIn(TENANT_DAYS * 24 * HOUR);
  const { id: tenantId } = await t.app.db
    .insertInto('users')
    .values({ email: QR_USERS.unitTenant, name: 'Nájemník 1.01', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('unit_access').values({ user_id: tenantId, unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: tenantUntil }).execute();
  const door = { vlt: await addDoor(t, vlt), sln: await addDoor(t, sln) };
  const key = { vlt: await issueKey(t, vlt), sln: await issueKey(t, sln) };
  const events: AddressedEvent[] = [];
  t.app.bus.subscribe((e) => events.push(e));
  const call: QrFixture['call'] = async (kind, method, url, payload, lang) =>
    t.app.inject({ method, url, payload, headers: { ...(await t.as(QR_USERS[kind])), ...(lang ? { 'accept-language': lang } : {}) } });
  const codes = (unitId: number, building = vlt) => `/v1/buildings/${building}/units/${unitId}/qr-codes`;
  const a101 = ids.unit['VLT-1.01'];
  return {
    t,
    ids,
    vlt,
    sln,
    unit: { a101, a203: ids.unit['VLT-2.03'], sln101: ids.unit['SLN-1.01'] },
    user: { unitTenant: tenantId },
    tenantUntil,
    door,
    key,
    events,
    call,
    codes,
    async create(body, unitId = a101, kind = 'owner') {
      const res = await call(kind, 'POST', codes(unitId, unitId === ids.unit['SLN-1.01'] ? sln : vlt), { emails: [freshEmail()], ...body });
      expect(res.statusCode, res.body).toBe(201);
      return (res.json().created_codes as Array<{ qr_code: string }>).map((c) => c.qr_code);
    },
    scan: (code, opts = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/devices/qr/scan',
        payload: { qr_code: code, door_id: opts.door ?? door.vlt },
        headers: { ...(opts.key === null ? {} : { 'x-device-key': opts.key ?? key.vlt }), ...(opts.lang ? { 'accept-language': opts.lang } : {}) },
      }),
    countPasses: async () => Number((await t.app.db.selectFrom('qr_passes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    close: () => t.close(),
  };
}

/** A reader of the building for the route tables: an entrance door and a live key. */
export async function testReader(t: TestApp, buildingId: number): Promise<{ door: number; key: string }> {
  return { door: await addDoor(t, buildingId), key: await issueKey(t, buildingId) };
}

/** A pass with a known code (all digits, so route tables can swap it for a missing one), stored directly. */
export async function knownPass(t: TestApp, unitId: number, code: string): Promise<string> {
  const unit = await t.app.db.selectFrom('units').select('building_id').where('id', '=', unitId).executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('qr_passes')
    .values({ building_id: unit.building_id, unit_id: unitId, code, type: 'permanent', email: 'known@example.org', recipient_name: 'Host', valid_from: null, valid_to: null, autoelevator: 1, is_active: 1, used_at: null, created_by: null, created_at: nowIso() })
    .execute();
  return code;
}
