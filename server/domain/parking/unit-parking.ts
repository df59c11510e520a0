import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { requireParkingStaff, type ParkingUnitAccess } from './unit-access';

/**
 * POST /units/{id}/set-parking (parking:manage): switches the unit's parking access. The switch is
 * a property of the unit, not of anyone's rights, so no access version moves; the gate reads it
 * at each decision. The unit's people see it through REST, so they and the staff hear of it live.
 */
export async function setUnitParking(db: Kysely<DB>, bus: EventBus, access: ParkingUnitAccess, hasParking: boolean) {
  const { unit, actor } = access;
  await requireParkingStaff(db, access, 'unit.set_parking', `unit:${unit.id}`);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('units').set({ has_parking: hasParking ? 1 : 0, updated_at: now }).where('id', '=', unit.id).execute();
    await writeAudit(trx, {
      ...actor,
      unitId: unit.id,
      action: 'unit.set_parking',
      target: `unit:${unit.id}`,
      outcome: 'success',
      detail: { from: unit.has_parking === 1, to: hasParking },
    });
  });
  bus.publish('unit.parking_changed', unit.building_id, { id: unit.id, has_parking: hasParking }, { units: [unit.id], staff: true });
  return { id: unit.id, has_parking: hasParking };
}
