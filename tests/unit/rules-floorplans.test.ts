import { describe, expect, it } from 'vitest';
import { FLOORPLAN_ACCEPT, FLOORPLAN_KINDS, FLOOR_MAX, FLOOR_MIN, accessLevelsFor, isValidFloor } from '../../contract/rules/floorplans';
import { FloorplanListQuery } from '../../contract/floorplans';

describe('contract/rules/floorplans', () => {
  it('floors from -5 to 100 (spec 000 §9), whole numbers only', () => {
    expect([FLOOR_MIN, FLOOR_MAX]).toEqual([-5, 100]);
    expect([-5, 0, 100].every(isValidFloor)).toBe(true);
    expect([-6, 101, 1.5, NaN].some(isValidFloor)).toBe(false);
    expect(FloorplanListQuery.safeParse({ floor: '-6' }).success).toBe(false);
    expect(FloorplanListQuery.safeParse({ floor: '100' }).success).toBe(true);
  });

  it('JPG, PNG, PDF and SVG; the file input offers each of them', () => {
    expect([...FLOORPLAN_KINDS].sort()).toEqual(['jpg', 'pdf', 'png', 'svg']);
    for (const ext of ['.jpg', '.jpeg', '.png', '.pdf', '.svg']) expect(FLOORPLAN_ACCEPT.split(',')).toContain(ext);
  });

  it('access levels by kind of member, deny by default', () => {
    expect(accessLevelsFor('none')).toEqual([]);
    expect(accessLevelsFor('member')).toEqual(['public']);
    expect(accessLevelsFor('unit_member')).toEqual(['public', 'unit_only']);
    expect(accessLevelsFor('staff').sort()).toEqual(['admin', 'public', 'technical', 'unit_only']);
  });
});
