import { describe, expect, it } from 'vitest';
import { activeUnits, activeUnitsIn, can, canSeeBuilding, effectivePermissions, isBuildingStaff, permissionState, unitRole } from '../../server/access/engine';
import type { AccessProfile, Grant, UnitAccess } from '../../server/access/profile';

const NOW = '2026-06-01T12:00:00.000Z';
const PAST = '2026-01-01T00:00:00.000Z';
const FUTURE = '2027-01-01T00:00:00.000Z';
const CATALOGUE = ['announcement:manage', 'maintenance:view', 'maintenance:edit', 'document:manage'];

function grant(code: string, over: Partial<Grant> = {}): Grant {
  return { code, granted: true, buildingId: null, unitId: null, validFrom: null, validUntil: null, source: 'direct', ...over };
}
function unit(unitId: number, buildingId: number, over: Partial<UnitAccess> = {}): UnitAccess {
  return { unitId, buildingId, role: 'owner', validFrom: null, validUntil: null, ...over };
}
function profile(over: Partial<AccessProfile> = {}): AccessProfile {
  return { userId: 1, globalAdmin: false, buildingRoles: new Map(), units: [], grants: [], catalogue: CATALOGUE, ...over };
}

describe('can: grants and denials', () => {
  it('denies by default', () => {
    expect(can(profile(), 'announcement:manage', { buildingId: 1 }, NOW)).toBe(false);
  });

  it('grants a global grant everywhere', () => {
    const p = profile({ grants: [grant('maintenance:view')] });
    expect(can(p, 'maintenance:view', {}, NOW)).toBe(true);
    expect(can(p, 'maintenance:view', { buildingId: 7 }, NOW)).toBe(true);
    expect(can(p, 'maintenance:view', { buildingId: 7, unitId: 70 }, NOW)).toBe(true);
    expect(can(p, 'maintenance:edit', { buildingId: 7 }, NOW)).toBe(false);
  });

  it('lets a denial win over any grant, in either order', () => {
    const deny = grant('document:manage', { granted: false, buildingId: 1 });
    const allow = grant('document:manage', { buildingId: 1, source: 'role' });
    expect(can(profile({ grants: [allow, deny] }), 'document:manage', { buildingId: 1 }, NOW)).toBe(false);
    expect(can(profile({ grants: [deny, allow] }), 'document:manage', { buildingId: 1 }, NOW)).toBe(false);
  });

  it('applies a building-bound denial only inside that building', () => {
    const p = profile({ grants: [grant('document:manage'), grant('document:manage', { granted: false, buildingId: 1 })] });
    expect(can(p, 'document:manage', { buildingId: 1 }, NOW)).toBe(false);
    expect(can(p, 'document:manage', { buildingId: 2 }, NOW)).toBe(true);
  });

  it('narrows a building-bound grant to its building', () => {
    const p = profile({ grants: [grant('announcement:manage', { buildingId: 1 })] });
    expect(can(p, 'announcement:manage', { buildingId: 1 }, NOW)).toBe(true);
    expect(can(p, 'announcement:manage', { buildingId: 2 }, NOW)).toBe(false);
    expect(can(p, 'announcement:manage', {}, NOW)).toBe(false);
  });

  it('narrows a unit-bound grant to its unit', () => {
    const p = profile({ grants: [grant('maintenance:view', { buildingId: 1, unitId: 10 })] });
    expect(can(p, 'maintenance:view', { buildingId: 1, unitId: 10 }, NOW)).toBe(true);
    expect(can(p, 'maintenance:view', { buildingId: 1, unitId: 11 }, NOW)).toBe(false);
    expect(can(p, 'maintenance:view', { buildingId: 1 }, NOW)).toBe(false);
  });

  it('honours validity windows on grants', () => {
    const notYet = profile({ grants: [grant('maintenance:view', { validFrom: FUTURE })] });
    const over = profile({ grants: [grant('maintenance:view', { validUntil: PAST })] });
    const current = profile({ grants: [grant('maintenance:view', { validFrom: PAST, validUntil: FUTURE })] });
    expect(can(notYet, 'maintenance:view', {}, NOW)).toBe(false);
    expect(can(over, 'maintenance:view', {}, NOW)).toBe(false);
    expect(can(current, 'maintenance:view', {}, NOW)).toBe(true);
    // valid_until is exclusive, valid_from inclusive
    expect(can(profile({ grants: [grant('maintenance:view', { validUntil: NOW })] }), 'maintenance:view', {}, NOW)).toBe(false);
    expect(can(profile({ grants: [grant('maintenance:view', { validFrom: NOW })] }), 'maintenance:view', {}, NOW)).toBe(true);
  });

  it('ignores a denial outside its validity window', () => {
    const p = profile({ grants: [grant('maintenance:view'), grant('maintenance:view', { granted: false, validUntil: PAST })] });
    expect(can(p, 'maintenance:view', {}, NOW)).toBe(true);
  });

  it('gives a global admin every catalogue code, but not unknown codes, and a denial still wins', () => {
    const admin = profile({ globalAdmin: true });
    for (const code of CATALOGUE) expect(can(admin, code, { buildingId: 5 }, NOW)).toBe(true);
    expect(can(admin, 'not:in-catalogue', {}, NOW)).toBe(false);
    const denied = profile({ globalAdmin: true, grants: [grant('document:manage', { granted: false })] });
    expect(can(denied, 'document:manage', { buildingId: 5 }, NOW)).toBe(false);
    expect(can(denied, 'announcement:manage', { buildingId: 5 }, NOW)).toBe(true);
  });

  it('lists the effective codes in a context', () => {
    const p = profile({
      grants: [grant('maintenance:view', { buildingId: 1 }), grant('document:manage'), grant('document:manage', { granted: false, buildingId: 2 })],
    });
    expect(effectivePermissions(p, { buildingId: 1 }, NOW)).toEqual(['document:manage', 'maintenance:view']);
    expect(effectivePermissions(p, { buildingId: 2 }, NOW)).toEqual([]);
  });
});

