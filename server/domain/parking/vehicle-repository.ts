import type { ExpressionBuilder, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Vehicle } from '../../../contract/parking';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { normalizePlate, plateActiveAt } from '../../../contract/rules/parking';

const COLUMNS = [
  'lp.id',
  'lp.unit_id',
  'lp.license_plate',
  'lp.name',
  'lp.email',
  'lp.parking_space_id',
  'ps.name as parking_space_name',
  'lp.type',
  'lp.valid_from',
  'lp.valid_to',
  'lp.note',
  'creator.name as user_name',
] as const;

/** Plates with the name of their space and of the user who registered them. */
function selectPlates(db: Kysely<DB>) {
  return db
    .selectFrom('license_plates as lp')
    .leftJoin('parking_spaces as ps', 'ps.id', 'lp.parking_space_id')
    .leftJoin('users as creator', 'creator.id', 'lp.created_by')
    .select(COLUMNS);
}

export type PlateRow = Awaited<ReturnType<ReturnType<typeof selectPlates>['executeTakeFirstOrThrow']>>;

/** The API shape (spec 000 §3 "Vehicle"): user_email is the contact e-mail given with the plate. */
export function presentPlate(row: PlateRow): Vehicle {
  return {
    id: row.id,
    unit_id: row.unit_id,
    license_plate: row.license_plate,
    name: row.name,
    user_name: row.user_name,
    user_email: row.email,
    parking_space_id: row.parking_space_id,
    parking_space_name: row.parking_space_name,
    type: row.type,
    valid_from: row.valid_from,
    valid_to: row.valid_to,
    note: row.note,
  };
}

// by plate within the unit: the index (unit_id, license_plate, id) gives the order; the caller
// moves permanent plates first (sortVehicles), which needs no second index for a unit's handful
const byUnit = prepared((db, p: { unitId: number }) =>
  selectPlates(db).where('lp.unit_id', '=', p.unitId).orderBy('lp.license_plate').orderBy('lp.id'),
);

export function listUnitPlates(db: Kysely<DB>, unitId: number): Promise<PlateRow[]> {
  return byUnit.all(db, { unitId });
}

/** One plate of the unit by its id, or by its text when `key` is not a number (the spec deletes by plate). */
export async function findUnitPlate(db: Kysely<DB>, unitId: number, key: string | number, now: string): Promise<PlateRow | undefined> {
  if (typeof key === 'number') return selectPlates(db).where('lp.unit_id', '=', unitId).where('lp.id', '=', key).executeTakeFirst();
  // the same text may sit on an expired record beside a live one: the live one is meant, then the newest
  const rows = await selectPlates(db).where('lp.unit_id', '=', unitId).where('lp.license_plate', '=', key).orderBy('lp.id', 'desc').execute();
  return rows.find((r) => plateActiveAt(r.valid_to, now)) ?? rows[0];
}

/**
 * contract/rules/parking.ts `plateActiveAt` as a condition on license_plates, for the queries that
 * must not load every record to ask it (tests/server/plate-active.test.ts holds the two together).
 */
export const plateActiveSql = (now: string) => (eb: ExpressionBuilder<DB, 'license_plates'>) => eb.or([eb('valid_to', 'is', null), eb('valid_to', '>=', now)]);

/** Another record of the plate in the building that is still active at `now` (a duplicate), if any. */
export function findActiveDuplicate(db: Kysely<DB>, buildingId: number, plate: string, now: string, exceptId: number | null) {
  let query = db
    .selectFrom('license_plates')
    .select(['id', 'unit_id'])
    .where('building_id', '=', buildingId)
    .where('license_plate', '=', plate)
    .where(plateActiveSql(now));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

/** A search as typed, reduced to what a stored plate can hold (so it is safe inside a LIKE pattern too). */
export function plateSearchTerm(raw: string | undefined): string {
  return normalizePlate(raw ?? '').replace(/[^A-Z0-9]/g, '');
}

/** Bound on "find a plate": a palette shows a screenful, not a building's register. */
export const PLATE_SEARCH_LIMIT = 50;

/**
 * Plates of a building whose text contains `search` (already normalised), with their unit's
 * number; `unitIds` limits them to the caller's units (a resident), null means every unit (staff).
 * Filter and order follow the index (building_id, license_plate), so the engine walks it.
 */
const searchPlates = prepared((db, p: { buildingId: number; search: string; unitIds: string | null; limit: number }, shape) => {
  let query = selectPlates(db)
    .innerJoin('units as u', 'u.id', 'lp.unit_id')
    .select('u.number as unit_number')
    .where('lp.building_id', '=', p.buildingId);
  if (shape.search !== '') query = query.where('lp.license_plate', 'like', p.search);
  if (shape.unitIds !== null) query = query.where(inIdList(db, 'lp.unit_id', p.unitIds!));
  return query.orderBy('lp.building_id').orderBy('lp.license_plate').limit(p.limit);
});

export function searchBuildingPlates(db: Kysely<DB>, buildingId: number, rawSearch: string | undefined, unitIds: readonly number[] | null) {
  const search = plateSearchTerm(rawSearch);
  return searchPlates.all(db, {
    buildingId,
    // plateSearchTerm leaves only A–Z and 0–9: nothing to escape inside the pattern
    search: search === '' ? '' : `%${search}%`,
    unitIds: unitIds === null ? null : idListParam(unitIds),
    limit: PLATE_SEARCH_LIMIT,
  });
}
