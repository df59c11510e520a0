import type { Selectable } from 'kysely';
import type { GateEventsTable } from '../../db/schema/parking';
import type { ParkingLogEntry } from '../../../contract/parking';
import type { GateReason } from '../../../contract/rules/parking';

/** The columns of gate_events the access log shows (the photo's path stays on the server). */
export const LOG_COLUMNS = ['id', 'unit_id', 'license_plate', 'direction', 'access_time', 'door_name', 'was_granted', 'reason', 'photo_path'] as const;

export type LogRow = Pick<Selectable<GateEventsTable>, (typeof LOG_COLUMNS)[number]>;

export function presentLogEntry(row: LogRow): ParkingLogEntry {
  return {
    log_id: row.id,
    unit_id: row.unit_id,
    license_plate: row.license_plate,
    direction: row.direction,
    access_time: row.access_time,
    door_name: row.door_name,
    was_granted: Number(row.was_granted) === 1,
    reason: row.reason as GateReason,
    has_image: row.photo_path !== null,
  };
}
