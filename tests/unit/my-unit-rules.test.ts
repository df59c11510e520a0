/** The pure rules of the My unit screen (spec 000 §4–§6): features per type, payload, dirty check, order. */
import { describe, expect, it } from 'vitest';
import type { Unit, UnitType } from '../../contract/units';
import { buildFeaturesPayload, isDirty, mergeStaffUnits, pickShownUnit, settingsFromUnit, sortMyUnits, toggleElevatorOption, type UnitSettings } from '../../src/features/my-unit/rules';
import { DOORBELL_NAME_MAX, featureRules, isDoorbellNameValid } from '../../contract/rules/units';

function unit(id: number, number: string, building: string, type: UnitType = 'apartment', over: Partial<Unit> = {}): Unit {
  return {
    id,
    unique_id: `U-${id}`,
    number,
    identifier: `X/${number}`,
    type,
    type_name: type,
    floor: 1,
    area: 50,
    has_parking: false,
    building: { id: building.length, name: building },
    access: { role: 'owner', valid_from: null },
    features: {
      doorbell: { enabled: true, name: 'Novák' },
      elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false },
    },
    ...over,
  };
}

const settings = (over: Partial<UnitSettings> = {}): UnitSettings => ({
  doorbellEnabled: true,
  doorbellName: 'Novák',
  elevatorEnabled: true,
  autoOnCard: false,
  autoOnIntercom: false,
  ...over,
});

describe('featureRules', () => {
  it.each<[UnitType, boolean, boolean, boolean]>([
    ['apartment', true, true, true],
    ['commercial', true, true, true],
    ['garage', false, true, false],
    ['cellar', false, false, false],
    ['storage', false, false, false],
    ['parking', false, false, false],
    ['other', false, false, false],
  ])('%s: doorbell %s, elevator %s, intercom auto %s', (type, doorbell, elevator, intercomAuto) => {
    expect(featureRules(type)).toEqual({ doorbell, elevator, intercomAuto });
  });
});

describe('buildFeaturesPayload', () => {
  it('sends both parts for an apartment, with the name trimmed', () => {
    expect(buildFeaturesPayload('apartment', settings({ doorbellName: '  Novák ', autoOnCard: true, autoOnIntercom: true }))).toEqual({
      doorbell: { enabled: true, name: 'Novák' },
      elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true },
    });
  });

  it('sends the auto options as false when the elevator is disabled', () => {
    expect(buildFeaturesPayload('apartment', settings({ elevatorEnabled: false, autoOnCard: true, autoOnIntercom: true })).elevator).toEqual({
      enabled: false,
      auto_on_card: false,
      auto_on_intercom: false,
    });
  });

  it('never sends a doorbell or the intercom auto-call for a garage', () => {
    expect(buildFeaturesPayload('garage', settings({ autoOnCard: true, autoOnIntercom: true }))).toEqual({
      elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false },
    });
  });

  it('sends nothing for a cellar', () => {
    expect(buildFeaturesPayload('cellar', settings())).toEqual({});
  });
});

describe('isDirty', () => {
  it('is clean for the loaded values and dirty after a change', () => {
    expect(isDirty('apartment', settings(), settings())).toBe(false);
    expect(isDirty('apartment', settings(), settings({ doorbellName: 'Nováková' }))).toBe(true);
    expect(isDirty('apartment', settings(), settings({ autoOnIntercom: true }))).toBe(true);
  });

  it('ignores what the payload would not carry', () => {
    // hidden behind a disabled elevator
    expect(isDirty('apartment', settings({ elevatorEnabled: false }), settings({ elevatorEnabled: false, autoOnCard: true }))).toBe(false);
    // a garage has no doorbell and no intercom auto-call
    expect(isDirty('garage', settings(), settings({ doorbellName: 'x', autoOnIntercom: true }))).toBe(false);
    // trailing spaces are trimmed away
    expect(isDirty('apartment', settings(), settings({ doorbellName: 'Novák  ' }))).toBe(false);
  });
});

describe('doorbell name', () => {
  it('allows at most 35 characters', () => {
    expect(DOORBELL_NAME_MAX).toBe(35);
    expect(isDoorbellNameValid('x'.repeat(35))).toBe(true);
    expect(isDoorbellNameValid('x'.repeat(36))).toBe(false);
  });
});

describe('order and preselection', () => {
  const units = [
    unit(1, '10.01', 'Rezidence Vltava'),
    unit(2, 'G01', 'Rezidence Vltava', 'garage'),
    unit(3, '2.01', 'Rezidence Vltava'),
    unit(4, '1.01', 'Dům Slunečná'),
    unit(5, '2.01', 'Bytový dům Lipová'),
  ];

  it('sorts by building name, then unit number in natural order', () => {
    expect(sortMyUnits(units).map((u) => u.id)).toEqual([5, 4, 3, 1, 2]);
  });

  it('shows the picked unit, else the sidebar unit when listed, else the first', () => {
    const sorted = sortMyUnits(units);
    expect(pickShownUnit(sorted, 1, 3)?.id).toBe(1);
    expect(pickShownUnit(sorted, null, 3)?.id).toBe(3);
    expect(pickShownUnit(sorted, 99, 98)?.id).toBe(5);
    expect(pickShownUnit([], null, null)).toBeNull();
  });

  it('reads the settings of a unit', () => {
    expect(settingsFromUnit(unit(1, '1', 'A'))).toEqual(settings());
  });
});

describe('toggleElevatorOption', () => {
  it('turns the elevator off and sends the auto options as false', () => {
    const u = unit(1, '1', 'A', 'apartment', {
      features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } },
    });
    expect(toggleElevatorOption(u, 'enabled')).toEqual({ elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } });
  });

  it('turning an auto-call on also turns the elevator on', () => {
    const u = unit(1, '1', 'A', 'apartment', {
      features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: false, auto_on_card: false, auto_on_intercom: false } },
    });
    expect(toggleElevatorOption(u, 'autoOnCard')).toEqual({ elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } });
  });

  it('turns an auto-call off and keeps the rest', () => {
    const u = unit(1, '1', 'A', 'apartment', {
      features: { doorbell: { enabled: true, name: '' }, elevator: { enabled: true, auto_on_card: true, auto_on_intercom: true } },
    });
    expect(toggleElevatorOption(u, 'autoOnIntercom')).toEqual({ elevator: { enabled: true, auto_on_card: true, auto_on_intercom: false } });
  });

  it('never turns the intercom auto-call on for a garage', () => {
    const g = unit(2, 'G01', 'A', 'garage');
    expect(toggleElevatorOption(g, 'autoOnIntercom')).toEqual({ elevator: { enabled: true, auto_on_card: false, auto_on_intercom: false } });
  });

  it('sends nothing for a type without an elevator', () => {
    expect(toggleElevatorOption(unit(3, 'S01', 'A', 'cellar'), 'enabled')).toEqual({});
  });
});

describe('mergeStaffUnits', () => {
  it('adds the managed building\'s units, keeping the user\'s own access where both lists hold a unit', () => {
    const own = [unit(1, '2.01', 'Alfa')];
    const building = [unit(1, '2.01', 'Alfa', 'apartment', { access: null }), unit(2, '1.01', 'Alfa', 'apartment', { access: null })];
    const merged = mergeStaffUnits(own, building);
    expect(merged.map((u) => u.id)).toEqual([2, 1]);
    expect(merged.find((u) => u.id === 1)!.access).toEqual({ role: 'owner', valid_from: null });
  });
});
