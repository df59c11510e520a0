import { PostgresAdapter, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { Vehicle, VehicleValues } from '../../../contract/parking';
import { normalizePlate, plateActiveAt, plateProblem } from '../../../contract/rules/parking';
import { ID_MAX } from '../../../contract/common';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { storedValidTo } from '../../lib/building-time';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import type { ParkingUnit, ParkingUnitAccess } from './unit-access';
import { findActiveDuplicate, findUnitPlate, presentPlate, type PlateRow } from './vehicle-repository';

const PLATE_NOT_FOUND = 'server.parking.plate_not_found';

/** The proxy form repeats the unit in the body: the path's unit decides, a different one is refused. */
export function sameUnit(bodyUnitId: number | undefined, unitId: number): void {
  if (bodyUnitId !== undefined && bodyUnitId !== unitId) throw badRequest('server.parking.unit_mismatch');
}

/** Plates and spaces are for units with parking access (spec 000 §5). */
export function requireParkingEnabled(unit: ParkingUnit): void {
  if (!unit.has_parking) throw conflict('server.parking.no_parking_access');
}

/** The unit's people and the building's staff refetch the unit's plates (contract/live.ts). */
export function publishVehiclesChanged(bus: EventBus, unit: ParkingUnit): void {
  bus.publish('parking.vehicles_changed', unit.building_id, { unit_id: unit.id }, { units: [unit.id], staff: true });
}

/**
 * The key of PUT/DELETE .../license-plates/{plateId}: a numeric id, or the plate's text
 * (normalised). A key that can name no record (an id out of range, text no plate could be) is
 * a 404 here, before the database sees a value it would refuse with an error.
 */
export function plateKey(raw: string): string | number {
  if (/^\d+$/.test(raw)) {
    const id = Number(raw);
    if (id >= 1 && id <= ID_MAX) return id;
  }
  const plate = normalizePlate(raw);
  if (plateProblem(plate) !== null) throw notFound(PLATE_NOT_FOUND);
  return plate;
}

/**
 * Writes to a building's plates take turns on PostgreSQL (a lock on the building row), so two
 * requests cannot both find no duplicate and both store the same plate. SQLite has one writer.
 */
async function lockBuildingPlates(trx: Kysely<DB>, buildingId: number): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  await trx.selectFrom('buildings').select('id').where('id', '=', buildingId).forUpdate().execute();
}

/** The stored end of a temporary plate; a date before today (in Prague) is refused. */
function storedEnd(input: VehicleValues, now: string, unchanged: string | null = null): string | null {
  const stored = input.type === 'temporary' ? storedValidTo(input.valid_to) : null;
  // an expired plate may still be renamed without moving its end; a new end must lie ahead
  if (stored !== null && stored < now && stored !== unchanged) throw badRequest('server.parking.valid_to_past');
  return stored;
}

async function refuseDuplicate(trx: Kysely<DB>, unit: ParkingUnit, plate: string, validTo: string | null, now: string, exceptId: number | null) {
  // only an active record clashes: an expired one of the same plate may stay beside it
  if (!plateActiveAt(validTo, now)) return;
  if (await findActiveDuplicate(trx, unit.building_id, plate, now, exceptId)) {
    throw conflict('server.parking.plate_duplicate', { plate });
  }
}

async function requireSpaceOfUnit(trx: Kysely<DB>, unitId: number, spaceId: number | null) {
  if (spaceId === null) return;
  const space = await trx.selectFrom('parking_spaces').select('id').where('id', '=', spaceId).where('unit_id', '=', unitId).executeTakeFirst();
  if (!space) throw badRequest('server.parking.space_not_in_unit');
}

async function reload(trx: Kysely<DB>, unitId: number, id: number, now: string): Promise<PlateRow> {
  const row = await findUnitPlate(trx, unitId, id, now);
  if (!row) throw notFound(PLATE_NOT_FOUND);
  return row;
}

const auditDetail = (v: Vehicle) => ({
  license_plate: v.license_plate,
  type: v.type,
  valid_to: v.valid_to,
  parking_space_id: v.parking_space_id,
});

