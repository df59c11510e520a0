import { describe, expect, it } from 'vitest';
import { DOORBELL_NAME_MAX, UNIT_ACCESS_ROLES, UNIT_MANAGER_ROLES, UNIT_TYPES, featureRules, isDoorbellNameValid } from '../../contract/rules/units';
import { UpdateUnitRequest } from '../../contract/units';

describe('contract/rules/units', () => {
  it('features by unit type (spec 000 §6)', () => {
    expect(featureRules('apartment')).toEqual({ doorbell: true, elevator: true, intercomAuto: true });
    expect(featureRules('commercial')).toEqual({ doorbell: true, elevator: true, intercomAuto: true });
    expect(featureRules('garage')).toEqual({ doorbell: false, elevator: true, intercomAuto: false });
    for (const t of ['cellar', 'storage', 'parking', 'other'] as const) {
      expect(featureRules(t)).toEqual({ doorbell: false, elevator: false, intercomAuto: false });
    }
    expect(UNIT_TYPES).toEqual(['apartment', 'commercial', 'garage', 'cellar', 'storage', 'parking', 'other']);
  });

  it('unit roles: the spec’s owner, tenant, admin and issue 13’s guest; owners and unit admins manage the unit’s documents', () => {
    expect(UNIT_ACCESS_ROLES).toEqual(['owner', 'tenant', 'admin', 'guest']);
    expect(UNIT_MANAGER_ROLES).toEqual(['owner', 'admin']);
  });

  it('doorbell name: at most 35 characters, on both sides', () => {
    expect(DOORBELL_NAME_MAX).toBe(35);
    expect(isDoorbellNameValid('x'.repeat(35))).toBe(true);
    expect(isDoorbellNameValid('x'.repeat(36))).toBe(false);
    // spaces around the name are not counted
    expect(isDoorbellNameValid(`  ${'x'.repeat(35)}  `)).toBe(true);
    const body = (name: string) => ({ features: { doorbell: { enabled: true, name } } });
    expect(UpdateUnitRequest.safeParse(body('x'.repeat(35))).success).toBe(true);
    expect(UpdateUnitRequest.safeParse(body('x'.repeat(36))).success).toBe(false);
  });
});