describe('permissionState: granted, denied or neither (the door rule tells a denial from no grant)', () => {
  const ctx = { buildingId: 1 };
  const state = (p: AccessProfile, code = 'document:manage', c: { buildingId?: number } = ctx) => permissionState(p, code, c, NOW);

  it('is null without any grant, and for a grant of another code or building', () => {
    expect(state(profile())).toBeNull();
    expect(state(profile({ grants: [grant('maintenance:view')] }))).toBeNull();
    expect(state(profile({ grants: [grant('document:manage', { buildingId: 2 })] }))).toBeNull();
  });

  it('is granted for a live grant, and a global admin holds every catalogue code (not unknown ones)', () => {
    expect(state(profile({ grants: [grant('document:manage', { buildingId: 1 })] }))).toBe('granted');
    expect(state(profile({ globalAdmin: true }))).toBe('granted');
    expect(state(profile({ globalAdmin: true }), 'not:in-catalogue')).toBeNull();
  });

  it('is denied for a live denial, in either order with a grant, even for a global admin', () => {
    const deny = grant('document:manage', { granted: false, buildingId: 1 });
    const allow = grant('document:manage', { source: 'building_role', buildingId: 1 });
    expect(state(profile({ grants: [deny] }))).toBe('denied');
    expect(state(profile({ grants: [allow, deny] }))).toBe('denied');
    expect(state(profile({ grants: [deny, allow] }))).toBe('denied');
    expect(state(profile({ globalAdmin: true, grants: [deny] }))).toBe('denied');
    // …only in its own building
    expect(state(profile({ grants: [allow, deny] }), 'document:manage', { buildingId: 2 })).toBeNull();
  });

  it('honours validity windows of grants and denials (from inclusive, until exclusive)', () => {
    const allow = grant('document:manage');
    const denial = (w: Partial<Grant>) => grant('document:manage', { granted: false, ...w });
    expect(state(profile({ grants: [allow, denial({ validUntil: PAST })] }))).toBe('granted');
    expect(state(profile({ grants: [allow, denial({ validFrom: FUTURE })] }))).toBe('granted');
    expect(state(profile({ grants: [allow, denial({ validUntil: NOW })] }))).toBe('granted');
    expect(state(profile({ grants: [allow, denial({ validFrom: NOW })] }))).toBe('denied');
    expect(state(profile({ grants: [grant('document:manage', { validFrom: FUTURE })] }))).toBeNull();
    expect(state(profile({ grants: [grant('document:manage', { validUntil: PAST })] }))).toBeNull();
    expect(state(profile({ grants: [grant('document:manage', { validFrom: PAST, validUntil: FUTURE })] }))).toBe('granted');
  });

  it('agrees with can: granted exactly when can says yes', () => {
    const profiles = [
      profile(),
      profile({ globalAdmin: true }),
      profile({ grants: [grant('document:manage', { granted: false })] }),
      profile({ grants: [grant('document:manage', { buildingId: 1 })] }),
    ];
    for (const p of profiles) expect(state(p) === 'granted').toBe(can(p, 'document:manage', ctx, NOW));
  });
});

