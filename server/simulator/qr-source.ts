import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { QrTraffic } from './qr-simulator';
import { scanPass, type ScanDeps } from '../domain/qr/scan';

/** The QR simulator's view of the database: built-in entrance doors and the buildings' active passes. */
export function databaseQrTraffic(deps: ScanDeps): QrTraffic {
  const db: Kysely<DB> = deps.db;
  return {
    async entrances() {
      const rows = await db
        .selectFrom('devices')
        .select(['building_id', 'id'])
        .where('kind', '=', 'door')
        .where('area', '=', 'entrance')
        .where('driver', '=', 'builtin')
        .orderBy('building_id')
        .orderBy('id')
        .execute();
      // the first entrance of each building
      const out = new Map<number, number>();
      for (const r of rows) if (!out.has(r.building_id)) out.set(r.building_id, r.id);
      return [...out].map(([buildingId, doorId]) => ({ buildingId, doorId }));
    },
    async activeCodes(buildingId) {
      const rows = await db.selectFrom('qr_passes').select('code').where('building_id', '=', buildingId).where('is_active', '=', 1).where('used_at', 'is', null).orderBy('id').execute();
      return rows.map((r) => r.code);
    },
    // the reader's own service, without the device key: the simulator is the server itself
    scan: (input) => scanPass(deps, input),
  };
}
