import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { storedValidTo } from '../lib/building-time';
import { addDays, nowIso } from '../lib/time';

/** Demo spaces: unit → [space name, location, floor]. */
const SPACES: Record<string, Array<[string, string, number]>> = {
  'VLT-G01': [['G01', 'Garáž, stání u vrat', -1]],
  'VLT-1.01': [['P-14', 'Podzemní parkoviště, řada B', -1]],
  'VLT-1.02': [['P-15', 'Podzemní parkoviště, řada B', -1]],
  'VLT-G02': [['G02', 'Garáž, druhé stání', -1]],
};

interface PlateSeed {
  unit: string;
  plate: string;
  name: string;
  /** index into the unit's SPACES, or null */
  space: number | null;
  /** days from now the temporary plate ends (negative: already expired); null for permanent */
  endsInDays: number | null;
  note?: string;
}

const PLATES: PlateSeed[] = [
  { unit: 'VLT-1.01', plate: '1AB2345', name: 'Škoda Octavia', space: 0, endsInDays: null },
  { unit: 'VLT-1.01', plate: '5AC6789', name: 'Návštěva – rodiče', space: null, endsInDays: 7, note: 'Na prodloužený víkend' },
  { unit: 'VLT-1.01', plate: '2AZ1010', name: 'Zapůjčené auto', space: null, endsInDays: -3 },
  { unit: 'VLT-G01', plate: '3SD4567', name: 'Volkswagen Golf', space: 0, endsInDays: null },
  { unit: 'VLT-G01', plate: '1EL2026', name: 'Služební vůz', space: null, endsInDays: 30 },
  { unit: 'VLT-1.02', plate: '7AA1122', name: 'Toyota Yaris', space: 0, endsInDays: null },
  { unit: 'VLT-G02', plate: '4P99887', name: 'Ford Transit', space: 0, endsInDays: null },
];

/**
 * Licence plates and parking spaces of the demo units with parking (issue 9): Jan Vlastník's
 * apartment 1.01 and garage G01 in Rezidence Vltava get permanent, temporary and one expired
 * plate, so the parking screen and the simulated gate have something to show on a first start.
 */
export async function seedParking(db: Kysely<DB>, now = new Date()): Promise<void> {
  const ts = nowIso(now);
  const units = await db.selectFrom('units').select(['id', 'building_id', 'unique_id']).where('unique_id', 'in', Object.keys(SPACES)).execute();
  const unit = new Map(units.map((u) => [u.unique_id, u]));
  const owner = await db.selectFrom('users').select(['id']).where('email', '=', 'vlastnik@example.com').executeTakeFirst();
  const admin = await db.selectFrom('users').select(['id']).where('email', '=', 'spravce@example.com').executeTakeFirst();

  await db.transaction().execute(async (trx) => {
    const spaceIds = new Map<string, number[]>();
    for (const [unique, spaces] of Object.entries(SPACES)) {
      const u = unit.get(unique);
      if (!u) continue;
      const rows = await trx
        .insertInto('parking_spaces')
        .values(spaces.map(([name, location, floor]) => ({ building_id: u.building_id, unit_id: u.id, name, location, floor, is_active: 1, created_at: ts, updated_at: ts })))
        .returning('id')
        .execute();
      spaceIds.set(unique, rows.map((r) => r.id));
    }
    for (const p of PLATES) {
      const u = unit.get(p.unit);
      if (!u) continue;
      const mine = p.unit === 'VLT-1.01' || p.unit === 'VLT-G01';
      const validFrom = nowIso(addDays(now, -30));
      await trx
        .insertInto('license_plates')
        .values({
          building_id: u.building_id,
          unit_id: u.id,
          license_plate: p.plate,
          name: p.name,
          email: mine ? 'vlastnik@example.com' : null,
          parking_space_id: p.space === null ? null : (spaceIds.get(p.unit)?.[p.space] ?? null),
          type: p.endsInDays === null ? 'permanent' : 'temporary',
          valid_from: validFrom,
          // a date the resident picks: the end of that day in Prague (lib/building-time.ts)
          valid_to: p.endsInDays === null ? null : storedValidTo(nowIso(addDays(now, p.endsInDays)).slice(0, 10)),
          note: p.note ?? null,
          created_by: (mine ? owner?.id : admin?.id) ?? null,
          created_at: validFrom,
          updated_at: validFrom,
        })
        .execute();
    }
  });
}