describe('canSeeBuilding and building roles', () => {
  it('sees a building through a building role', () => {
    const p = profile({ buildingRoles: new Map([[1, 'guest']]) });
    expect(canSeeBuilding(p, 1, NOW)).toBe(true);
    expect(canSeeBuilding(p, 2, NOW)).toBe(false);
  });

  it('sees a building through an active unit access only', () => {
    const p = profile({ units: [unit(10, 1), unit(20, 2, { validUntil: PAST }), unit(30, 3, { validFrom: FUTURE })] });
    expect(canSeeBuilding(p, 1, NOW)).toBe(true);
    expect(canSeeBuilding(p, 2, NOW)).toBe(false);
    expect(canSeeBuilding(p, 3, NOW)).toBe(false);
    expect(activeUnits(p, NOW).map((u) => u.unitId)).toEqual([10]);
    expect(unitRole(p, 10, NOW)).toBe('owner');
    expect(unitRole(p, 20, NOW)).toBeNull();
  });

  it('lets a global admin see every building', () => {
    expect(canSeeBuilding(profile({ globalAdmin: true }), 999, NOW)).toBe(true);
  });

  it('does not let a permission grant alone open a building', () => {
    expect(canSeeBuilding(profile({ grants: [grant('document:manage', { buildingId: 1 })] }), 1, NOW)).toBe(false);
  });

  it('tells staff apart: admins and managers of the building, not a unit admin', () => {
    const p = profile({ buildingRoles: new Map([[1, 'admin'], [2, 'manager'], [3, 'user']]) });
    expect([1, 2, 3].map((b) => isBuildingStaff(p, b))).toEqual([true, true, false]);
    expect(isBuildingStaff(profile({ units: [unit(10, 1, { role: 'admin' })] }), 1)).toBe(false);
  });
});

describe('live unit accesses of one profile at changing times (the view kept beside a cached profile)', () => {
  const T = (month: number) => `2026-${String(month).padStart(2, '0')}-01T00:00:00.000Z`;
  const p = profile({
    units: [
      unit(10, 1),
      unit(11, 1, { validFrom: T(3), validUntil: T(6) }),
      unit(20, 2, { validFrom: T(5) }),
      unit(30, 3, { validUntil: T(4) }),
    ],
  });
  const ids = (now: string) => activeUnits(p, now).map((u) => u.unitId);

  it('follows every window opening and closing, forwards and back in time', () => {
    expect(ids(T(1))).toEqual([10, 30]);
    expect(ids(T(3))).toEqual([10, 11, 30]); // 11 opens exactly at its valid_from
    expect(ids(T(4))).toEqual([10, 11]); // 30 closes exactly at its valid_until
    expect(ids(T(5))).toEqual([10, 11, 20]);
    expect(ids(T(7))).toEqual([10, 20]);
    expect(ids(T(2))).toEqual([10, 30]); // back again: nothing kept from later
    expect(ids('2026-03-31T23:59:59.999Z')).toEqual([10, 11, 30]);
  });

  it('answers per building and for building visibility from the same view', () => {
    expect(activeUnitsIn(p, 1, T(7)).map((u) => u.unitId)).toEqual([10]);
    expect(activeUnitsIn(p, 2, T(4))).toEqual([]);
    expect(canSeeBuilding(p, 2, T(4))).toBe(false);
    expect(canSeeBuilding(p, 2, T(5))).toBe(true);
    expect(canSeeBuilding(p, 3, T(4))).toBe(false);
    expect(canSeeBuilding(p, 3, T(1))).toBe(true);
  });
});