/** POST .../license-plates: a plate of the unit, valid from now, registered by the caller. */
export async function createVehicle(db: Kysely<DB>, bus: EventBus, access: ParkingUnitAccess, input: VehicleValues): Promise<Vehicle> {
  const { unit, actor } = access;
  sameUnit(input.unit_id, unit.id);
  requireParkingEnabled(unit);
  const now = nowIso();
  const validTo = storedEnd(input, now);
  const vehicle = await db.transaction().execute(async (trx) => {
    await lockBuildingPlates(trx, unit.building_id);
    await refuseDuplicate(trx, unit, input.license_plate, validTo, now, null);
    await requireSpaceOfUnit(trx, unit.id, input.parking_space_id);
    const { id } = await trx
      .insertInto('license_plates')
      .values({
        building_id: unit.building_id,
        unit_id: unit.id,
        license_plate: input.license_plate,
        name: input.name,
        email: input.email,
        parking_space_id: input.parking_space_id,
        type: input.type,
        valid_from: now,
        valid_to: validTo,
        note: input.note,
        created_by: actor.userId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const created = presentPlate(await reload(trx, unit.id, id, now));
    await writeAudit(trx, { ...actor, unitId: unit.id, action: 'parking.vehicle.create', target: `license_plate:${id}`, outcome: 'success', detail: auditDetail(created) });
    return created;
  });
  publishVehiclesChanged(bus, unit);
  return vehicle;
}

/** PUT .../license-plates/{plateId}: replaces the record's fields under the rules of adding one. */
export async function updateVehicle(
  db: Kysely<DB>,
  bus: EventBus,
  access: ParkingUnitAccess,
  key: string | number,
  input: VehicleValues,
): Promise<Vehicle> {
  const { unit, actor } = access;
  sameUnit(input.unit_id, unit.id);
  requireParkingEnabled(unit);
  const now = nowIso();
  const vehicle = await db.transaction().execute(async (trx) => {
    await lockBuildingPlates(trx, unit.building_id);
    const before = await findUnitPlate(trx, unit.id, key, now);
    if (!before) throw notFound(PLATE_NOT_FOUND);
    const validTo = storedEnd(input, now, before.valid_to);
    await refuseDuplicate(trx, unit, input.license_plate, validTo, now, before.id);
    await requireSpaceOfUnit(trx, unit.id, input.parking_space_id);
    await trx
      .updateTable('license_plates')
      .set({
        license_plate: input.license_plate,
        name: input.name,
        email: input.email,
        parking_space_id: input.parking_space_id,
        type: input.type,
        valid_to: validTo,
        note: input.note,
        updated_at: now,
      })
      // the unit is part of the key: a plate of another unit can never be touched
      .where('id', '=', before.id)
      .where('unit_id', '=', unit.id)
      .execute();
    const after = presentPlate(await reload(trx, unit.id, before.id, now));
    await writeAudit(trx, {
      ...actor,
      unitId: unit.id,
      action: 'parking.vehicle.update',
      target: `license_plate:${before.id}`,
      outcome: 'success',
      detail: { before: auditDetail(presentPlate(before)), after: auditDetail(after) },
    });
    return after;
  });
  publishVehiclesChanged(bus, unit);
  return vehicle;
}

/**
 * DELETE .../license-plates/{plateId}. Allowed on a unit that has lost its parking too: removing
 * a plate only narrows who passes the gate.
 */
export async function deleteVehicle(db: Kysely<DB>, bus: EventBus, access: ParkingUnitAccess, key: string | number): Promise<void> {
  const { unit, actor } = access;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const before = await findUnitPlate(trx, unit.id, key, now);
    if (!before) throw notFound(PLATE_NOT_FOUND);
    await trx.deleteFrom('license_plates').where('id', '=', before.id).where('unit_id', '=', unit.id).execute();
    await writeAudit(trx, {
      ...actor,
      unitId: unit.id,
      action: 'parking.vehicle.delete',
      target: `license_plate:${before.id}`,
      outcome: 'success',
      detail: auditDetail(presentPlate(before)),
    });
  });
  publishVehiclesChanged(bus, unit);
}
