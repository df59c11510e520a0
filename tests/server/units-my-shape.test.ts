/**
 * GET /units/my answers spec 000's Unit (§3) for each of the caller's units (contract MyUnit), with
 * the right types; GET /units/{id} says the same of one unit, plus the maintenance note where the
 * caller may read it. The full field list per kind of caller: units-spec-shape.test.ts.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, createTestApp, demoIds, USERS, type TestApp } from './harness';

describeEngines('GET /units/my shape', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('gives the owner both units whole, as GET /units/{id} gives each', async () => {
    const ids = await demoIds(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/v1/units/my', headers: await t.as(USERS.owner) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.units).toHaveLength(2);
    const [flat, garage] = body.units;
    expect(flat).toEqual({
      id: ids.unit['VLT-1.01'],
      unique_id: 'VLT-1.01',
      number: '1.01',
      identifier: 'VLT/1.01',
      type: 'apartment',
      type_name: 'Byt',
      floor: 1,
      area: 59.5,
      has_parking: true,
      building: { id: ids.building.VLT, name: 'Rezidence Vltava' },
      access: { role: 'owner', valid_from: '2024-01-01T00:00:00.000Z' },
      features: {
        doorbell: { enabled: true, name: 'Vlastník' },
        elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false },
      },
    });
    expect(garage).toMatchObject({ unique_id: 'VLT-G01', type: 'garage', type_name: 'Garáž', has_parking: true });
    for (const unit of body.units) {
      expect(Object.keys(unit).sort()).toEqual(
        ['access', 'area', 'building', 'features', 'floor', 'has_parking', 'id', 'identifier', 'number', 'type', 'type_name', 'unique_id'],
      );
      expect(typeof unit.has_parking).toBe('boolean');
      const detail = await t.app.inject({ method: 'GET', url: `/v1/units/${unit.id}`, headers: await t.as(USERS.owner) });
      expect(detail.json().unit).toEqual(unit);
    }
  });
});
