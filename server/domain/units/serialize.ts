import type { Unit } from '../../../contract/units';
import type { Lang } from '../../lib/i18n';
import type { UnitRow } from './repository';
import { unitTypeName } from './type-names';

/** Natural order ("2.03" before "10.01", "G2" before "G10"), Czech rules for building names. */
const collator = new Intl.Collator('cs', { numeric: true, sensitivity: 'base' });

/** By building name, then unit number; ids break ties so both engines answer in the same order. */
export function compareUnitRows(a: UnitRow, b: UnitRow): number {
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

/** The contract's Unit; `maintenance_note` only when the caller may read it (otherwise omitted). */
export function toUnit(row: UnitRow, lang: Lang, withNote: boolean): Unit {
  const unit: Unit = {
    id: row.id,
    unique_id: row.unique_id,
    number: row.number,
    identifier: row.identifier,
    type: row.type,
    type_name: unitTypeName(lang, row.type),
    floor: row.floor,
    area: row.area === null ? null : Number(row.area),
    has_parking: row.has_parking === 1,
    building: { id: row.building_id, name: row.building_name },
    access: row.access_role ? { role: row.access_role, valid_from: row.access_valid_from } : null,
    features: {
      doorbell: { enabled: row.doorbell_enabled === 1, name: row.doorbell_name },
      elevator: {
        enabled: row.elevator_enabled === 1,
        auto_on_card: row.elevator_auto_on_card === 1,
        auto_on_intercom: row.elevator_auto_on_intercom === 1,
      },
    },
  };
  if (withNote) unit.maintenance_note = row.maintenance_note;
  return unit;
}
