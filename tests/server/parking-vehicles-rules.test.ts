import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeEngines } from './harness';
import { addPlate, parkingFixture, type ParkingFixture } from './parking-vehicles-helpers';
import { translate } from '../../server/lib/i18n';
import { storedValidTo } from '../../server/lib/building-time';

/** Plate rules, audit and live events of the plates, spaces and parking switch (issue 9, spec 000 §4, §5, §9). */
describeEngines('parking vehicles: rules, audit, live', (engine) => {
  let f: ParkingFixture;
  let url: string;
  beforeAll(async () => {
    f = await parkingFixture(engine);
    url = f.plates(f.unit.g01);
  });
  afterAll(async () => f?.close());

  /** A refused POST as the owner of G01: status, message in both languages, nothing stored. */
  async function refused(body: object, status: number, key: string, params: Record<string, string> = {}, target = url) {
    const before = await f.countPlates();
    const cs = await f.call('owner', 'POST', target, body);
    expect(cs.statusCode, cs.body).toBe(status);
    expect(cs.json()).toEqual({ message: translate('cs', key, params) });
    const en = await f.call('owner', 'POST', target, body, 'en');
    expect(en.json()).toEqual({ message: translate('en', key, params) });
    expect(translate('en', key, params)).not.toBe(key);
    expect(await f.countPlates()).toBe(before);
  }

  describe('plate text', () => {
    it('refuses 9 characters, accepts 8', async () => {
      await refused({ license_plate: '123456789' }, 400, 'server.parking.plate_too_long');
      const res = await f.call('owner', 'POST', url, { license_plate: '8CHARS01' });
      expect(res.statusCode).toBe(201);
    });

    it('normalises lowercase and spaces (and 9 characters with a space fit)', async () => {
      const res = await f.call('owner', 'POST', url, { license_plate: ' 4a2 3456 ' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().license_plate.license_plate).toBe('4A23456');
      const stored = await f.t.app.db.selectFrom('license_plates').select('license_plate').where('id', '=', res.json().license_plate.id).executeTakeFirstOrThrow();
      expect(stored.license_plate).toBe('4A23456');
    });

    it.each([['1AB-234'], ['ŠKODA1'], ['AB_12'], ['1AB%']])('refuses invalid characters: %s', async (plate) => {
      await refused({ license_plate: plate }, 400, 'server.parking.plate_invalid_chars');
    });

    it('refuses an empty plate', async () => {
      await refused({ license_plate: '   ' }, 400, 'server.parking.plate_required');
    });

    it('refuses a bad e-mail, accepts none or a good one', async () => {
      await refused({ license_plate: f.freshPlate(), email: 'not-an-email' }, 400, 'server.parking.email_invalid');
      const ok = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), email: 'jan@example.com' });
      expect(ok.json().license_plate).toMatchObject({ user_email: 'jan@example.com', user_name: 'Jan Vlastník' });
      const none = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), email: '' });
      expect(none.json().license_plate.user_email).toBeNull();
    });
  });

  describe('duplicates in the building', () => {
    it('refuses a plate active on another unit, in both languages', async () => {
      // 1AB2345 is the demo's permanent plate of 1.01
      await refused({ license_plate: '1ab 2345' }, 409, 'server.parking.plate_duplicate', { plate: '1AB2345' });
    });

    it('refuses a still active temporary plate, allows an expired one again', async () => {
      await refused({ license_plate: '5AC6789' }, 409, 'server.parking.plate_duplicate', { plate: '5AC6789' });
      // 2AZ1010 on 1.01 ended three days ago
      const res = await f.call('owner', 'POST', url, { license_plate: '2AZ1010' });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('allows the same plate in another building', async () => {
      const res = await f.call('otherBuilding', 'POST', `/v1/buildings/${f.ids.building.SLN}/units/${f.unit.sln101}/license-plates`, { license_plate: '3SD4567' });
      // SLN 1.01 has no parking: the refusal is about parking, not about the plate of VLT
      expect(res.json()).toEqual({ message: translate('cs', 'server.parking.no_parking_access') });
      await f.t.app.db.updateTable('units').set({ has_parking: 1 }).where('id', '=', f.unit.sln101).execute();
      const ok = await f.call('otherBuilding', 'POST', `/v1/buildings/${f.ids.building.SLN}/units/${f.unit.sln101}/license-plates`, { license_plate: '3SD4567' });
      expect(ok.statusCode, ok.body).toBe(201);
    });

    it('stores a plate sent twice at once only once', async () => {
      const plate = f.freshPlate();
      const answers = await Promise.all([
        f.call('owner', 'POST', url, { license_plate: plate }),
        f.call('owner', 'POST', f.plates(f.unit.a101), { license_plate: plate }),
        f.call('manager', 'POST', url, { license_plate: plate }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
      const rows = await f.t.app.db.selectFrom('license_plates').select('id').where('license_plate', '=', plate).execute();
      expect(rows).toHaveLength(1);
    });

    it('refuses an update onto an active plate, but not keeping its own', async () => {
      const plate = await addPlate(f, f.unit.g01);
      const clash = await f.call('owner', 'PUT', `${url}/${plate.id}`, { license_plate: '1AB2345' });
      expect(clash.statusCode).toBe(409);
      const row = await f.t.app.db.selectFrom('license_plates').select('license_plate').where('id', '=', plate.id).executeTakeFirstOrThrow();
      expect(row.license_plate).toBe(plate.license_plate);
      const same = await f.call('owner', 'PUT', `${url}/${plate.id}`, { license_plate: plate.license_plate, note: 'jen poznámka' });
      expect(same.statusCode, same.body).toBe(200);
      expect(same.json().license_plate.note).toBe('jen poznámka');
    });
  });

  describe('type and end date', () => {
    it('a temporary plate needs an end date', async () => {
      await refused({ license_plate: f.freshPlate(), type: 'temporary' }, 400, 'server.parking.valid_to_required');
    });

    it('refuses an end date in the past (Prague date), accepts today', async () => {
      await refused({ license_plate: f.freshPlate(), type: 'temporary', valid_to: f.pragueDate(-1) }, 400, 'server.parking.valid_to_past');
      const today = f.pragueDate(0);
      const res = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), type: 'temporary', valid_to: today });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().license_plate).toMatchObject({ type: 'temporary', valid_to: storedValidTo(today) });
    });

    it('a permanent plate has no end date', async () => {
      await refused({ license_plate: f.freshPlate(), type: 'permanent', valid_to: f.pragueDate(5) }, 400, 'server.parking.valid_to_permanent');
    });

    it('an expired plate may be edited keeping its end, not moved to another past day', async () => {
      // 2AZ1010 of 1.01 ended three days ago (the demo data)
      const row = await f.t.app.db.selectFrom('license_plates').select(['id', 'valid_to']).where('license_plate', '=', '2AZ1010').where('unit_id', '=', f.unit.a101).executeTakeFirstOrThrow();
      const pragueDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date(row.valid_to!));
      const a101 = f.plates(f.unit.a101);
      const kept = await f.call('owner', 'PUT', `${a101}/${row.id}`, { license_plate: '2AZ1010', type: 'temporary', valid_to: pragueDay, name: 'Vrácené auto' });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().license_plate).toMatchObject({ name: 'Vrácené auto', valid_to: row.valid_to });
      const moved = await f.call('owner', 'PUT', `${a101}/${row.id}`, { license_plate: '2AZ1010', type: 'temporary', valid_to: f.pragueDate(-10) });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ message: translate('cs', 'server.parking.valid_to_past') });
    });

    it('refuses a malformed date', async () => {
      const res = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), type: 'temporary', valid_to: '31.12.2030' });
      expect(res.statusCode).toBe(400);
    });

    it('stores valid_from as now and the end as the end of that day in Prague', async () => {
      const before = new Date().toISOString();
      const plate = await addPlate(f, f.unit.g01, { type: 'temporary', valid_to: f.pragueDate(10) });
      expect(String(plate.valid_from) >= before).toBe(true);
      expect(plate.valid_to).toBe(storedValidTo(f.pragueDate(10)));
    });
  });

  describe('space and unit', () => {
    it('refuses a space of another unit, accepts its own', async () => {
      const spaces = await f.t.app.db.selectFrom('parking_spaces').select(['id', 'unit_id']).where('unit_id', 'in', [f.unit.a101, f.unit.g01]).execute();
      const foreign = spaces.find((s) => s.unit_id === f.unit.a101)!.id;
      const own = spaces.find((s) => s.unit_id === f.unit.g01)!.id;
      await refused({ license_plate: f.freshPlate(), parking_space_id: foreign }, 400, 'server.parking.space_not_in_unit');
      const ok = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), parking_space_id: own });
      expect(ok.json().license_plate).toMatchObject({ parking_space_id: own, parking_space_name: 'G01' });
      const none = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), parking_space_id: '' });
      expect(none.json().license_plate.parking_space_id).toBeNull();
    });

    it('refuses a body naming another unit', async () => {
      await refused({ license_plate: f.freshPlate(), unit_id: f.unit.a101 }, 400, 'server.parking.unit_mismatch');
      const same = await f.call('owner', 'POST', url, { license_plate: f.freshPlate(), unit_id: f.unit.g01 });
      expect(same.statusCode).toBe(201);
    });

    it('refuses plates and spaces on a unit without parking (409), for staff too', async () => {
      const a203 = f.plates(f.unit.a203);
      const before = await f.countPlates();
      const tenant = await f.call('otherTenant', 'POST', a203, { license_plate: f.freshPlate() });
      expect(tenant.statusCode).toBe(409);
      expect(tenant.json()).toEqual({ message: translate('cs', 'server.parking.no_parking_access') });
      expect((await f.call('manager', 'POST', a203, { license_plate: f.freshPlate() })).statusCode).toBe(409);
      expect((await f.call('manager', 'POST', f.spaces(f.unit.a203), { name: 'X1' })).statusCode).toBe(409);
      expect(await f.countPlates()).toBe(before);
      // reading still works: the screen shows the warning over an empty list
      expect((await f.call('otherTenant', 'GET', a203)).json()).toEqual({ license_plates: [] });
    });
  });

  describe('update and delete by id or plate text', () => {
    it('updates by the plate text typed loosely', async () => {
      const plate = await addPlate(f, f.unit.g01);
      const res = await f.call('owner', 'PUT', `${url}/${encodeURIComponent(` ${plate.license_plate.toLowerCase()} `)}`, {
        license_plate: plate.license_plate,
        type: 'temporary',
        valid_to: f.pragueDate(3),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().license_plate).toMatchObject({ id: plate.id, type: 'temporary', valid_to: storedValidTo(f.pragueDate(3)) });
    });

    it('deletes by the plate text', async () => {
      const plate = await addPlate(f, f.unit.g01);
      const res = await f.call('owner', 'DELETE', `${url}/${plate.license_plate.toLowerCase()}`);
      expect(res.json()).toEqual({ status: 'success' });
      expect(await f.t.app.db.selectFrom('license_plates').select('id').where('id', '=', plate.id).executeTakeFirst()).toBeUndefined();
    });

    it('refuses an update with a bad plate and leaves the record as it was', async () => {
      const plate = await addPlate(f, f.unit.g01, { name: 'beze změny' });
      const res = await f.call('owner', 'PUT', `${url}/${plate.id}`, { license_plate: 'X'.repeat(9), name: 'změna' });
      expect(res.statusCode).toBe(400);
      const row = await f.t.app.db.selectFrom('license_plates').select(['name', 'license_plate']).where('id', '=', plate.id).executeTakeFirstOrThrow();
      expect(row).toEqual({ name: 'beze změny', license_plate: plate.license_plate });
    });
  });

  describe('audit and live events', () => {
    beforeEach(() => {
      f.events.length = 0;
    });
    const audit = (action: string, target: string) =>
      f.t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).where('target', '=', target).orderBy('id').execute();

    it('plate create, update and delete are audited and announced to the unit and staff', async () => {
      const res = await f.call('owner', 'POST', url, { license_plate: f.freshPlate() });
      const id = res.json().license_plate.id as number;
      await f.call('owner', 'PUT', `${url}/${id}`, { license_plate: res.json().license_plate.license_plate, name: 'nové jméno' });
      await f.call('owner', 'DELETE', `${url}/${id}`);
      for (const action of ['parking.vehicle.create', 'parking.vehicle.update', 'parking.vehicle.delete']) {
        const rows = await audit(action, `license_plate:${id}`);
        expect(rows, action).toHaveLength(1);
        expect(rows[0]).toMatchObject({ user_id: f.ids.user['vlastnik@example.com'], building_id: f.vlt, unit_id: f.unit.g01, outcome: 'success' });
      }
      const changed = f.events.filter((e) => e.event.type === 'parking.vehicles_changed');
      expect(changed).toHaveLength(3);
      for (const e of changed) {
        expect(e.event.data).toEqual({ unit_id: f.unit.g01 });
        expect(e.event.building_id).toBe(f.vlt);
        expect(e.audience).toEqual({ units: [f.unit.g01], staff: true });
      }
    });

    it('a refused write is neither audited as success nor announced', async () => {
      await f.call('owner', 'POST', url, { license_plate: '1AB2345' });
      expect(f.events.filter((e) => e.event.type === 'parking.vehicles_changed')).toEqual([]);
    });

    it('a new space is audited and announced', async () => {
      const res = await f.call('buildingAdmin', 'POST', f.spaces(f.unit.g01), { name: 'G01-B' });
      expect(res.statusCode).toBe(201);
      expect(await audit('parking.space.create', `parking_space:${res.json().parking_space.id}`)).toHaveLength(1);
      expect(f.events.map((e) => [e.event.type, e.audience])).toEqual([['parking.vehicles_changed', { units: [f.unit.g01], staff: true }]]);
    });

    it('set-parking switches the unit, is audited, announced, and moves no access version', async () => {
      const versions = async () => (await f.t.app.db.selectFrom('users').select(['id', 'access_version']).orderBy('id').execute()).map((u) => `${u.id}:${u.access_version}`);
      const before = await versions();
      const off = await f.call('manager', 'POST', `/v1/units/${f.unit.g01}/set-parking`, { has_parking: false });
      expect(off.json()).toEqual({ status: 'success', unit: { id: f.unit.g01, has_parking: false } });
      const unit = await f.call('owner', 'GET', `/v1/units/${f.unit.g01}`);
      expect(unit.json().unit.has_parking).toBe(false);
      expect((await f.call('owner', 'POST', url, { license_plate: f.freshPlate() })).statusCode).toBe(409);
      await f.call('manager', 'POST', `/v1/units/${f.unit.g01}/set-parking`, { has_parking: true });
      expect((await f.call('owner', 'POST', url, { license_plate: f.freshPlate() })).statusCode).toBe(201);
      expect(await versions()).toEqual(before);
      const rows = await audit('unit.set_parking', `unit:${f.unit.g01}`);
      expect(rows.filter((r) => r.outcome === 'success').map((r) => JSON.parse(r.detail!))).toEqual([
        { from: true, to: false },
        { from: false, to: true },
      ]);
      const switched = f.events.filter((e) => e.event.type === 'unit.parking_changed');
      expect(switched.map((e) => [e.event.data, e.audience])).toEqual([
        [{ id: f.unit.g01, has_parking: false }, { units: [f.unit.g01], staff: true }],
        [{ id: f.unit.g01, has_parking: true }, { units: [f.unit.g01], staff: true }],
      ]);
    });

    it('set-parking refuses a body without a boolean', async () => {
      const res = await f.call('manager', 'POST', `/v1/units/${f.unit.g01}/set-parking`, { has_parking: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(f.events).toEqual([]);
    });
  });
});
