import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FireZone } from '../../../contract/fire-alarm';
import { prepared } from '../../db/prepared';

/**
 * The building's zones as every member reads them (GET …/fire-alarm and its proxy form): the state
 * the panel last reported and the acknowledgement staff gave, one statement in panel order
 * (fire_zones_building; a zone without a sub-number before its sub-zones, on both engines). Zones of every panel of the building, though the demo has one.
 */
/** A zone's own state (alias z), as every reader of zones selects it (also active.ts). */
export const ZONE_STATE_COLUMNS = ['z.id', 'z.text', 'z.type', 'z.number', 'z.sub_number', 'z.status', 'z.alarm_since', 'z.acknowledged_at'] as const;
const zoneColumns = [...ZONE_STATE_COLUMNS, 'u.name as acknowledged_by_name', 'z.ack_note'] as const;

const zonesQuery = prepared((db, p: { buildingId: number }) =>
  db
    .selectFrom('fire_zones as z')
    .leftJoin('users as u', 'u.id', 'z.acknowledged_by')
    .select(zoneColumns)
    .where('z.building_id', '=', p.buildingId)
    .orderBy('z.number')
    .orderBy('z.sub_number', (o) => o.asc().nullsFirst())
    .orderBy('z.id'),
);

const zoneQuery = prepared((db, p: { buildingId: number; zoneId: number }) =>
  db
    .selectFrom('fire_zones as z')
    .leftJoin('users as u', 'u.id', 'z.acknowledged_by')
    .select(zoneColumns)
    .where('z.id', '=', p.zoneId)
    .where('z.building_id', '=', p.buildingId),
);

export function listFireZones(db: Kysely<DB>, buildingId: number): Promise<FireZone[]> {
  return zonesQuery.all(db, { buildingId });
}

/** One zone of the building; null for an unknown zone or another building's (they look the same). */
export async function fireZoneOf(db: Kysely<DB>, buildingId: number, zoneId: number): Promise<FireZone | null> {
  return (await zoneQuery.first(db, { buildingId, zoneId })) ?? null;
}
