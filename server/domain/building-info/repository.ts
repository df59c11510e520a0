import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { OpeningHours, type BuildingInfo, type BuildingInfoValues } from '../../../contract/building-info';
import { nowIso } from '../../lib/time';
import { heroImageUrl } from './hero-image';
import { prepared } from '../../db/prepared';
import { findBuilding } from '../buildings/find';

/** Stored JSON that no longer parses (hand edits, old data) shows as "no opening hours", never as a 500. */
function parseOpeningHours(raw: string | null | undefined): BuildingInfo['reception']['opening_hours'] {
  if (!raw) return {};
  try {
    const parsed = OpeningHours.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/**
 * The building information entity of spec 000 §3, or null for an unknown building. A building
 * without a building_info row answers with empty details rather than 404: it exists, it just has
 * nothing filled in yet.
 */
type ByBuilding = { buildingId: number };
// Building information is read on every dashboard visit: its queries are compiled once.
const infoQuery = prepared((db, p: ByBuilding) => db.selectFrom('building_info').selectAll().where('building_id', '=', p.buildingId));
const managersQuery = prepared((db, p: ByBuilding) =>
  db
    .selectFrom('building_managers')
    .select(['id', 'name', 'position', 'email', 'phone'])
    .where('building_id', '=', p.buildingId)
    .orderBy('sort')
    .orderBy('id'),
);
const contactsQuery = prepared((db, p: ByBuilding) =>
  db
    .selectFrom('building_emergency_contacts')
    .select(['id', 'name', 'type', 'phone', 'email'])
    .where('building_id', '=', p.buildingId)
    .orderBy('sort')
    .orderBy('id'),
);

export async function loadBuildingInfo(db: Kysely<DB>, buildingId: number): Promise<BuildingInfo | null> {
  const building = await findBuilding(db, buildingId);
  if (!building) return null;

  const [info, managers, contacts] = await Promise.all([
    infoQuery.first(db, { buildingId }),
    managersQuery.all(db, { buildingId }),
    contactsQuery.all(db, { buildingId }),
  ]);

  return {
    id: building.id,
    name: building.name,
    address: building.address,
    image_url: building.image_path ? heroImageUrl(building.id) : null,
    details: {
      type: info?.type ?? null,
      construction_year: info?.construction_year ?? null,
      reconstruction_year: info?.reconstruction_year ?? null,
      floor_count: info?.floor_count ?? null,
      elevator_count: info?.elevator_count ?? null,
      parking: {
        visitor_spots: info?.visitor_spots ?? null,
        resident_spots: info?.resident_spots ?? null,
        garage_count: info?.garage_count ?? null,
      },
    },
    managers,
    emergency_contacts: contacts,
    reception: {
      is_present: info?.reception_is_present === 1,
      location: info?.reception_location ?? null,
      phone: info?.reception_phone ?? null,
      email: info?.reception_email ?? null,
      opening_hours: parseOpeningHours(info?.reception_opening_hours),
    },
    updated_at: info?.updated_at ?? null,
  };
}

/** Drops days without ranges and sorts each day's ranges, so what is stored reads the same everywhere. */
export function normaliseOpeningHours(hours: BuildingInfoValues['reception']['opening_hours']) {
  const out: Record<string, Array<{ from: string; to: string }>> = {};
  for (const [day, ranges] of Object.entries(hours)) {
    if (!ranges || ranges.length === 0) continue;
    out[day] = [...ranges].map((r) => ({ from: r.from, to: r.to })).sort((a, b) => a.from.localeCompare(b.from));
  }
  return out;
}

/**
 * Replaces the building's information in one transaction: the info row is upserted and the
 * managers and emergency contacts lists are replaced, so a failure leaves the old data whole.
 */
export async function saveBuildingInfo(db: Kysely<DB>, buildingId: number, input: BuildingInfoValues, now = new Date()) {
  const ts = nowIso(now);
  const row = {
    type: input.details.type,
    construction_year: input.details.construction_year,
    reconstruction_year: input.details.reconstruction_year,
    floor_count: input.details.floor_count,
    elevator_count: input.details.elevator_count,
    visitor_spots: input.details.parking.visitor_spots,
    resident_spots: input.details.parking.resident_spots,
    garage_count: input.details.parking.garage_count,
    reception_is_present: input.reception.is_present ? 1 : 0,
    reception_location: input.reception.location,
    reception_phone: input.reception.phone,
    reception_email: input.reception.email,
    reception_opening_hours: JSON.stringify(normaliseOpeningHours(input.reception.opening_hours)),
    updated_at: ts,
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('building_info')
      .values({ building_id: buildingId, ...row })
      .onConflict((oc) => oc.column('building_id').doUpdateSet(row))
      .execute();
    await trx.deleteFrom('building_managers').where('building_id', '=', buildingId).execute();
    await trx.deleteFrom('building_emergency_contacts').where('building_id', '=', buildingId).execute();
    if (input.managers.length > 0) {
      await trx
        .insertInto('building_managers')
        .values(input.managers.map((m, sort) => ({ building_id: buildingId, ...m, sort })))
        .execute();
    }
    if (input.emergency_contacts.length > 0) {
      await trx
        .insertInto('building_emergency_contacts')
        .values(input.emergency_contacts.map((c, sort) => ({ building_id: buildingId, ...c, sort })))
        .execute();
    }
  });
}
