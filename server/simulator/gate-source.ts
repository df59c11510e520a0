import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { GateDirection } from '../../contract/rules/parking';
import type { GateTraffic } from './gate-simulator';
import { recordPass, type GateDeps } from '../domain/parking/gate-service';

/** The simulator's view of the database: built-in gates, registered plates, each plate's last pass. */
export function databaseTraffic(deps: GateDeps): GateTraffic {
  const db: Kysely<DB> = deps.db;
  return {
    async gates() {
      const rows = await db.selectFrom('devices').select('building_id').where('kind', '=', 'parking_gate').where('driver', '=', 'builtin').orderBy('building_id').execute();
      return [...new Set(rows.map((r) => r.building_id))];
    },
    async plates(buildingId) {
      const rows = await db.selectFrom('license_plates').select('license_plate').distinct().where('building_id', '=', buildingId).orderBy('license_plate').execute();
      return rows.map((r) => r.license_plate);
    },
    // asked once per plate and process (the simulator remembers its own passes after that)
    async lastDirection(buildingId, plate) {
      const row = await db
        .selectFrom('gate_events')
        .select('direction')
        .where('building_id', '=', buildingId)
        .where('license_plate', '=', plate)
        .orderBy('access_time', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return (row?.direction as GateDirection | undefined) ?? null;
    },
    pass: (input) => recordPass(deps, input),
  };
}
