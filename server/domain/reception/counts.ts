import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { BoardReception } from '../../../contract/board';
import { prepared } from '../../db/prepared';

/**
 * What is open at the desk now (issue 29 §2, the board's reception tile): visitors in the house
 * (arrived, not left), parcels and mail waiting (not collected), keys out (not returned).
 *
 * One statement of three scalar counts, each `building_id = ? and <closed> is null`: exactly the
 * condition of the registers' partial indexes of open entries (migration 018, `reception_*_open`,
 * building_id first), so both engines count within the building's open rows and never walk the
 * finished history, however long it grows. The board is for staff, who see the whole desk, so
 * nothing is filtered by who asks.
 */
const openCountsQuery = prepared((db, p: { buildingId: number }) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom('reception_visitors').select(sql<number>`count(*)`.as('n')).where('building_id', '=', p.buildingId).where('left_at', 'is', null).as('visitors_in'),
    eb.selectFrom('reception_mail').select(sql<number>`count(*)`.as('n')).where('building_id', '=', p.buildingId).where('collected_at', 'is', null).as('parcels_waiting'),
    eb.selectFrom('reception_key_loans').select(sql<number>`count(*)`.as('n')).where('building_id', '=', p.buildingId).where('returned_at', 'is', null).as('keys_out'),
  ]),
);

/** The open entries of a building's three registers, counted (one statement). */
export async function openReceptionCounts(db: Kysely<DB>, buildingId: number): Promise<BoardReception> {
  const row = await openCountsQuery.first(db, { buildingId });
  // Postgres answers count(*) as a bigint string, SQLite as a number
  return {
    visitors_in: Number(row?.visitors_in ?? 0),
    parcels_waiting: Number(row?.parcels_waiting ?? 0),
    keys_out: Number(row?.keys_out ?? 0),
  };
}
