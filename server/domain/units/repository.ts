import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UnitsTable } from '../../db/schema/units';

/** One unit as read for an answer: its columns, its building's name and the caller's live access (if any). */
export interface UnitRow {
  id: number;
  building_id: number;
  building_name: string;
  unique_id: string;
  number: string;
  identifier: string;
  type: UnitsTable['type'];
  floor: number;
  area: number | null;
  has_parking: number;
  doorbell_enabled: number;
  doorbell_name: string;
  elevator_enabled: number;
  elevator_auto_on_card: number;
  elevator_auto_on_intercom: number;
  maintenance_note: string;
  access_role: 'owner' | 'tenant' | 'admin' | 'guest' | null;
  access_valid_from: string | null;
}

/** What a unit summary reads (GET /buildings/{id}/units), then what the rest of a unit adds. */
const SUMMARY_COLUMNS = [
  'u.id',
  'u.building_id',
  'b.name as building_name',
  'u.unique_id',
  'u.number',
  'u.identifier',
  'u.type',
  'u.has_parking',
] as const;

/** The spec's Unit (GET /units/my): everything but the maintenance note, which that list leaves out. */
const SPEC_UNIT_COLUMNS = [
  ...SUMMARY_COLUMNS,
  'u.floor',
  'u.area',
  'u.doorbell_enabled',
  'u.doorbell_name',
  'u.elevator_enabled',
  'u.elevator_auto_on_card',
  'u.elevator_auto_on_intercom',
] as const;

const UNIT_COLUMNS = [...SPEC_UNIT_COLUMNS, 'u.maintenance_note'] as const;

/** One of the caller's units as GET /units/my lists it (contract MyUnit): no note, a live access. */
export type MyUnitRow = Omit<UnitRow, 'maintenance_note' | 'access_role'> & {
  access_role: NonNullable<UnitRow['access_role']>;
};

/**
 * The caller's units through a unit access that is live at `now` — one query joining units,
 * buildings and unit_access (the /units/my hot path: no per-unit follow-up queries, whatever the
 * number of units). The (user_id, unit_id) unique index drives it and makes one row per unit, so
 * one per unique_id (units.unique_id is unique too); order is applied by the caller (natural order).
 */
export async function findMyUnits(db: Kysely<DB>, userId: number, now: string, buildingId?: number): Promise<MyUnitRow[]> {
  let query = db
    .selectFrom('unit_access as ua')
    .innerJoin('units as u', 'u.id', 'ua.unit_id')
    .innerJoin('buildings as b', 'b.id', 'u.building_id')
    .select([...SPEC_UNIT_COLUMNS, 'ua.role as access_role', 'ua.valid_from as access_valid_from'])
    .where('ua.user_id', '=', userId)
    .where((eb) => eb.or([eb('ua.valid_from', 'is', null), eb('ua.valid_from', '<=', now)]))
    .where((eb) => eb.or([eb('ua.valid_until', 'is', null), eb('ua.valid_until', '>', now)]));
  if (buildingId !== undefined) query = query.where('u.building_id', '=', buildingId);
  return (await query.execute()) as MyUnitRow[];
}

/**
 * Units of a building with the caller's live access joined in (null when the caller has none).
 * `onlyWithAccess` limits the list to the caller's own units (a resident's view).
 */
export async function findBuildingUnits(
  db: Kysely<DB>,
  buildingId: number,
  userId: number,
  now: string,
  onlyWithAccess: boolean,
): Promise<UnitRow[]> {
  let query = unitsWithCallerAccess(db, userId, now).where('u.building_id', '=', buildingId);
  if (onlyWithAccess) query = query.where('ua.id', 'is not', null);
  return (await query.execute()) as UnitRow[];
}

export async function findUnit(db: Kysely<DB>, unitId: number, userId: number, now: string): Promise<UnitRow | undefined> {
  return (await unitsWithCallerAccess(db, userId, now).where('u.id', '=', unitId).executeTakeFirst()) as
    | UnitRow
    | undefined;
}

function unitsWithCallerAccess(db: Kysely<DB>, userId: number, now: string) {
  return db
    .selectFrom('units as u')
    .innerJoin('buildings as b', 'b.id', 'u.building_id')
    .leftJoin('unit_access as ua', (join) =>
      join
        .onRef('ua.unit_id', '=', 'u.id')
        .on('ua.user_id', '=', userId)
        .on((eb) => eb.or([eb('ua.valid_from', 'is', null), eb('ua.valid_from', '<=', now)]))
        .on((eb) => eb.or([eb('ua.valid_until', 'is', null), eb('ua.valid_until', '>', now)])),
    )
    .select([...UNIT_COLUMNS, 'ua.role as access_role', 'ua.valid_from as access_valid_from']);
}
