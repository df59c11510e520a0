import { describe, expect, it } from 'vitest';
import type { Building } from '../../contract/buildings';
import type { Unit } from '../../contract/units';
import { compareUnits, dedupeUnits, resolveBuildingId, resolveUnitId } from '../../src/state/selection';

const b = (id: number): Building => ({ id, name: `B${id}`, code: `C${id}`, address: `Street ${id}` });
const u = (id: number, buildingId: number, uniqueId = `u-${id}`, number = String(id)): Unit => ({
  id,
  unique_id: uniqueId,
  number,
  identifier: `${buildingId}-${number}`,
  type: 'apartment',
  type_name: 'Byt',
  floor: 1,
  area: 50,
  has_parking: false,
  building: { id: buildingId, name: `B${buildingId}` },
  access: { role: 'owner', valid_from: null },
  features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
});

describe('resolveBuildingId', () => {
  it('keeps the stored choice while the list is loading', () => {
    expect(resolveBuildingId(7, undefined)).toBe(7);
  });
  it('keeps a stored building the user can see', () => {
    expect(resolveBuildingId(2, [b(1), b(2)])).toBe(2);
  });
  it('picks the only building automatically', () => {
    expect(resolveBuildingId(null, [b(5)])).toBe(5);
    expect(resolveBuildingId(9, [b(5)])).toBe(5);
  });
  it('drops a stored building that is not in the list when there are several', () => {
    expect(resolveBuildingId(9, [b(1), b(2)])).toBeNull();
  });
  it('has nothing to pick without buildings', () => {
    expect(resolveBuildingId(null, [])).toBeNull();
  });
});

describe('units', () => {
  it('removes duplicates by unique_id, keeping the first', () => {
    const list = dedupeUnits([u(1, 1, 'A'), u(2, 1, 'B'), { ...u(3, 1, 'A'), number: 'dup' }]);
    expect(list.map((x) => x.id)).toEqual([1, 2]);
  });

  it('clears the unit when it belongs to another building', () => {
    expect(resolveUnitId(10, [u(10, 1), u(11, 1)], 2)).toBeNull();
  });

  it('keeps a unit of the selected building', () => {
    expect(resolveUnitId(11, [u(10, 1), u(11, 1)], 1)).toBe(11);
  });

  it('chooses the only unit of the building automatically', () => {
    expect(resolveUnitId(null, [u(10, 1)], 1)).toBe(10);
    expect(resolveUnitId(99, [u(10, 1), u(20, 2)], 1)).toBe(10);
  });

  it('has no unit without a building, and waits for the list otherwise', () => {
    expect(resolveUnitId(10, [u(10, 1)], null)).toBeNull();
    expect(resolveUnitId(10, undefined, 1)).toBe(10);
  });

  it('orders unit numbers numerically', () => {
    const sorted = [u(1, 1, 'a', '10'), u(2, 1, 'b', '2'), u(3, 1, 'c', '1A')].sort(compareUnits).map((x) => x.number);
    expect(sorted).toEqual(['1A', '2', '10']);
  });
});
