/**
 * The pure rules of the My unit screen (spec 000 §2, §4–§6), kept apart from React so they can be
 * tested on their own and shared by the page and the palette commands.
 */
import type { Unit, UnitSummary, UnitType } from '../../../contract/units';
import type { Me } from '../../../contract/users';
import { featureRules } from '../../../contract/rules/units';
import { PERMISSION } from '../../../contract/rules/permissions';
import { can } from '../../state/permissions';

/** The editable values of the Unit settings card. */
export interface UnitSettings {
  doorbellEnabled: boolean;
  doorbellName: string;
  elevatorEnabled: boolean;
  autoOnCard: boolean;
  autoOnIntercom: boolean;
}

export function settingsFromUnit(unit: Pick<Unit, 'features'>): UnitSettings {
  const { doorbell, elevator } = unit.features;
  return {
    doorbellEnabled: doorbell.enabled,
    doorbellName: doorbell.name ?? '',
    elevatorEnabled: elevator.enabled,
    autoOnCard: elevator.auto_on_card,
    autoOnIntercom: elevator.auto_on_intercom,
  };
}

export interface FeaturesPayload {
  doorbell?: { enabled: boolean; name: string };
  elevator?: { enabled: boolean; auto_on_card: boolean; auto_on_intercom: boolean };
}

/**
 * The `features` body of PATCH /buildings/{b}/units/{u}: only the parts the unit type has; the auto
 * options are false when the elevator is off, and the intercom one is always false for a garage.
 */
export function buildFeaturesPayload(type: UnitType, s: UnitSettings): FeaturesPayload {
  const rules = featureRules(type);
  const payload: FeaturesPayload = {};
  if (rules.doorbell) payload.doorbell = { enabled: s.doorbellEnabled, name: s.doorbellName.trim() };
  if (rules.elevator) {
    payload.elevator = {
      enabled: s.elevatorEnabled,
      auto_on_card: s.elevatorEnabled && s.autoOnCard,
      auto_on_intercom: s.elevatorEnabled && rules.intercomAuto && s.autoOnIntercom,
    };
  }
  return payload;
}

/**
 * Whether saving would change anything (spec 000 §4: save is enabled only then). Compared through
 * the payload, so a value the unit type does not have, or an auto option hidden behind a disabled
 * elevator, never makes the form dirty.
 */
export function isDirty(type: UnitType, loaded: UnitSettings, current: UnitSettings): boolean {
  return JSON.stringify(buildFeaturesPayload(type, loaded)) !== JSON.stringify(buildFeaturesPayload(type, current));
}

const collator = new Intl.Collator('cs', { numeric: true, sensitivity: 'base' });

/** By building name, then unit number in natural order ("2.01" before "10.01"). */
function compareMyUnits(a: UnitSummary, b: UnitSummary): number {
  return (
    collator.compare(a.building?.name ?? '', b.building?.name ?? '') ||
    collator.compare(String(a.number), String(b.number)) ||
    a.id - b.id
  );
}

export const sortMyUnits = (units: readonly UnitSummary[]): UnitSummary[] => [...units].sort(compareMyUnits);

/**
 * Staff also reach the units of the building they manage (for the maintenance note and settings);
 * the user's own units win where both lists hold one, because they carry the user's access. The
 * building's list has full units; a summary is all this list needs (the page reads the detail).
 */
export function mergeStaffUnits(own: readonly UnitSummary[], building: readonly UnitSummary[]): UnitSummary[] {
  const ownIds = new Set(own.map((u) => u.id));
  return sortMyUnits([...own, ...building.filter((u) => !ownIds.has(u.id))]);
}

/** Codes that make the selected building's units reachable from this screen. */
export const STAFF_UNIT_CODES = [PERMISSION.maintenanceView, PERMISSION.unitManage] as const;

interface NoteAccess {
  view: boolean;
  edit: boolean;
}

/**
 * The maintenance note (spec 000 §6): the server sends `maintenance_note` only to those who may
 * read it for this unit, so its presence is the answer for viewing; editing needs
 * 'maintenance:edit' in the unit's building as /users/me lists it.
 */
export function maintenanceNoteAccess(user: Me | null | undefined, unit: Pick<Unit, 'building' | 'maintenance_note'>): NoteAccess {
  const view = unit.maintenance_note !== undefined;
  return { view, edit: view && can(user, unit.building.id, PERMISSION.maintenanceEdit) };
}

/**
 * The unit the page shows: the one the user picked here, else the sidebar's selected unit when it
 * is among them, else the first (spec 000 §2: "preselects the first one").
 */
export function pickShownUnit(
  sorted: readonly UnitSummary[],
  pickedId: number | null,
  sidebarUnitId: number | null,
): UnitSummary | null {
  return (
    sorted.find((u) => u.id === pickedId) ?? sorted.find((u) => u.id === sidebarUnitId) ?? sorted[0] ?? null
  );
}

/** The PATCH body that flips one elevator option, respecting the rules (used by the palette). */
export function toggleElevatorOption(
  unit: Pick<Unit, 'type' | 'features'>,
  option: 'enabled' | 'autoOnCard' | 'autoOnIntercom',
): FeaturesPayload {
  const s = settingsFromUnit(unit);
  const next = { ...s };
  if (option === 'enabled') next.elevatorEnabled = !s.elevatorEnabled;
  else {
    const turnOn = !(s.elevatorEnabled && s[option]);
    next[option] = turnOn;
    // an auto-call needs the elevator feature on; turning one on turns the elevator on as well
    if (turnOn) next.elevatorEnabled = true;
  }
  const { elevator } = buildFeaturesPayload(unit.type, next);
  return elevator ? { elevator } : {};
}
