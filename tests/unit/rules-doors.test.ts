import { describe, expect, it } from 'vitest';
import { areaAllows, doorAllowed, doorDecision, DOOR_AREAS, type DoorPlace, type DoorResidentUnit, type PermissionState } from '../../contract/rules/doors';

/** The door rule (issue 10 §1) as a truth table: area × the caller's units, then permission and staff on top. */
const place = (area: DoorPlace['area'], over: Partial<DoorPlace> = {}): DoorPlace => ({ area, floor: null, unit_id: null, ...over });
const FLAT_2: DoorResidentUnit = { unit_id: 203, floor: 2, has_parking: false };
const FLAT_1_PARKING: DoorResidentUnit = { unit_id: 101, floor: 1, has_parking: true };

describe('areaAllows', () => {
  it.each([
    ['common', place('common'), [], true],
    ['entrance', place('entrance'), [], true],
    ['garage without parking', place('garage'), [FLAT_2], false],
    ['garage with parking in one unit', place('garage'), [FLAT_2, FLAT_1_PARKING], true],
    ['garage with no unit', place('garage'), [], false],
    ['own floor', place('floor', { floor: 2 }), [FLAT_2], true],
    ['another floor', place('floor', { floor: 3 }), [FLAT_2, FLAT_1_PARKING], false],
    ['own floor among other units', place('floor', { floor: 1 }), [FLAT_2, FLAT_1_PARKING], true],
    ['floor door without its floor', place('floor'), [FLAT_2], false],
    ['own unit', place('unit', { unit_id: 101 }), [FLAT_1_PARKING], true],
    ['another unit', place('unit', { unit_id: 101 }), [FLAT_2], false],
    ['own unit among others', place('unit', { unit_id: 203 }), [FLAT_1_PARKING, FLAT_2], true],
    ['unit door without its unit', place('unit'), [FLAT_2], false],
  ] as const)('%s → %s', (_what, door, units, allowed) => {
    expect(areaAllows(door, units)).toBe(allowed);
  });
});

describe('doorDecision', () => {
  const permissions: PermissionState[] = [null, 'granted', 'denied'];
  it('a live denial refuses everyone at every door; staff open all; a grant opens all; else the area', () => {
    for (const area of DOOR_AREAS) {
      const door = place(area, { floor: 9, unit_id: 999 });
      for (const permission of permissions) {
        for (const staff of [false, true]) {
          const d = doorDecision({ door, units: [FLAT_2], permission, staff });
          const expected = permission === 'denied' ? 'denied' : staff ? 'staff' : permission === 'granted' ? 'granted' : areaAllows(door, [FLAT_2]) ? 'area' : 'not_your_area';
          expect(d, `${area} ${permission} ${staff}`).toBe(expected);
        }
      }
    }
  });

  it('allows exactly staff, granted and area', () => {
    expect(['staff', 'area', 'granted', 'denied', 'not_your_area'].filter((d) => doorAllowed(d as never))).toEqual(['staff', 'area', 'granted']);
  });
});
