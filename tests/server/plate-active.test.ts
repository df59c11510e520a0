/**
 * The one rule of an active plate (issue 30 §6): contract/rules/parking.ts `plateActiveAt` and its
 * SQL form `plateActiveSql` answer alike at the edges (no end, an end at, before and after the
 * moment), on both engines.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { plateActiveAt } from '../../contract/rules/parking';
import { plateActiveSql } from '../../server/domain/parking/vehicle-repository';
import { describeEngines, createTestApp, demoIds, type TestApp } from './harness';

describeEngines('an active plate', (engine) => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    ids = await demoIds(t.app);
  });
  afterAll(() => t?.close());

  it('is the same in SQL as in the rule, at every edge', async () => {
    const at = '2026-06-01T12:00:00.000Z';
    const ends = [null, '2026-06-01T11:59:59.999Z', at, '2026-06-01T12:00:00.001Z', '2027-01-01T00:00:00.000Z'];
    const unit = ids.unit['VLT-1.01'];
    const created: number[] = [];
    for (const [i, end] of ends.entries()) {
      const row = await t.app.db
        .insertInto('license_plates')
        .values({
          building_id: ids.building.VLT,
          unit_id: unit,
          license_plate: `ACT${i}`,
          name: 'Test',
          email: null,
          parking_space_id: null,
          valid_from: '2026-01-01T00:00:00.000Z',
          valid_to: end,
          note: null,
          type: end === null ? 'permanent' : 'temporary',
          created_at: at,
          updated_at: at,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      created.push(row.id);
    }
    const active = await t.app.db.selectFrom('license_plates').select('id').where('id', 'in', created).where(plateActiveSql(at)).execute();
    const bySql = new Set(active.map((r) => r.id));
    expect(created.map((id) => bySql.has(id))).toEqual(ends.map((end) => plateActiveAt(end, at)));
    expect(ends.map((end) => plateActiveAt(end, at))).toEqual([true, false, true, true, true]);
    await t.app.db.deleteFrom('license_plates').where('id', 'in', created).execute();
  });
});
