import type { MyUnit, Unit, UnitSummary } from '../../../contract/units';
import type { Lang } from '../../lib/i18n';
import type { MyUnitRow, UnitRow } from './repository';
import { unitTypeName } from './type-names';

/** Natural order ("2.03" before "10.01", "G2" before "G10"), Czech rules for building names. */
const collator = new Intl.Collator('cs', { numeric: true, sensitivity: 'base' });

type SortKeys = Pick<UnitRow, 'building_name' | 'building_id' | 'number' | 'id'>;

/** By building name, then unit number; ids break ties so both engines answer in the same order. */
export function compareUnitRows(a: SortKeys, b: SortKeys): number {
  return (
    collator.compare(a.building_name, b.building_name) ||
    a.building_id - b.building_id ||
    collator.compare(a.number, b.number) ||
    a.id - b.id
  );
}

/** By unit number only (a single building's list). */
export function compareUnitNumbers(a: UnitRow, b: UnitRow): number {
  return collator.compare(a.number, b.number) || a.id - b.id;
}

/** What a summary and a full unit both say about the unit itself. */
function unitIdentity(row: MyUnitRow | UnitRow, lang: Lang): Omit<UnitSummary, 'access'> {
  return {
    id: row.id,
    unique_id: row.unique_id,
    number: row.number,
    identifier: row.identifier,
    type: row.type,
    type_name: unitTypeName(lang, row.type),
    has_parking: row.has_parking === 1,
    building: { id: row.building_id, name: row.building_name },
  };
}

/** The spec's Unit without the caller's access or the maintenance note: what /units/my and /units/{id} share. */
function unitBody(row: MyUnitRow | UnitRow, lang: Lang): Omit<MyUnit, 'access'> {
  return {
    ...unitIdentity(row, lang),
    floor: row.floor,
    // PostgreSQL hands numeric columns over as strings
    area: row.area === null ? null : Number(row.area),
    features: {
      doorbell: { enabled: row.doorbell_enabled === 1, name: row.doorbell_name },
      elevator: {
        enabled: row.elevator_enabled === 1,
        auto_on_card: row.elevator_auto_on_card === 1,
        auto_on_intercom: row.elevator_auto_on_intercom === 1,
      },
    },
  };
}

/** The contract's Unit; `maintenance_note` only when the caller may read it (otherwise omitted). */
export function toUnit(row: UnitRow, lang: Lang, withNote: boolean): Unit {
  const unit: Unit = {
    ...unitBody(row, lang),
    access: row.access_role ? { role: row.access_role, valid_from: row.access_valid_from } : null,
  };
  if (withNote) unit.maintenance_note = row.maintenance_note;
  return unit;
}

/** The contract's MyUnit (GET /units/my); my-units-json.ts writes the same on SQLite. */
export function toMyUnit(row: MyUnitRow, lang: Lang): MyUnit {
  return { ...unitBody(row, lang), access: { role: row.access_role, valid_from: row.access_valid_from } };
}

/** A building's unit as GET /buildings/{id}/units lists it: the summary, `access` null for staff without a tie to it. */
export function toBuildingUnitSummary(row: UnitRow, lang: Lang): UnitSummary {
  return { ...unitIdentity(row, lang), access: row.access_role === null ? null : { role: row.access_role } };
}
