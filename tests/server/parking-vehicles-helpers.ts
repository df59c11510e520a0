import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AddressedEvent } from '../../server/lib/event-bus';
import { createTestApp, demoIds, USERS, type Engine, type TestApp } from './harness';
import { nowIso } from '../../server/lib/time';
import { UNIT_CALLER_KINDS, unitCallers, type UnitCallerKind } from './unit-callers';

/**
 * Every kind of caller for a unit's parking, on apartment 1.01 of Rezidence Vltava (it has
 * parking; its owner also owns garage G01). `otherTenant` rents 2.03, which has no parking.
 */
export const PARKING_USERS = unitCallers('najemnik101p@example.com');
export type ParkingKind = UnitCallerKind;
export const PARKING_KINDS = UNIT_CALLER_KINDS;
export const PARKING_STAFF: ParkingKind[] = ['buildingAdmin', 'manager', 'globalAdmin'];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ParkingFixture {
  t: TestApp;
  ids: Awaited<ReturnType<typeof demoIds>>;
  vlt: number;
  /** VLT-1.01, VLT-G01, VLT-2.03, SLN-1.01 */
  unit: { a101: number; g01: number; a203: number; sln101: number };
  /** every event the bus published, with its audience */
  events: AddressedEvent[];
  call(kind: ParkingKind, method: Method, url: string, payload?: object, lang?: string): Promise<LightMyRequestResponse>;
  plates(unitId: number): string;
  spaces(unitId: number): string;
  /** a plate no test has used yet (7 characters) */
  freshPlate(): string;
  /** yyyy-MM-dd `days` from today in Prague */
  pragueDate(days: number): string;
  countPlates(): Promise<number>;
  close(): Promise<void>;
}

let seq = 0;

export async function parkingFixture(engine: Engine): Promise<ParkingFixture> {
  const t = await createTestApp(engine);
  const ids = await demoIds(t.app);
  const vlt = ids.building.VLT;
  const hash = (await t.app.db.selectFrom('users').select('password_hash').where('email', '=', USERS.owner).executeTakeFirstOrThrow()).password_hash;
  const now = nowIso();
  const { id: tenantId } = await t.app.db
    .insertInto('users')
    .values({ email: PARKING_USERS.unitTenant, name: 'Nájemník 1.01', phone: null, avatar_url: null, last_login: null, password_hash: hash, is_active: 1, global_role: 'user', created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db.insertInto('unit_access').values({ user_id: tenantId, unit_id: ids.unit['VLT-1.01'], role: 'tenant', valid_from: null, valid_until: null }).execute();
  const events: AddressedEvent[] = [];
  t.app.bus.subscribe((e) => events.push(e));

  const pragueDate = (days: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(Date.now() + days * 86_400_000));
  return {
    t,
    ids,
    vlt,
    unit: { a101: ids.unit['VLT-1.01'], g01: ids.unit['VLT-G01'], a203: ids.unit['VLT-2.03'], sln101: ids.unit['SLN-1.01'] },
    events,
    call: async (kind, method, url, payload, lang) =>
      t.app.inject({ method, url, payload, headers: { ...(await t.as(PARKING_USERS[kind])), ...(lang ? { 'accept-language': lang } : {}) } }),
    plates: (unitId) => `/v1/buildings/${vlt}/units/${unitId}/license-plates`,
    spaces: (unitId) => `/v1/buildings/${vlt}/units/${unitId}/parking-spaces`,
    freshPlate: () => `T${process.pid % 100}X${String(++seq).padStart(3, '0')}`.slice(0, 8),
    pragueDate,
    countPlates: async () => Number((await t.app.db.selectFrom('license_plates').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    close: () => t.close(),
  };
}

/** Adds a plate to a unit as the building admin and answers it. */
export async function addPlate(f: ParkingFixture, unitId: number, body: object = {}) {
  const res = await f.call('buildingAdmin', 'POST', f.plates(unitId), { license_plate: f.freshPlate(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().license_plate as { id: number; license_plate: string; [k: string]: unknown };
}
