import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { ParkingSpace } from '../../../contract/parking';
import { prepared } from '../../db/prepared';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { requireParkingStaff, type ParkingUnitAccess } from './unit-access';
import { publishVehiclesChanged, requireParkingEnabled, sameUnit } from './vehicles';

const COLUMNS = ['id', 'name', 'location', 'floor', 'unit_id', 'is_active', 'created_at', 'updated_at'] as const;

// the index (unit_id, name, id) gives filter and order
const byUnit = prepared((db, p: { unitId: number }) =>
  db.selectFrom('parking_spaces').select(COLUMNS).where('unit_id', '=', p.unitId).orderBy('name').orderBy('id'),
);

/** A unit's parking spaces by name (spec 000 §3 "Parking space"). */
export function listUnitSpaces(db: Kysely<DB>, unitId: number): Promise<ParkingSpace[]> {
  return byUnit.all(db, { unitId });
}

export interface SpaceValues {
  name: string;
  location: string | null;
  floor: number | null;
  unit_id?: number;
}

/** POST .../parking-spaces (staff): a new active space of the unit, audited, announced after the commit. */
export async function createSpace(db: Kysely<DB>, bus: EventBus, access: ParkingUnitAccess, input: SpaceValues): Promise<ParkingSpace> {
  const { unit, actor } = access;
  await requireParkingStaff(db, access, 'parking.space.create', `unit:${unit.id}`);
  sameUnit(input.unit_id, unit.id);
  requireParkingEnabled(unit);
  const now = nowIso();
  const space = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('parking_spaces')
      .values({
        building_id: unit.building_id,
        unit_id: unit.id,
        name: input.name,
        location: input.location,
        floor: input.floor,
        is_active: 1,
        created_at: now,
        updated_at: now,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, {
      ...actor,
      unitId: unit.id,
      action: 'parking.space.create',
      target: `parking_space:${row.id}`,
      outcome: 'success',
      detail: { name: row.name, location: row.location, floor: row.floor },
    });
    return row;
  });
  publishVehiclesChanged(bus, unit);
  return space;
}
