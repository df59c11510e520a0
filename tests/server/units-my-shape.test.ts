/** GET /units/my answers every field of the spec's Unit (000 §3) for a demo owner, with the right types. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoIds, ENGINES, USERS, type TestApp } from './harness';

describe.each(ENGINES)('GET /units/my shape (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('gives the owner every spec field of both units', async () => {
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
    expect(garage).toMatchObject({
      unique_id: 'VLT-G01',
      type: 'garage',
      type_name: 'Garáž',
      floor: -1,
      area: 18,
      has_parking: true,
      features: { doorbell: { enabled: false, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
    });
    for (const unit of body.units) {
      for (const key of ['id', 'unique_id', 'number', 'identifier', 'type', 'type_name', 'floor', 'area', 'has_parking', 'building', 'access', 'features']) {
        expect(unit, key).toHaveProperty(key);
      }
      expect(typeof unit.has_parking).toBe('boolean');
      expect(unit).not.toHaveProperty('maintenance_note');
    }
  });
});
