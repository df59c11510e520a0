import type { FastifyInstance } from 'fastify';
import type { MyUnit, Unit, UnitSummary, UpdateUnitRequest } from '../../../contract/units';
import type { AccessProfile } from '../../access/profile';
import { canSeeBuilding } from '../../access/engine';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import type { Lang } from '../../lib/i18n';
import { nowIso } from '../../lib/time';
import { findBuildingUnits, findMyUnits, findUnit, type UnitRow } from './repository';
import { compareUnitNumbers, compareUnitRows, toBuildingUnitSummary, toMyUnit, toUnit } from './serialize';
import { listsAllUnits, mayChangeFeatures, mayEditMaintenanceNote, mayViewMaintenanceNote, seesAllUnits } from './access';
import { applyFeaturePatch, changedFeatureColumns, type FeatureColumns } from './rules';
import { writeAudit } from '../audit';
import { findBuilding } from '../buildings/find';
import { myUnitsJsonSqlite } from './my-units-json';

export interface Caller {
  profile: AccessProfile;
  lang: Lang;
}

const shape = (caller: Caller, row: UnitRow) =>
  toUnit(row, caller.lang, mayViewMaintenanceNote(caller.profile, row.building_id, row.id));

/**
 * GET /units/my already serialised on SQLite (see my-units-json.ts); null on PostgreSQL, where the
 * caller takes listMyUnits. The list carries no maintenance note, so it is the same for every caller.
 */
export async function myUnitsPreserialized(app: FastifyInstance, caller: Caller, buildingId?: number): Promise<string | null> {
  if (app.dialect !== 'sqlite') return null;
  return myUnitsJsonSqlite(app.db, caller.profile.userId, nowIso(), caller.lang, buildingId);
}

/**
 * GET /units/my: the caller's units through a live unit access, as the spec's Unit (contract
 * MyUnit), by building name then unit number. One statement for any number of units.
 */
export async function listMyUnits(app: FastifyInstance, caller: Caller, buildingId?: number): Promise<MyUnit[]> {
  const rows = await findMyUnits(app.db, caller.profile.userId, nowIso(), buildingId);
  rows.sort(compareUnitRows);
  return rows.map((row) => toMyUnit(row, caller.lang));
}

/**
 * GET /buildings/{id}/units: staff and the reception desk see every unit, a resident only their own; the building must be
 * visible. Summaries (issue 8: the full units of a large building were ~390 KB; a staff list, which
 * issue 30 §1 leaves a summary); the detail, with the maintenance note for those who may read it,
 * comes from GET /units/{id}.
 */
export async function listBuildingUnits(app: FastifyInstance, caller: Caller, buildingId: number): Promise<UnitSummary[]> {
  const { profile } = caller;
  if (!canSeeBuilding(profile, buildingId)) throw notFound('server.errors.building_not_found');
  const building = await findBuilding(app.db, buildingId);
  if (!building) throw notFound('server.errors.building_not_found');
  const rows = await findBuildingUnits(app.db, buildingId, profile.userId, nowIso(), !listsAllUnits(profile, buildingId));
  rows.sort(compareUnitNumbers);
  return rows.map((row) => toBuildingUnitSummary(row, caller.lang));
}

/** A unit the caller may see (own live access, or staff of its building); anything else is a 404. */
async function visibleUnit(app: FastifyInstance, profile: AccessProfile, unitId: number): Promise<UnitRow> {
  const row = await findUnit(app.db, unitId, profile.userId, nowIso());
  if (!row || (row.access_role === null && !seesAllUnits(profile, row.building_id))) {
    throw notFound('server.errors.unit_not_found');
  }
  return row;
}

export async function getUnit(app: FastifyInstance, caller: Caller, unitId: number): Promise<Unit> {
  return shape(caller, await visibleUnit(app, caller.profile, unitId));
}

const featureColumns = (row: UnitRow): FeatureColumns => ({
  doorbell_enabled: row.doorbell_enabled,
  doorbell_name: row.doorbell_name,
  elevator_enabled: row.elevator_enabled,
  elevator_auto_on_card: row.elevator_auto_on_card,
  elevator_auto_on_intercom: row.elevator_auto_on_intercom,
});

/**
 * PATCH /buildings/{buildingId}/units/{unitId}: doorbell and elevator settings (owner, tenant,
 * staff, 'unit:manage') and the maintenance note ('maintenance:edit'). Order of answers: an
 * invisible building, a unit outside it or a unit the caller has no tie to is 404, a missing
 * right on a unit the caller does reach 403, a broken rule 400.
 */
export async function updateUnit(
  app: FastifyInstance,
  caller: Caller,
  buildingId: number,
  unitId: number,
  body: UpdateUnitRequest,
): Promise<Unit> {
  const { profile } = caller;
  if (!canSeeBuilding(profile, buildingId)) throw notFound('server.errors.building_not_found');
  const row = await findUnit(app.db, unitId, profile.userId, nowIso());
  if (!row || row.building_id !== buildingId) throw notFound('server.errors.unit_not_found');
  // Someone else's unit answers exactly like a missing one; 403 is only for a unit the caller can see.
  const reachable =
    row.access_role !== null ||
    seesAllUnits(profile, buildingId) ||
    mayChangeFeatures(profile, buildingId, unitId) ||
    mayEditMaintenanceNote(profile, buildingId, unitId);
  if (!reachable) {
    await writeAudit(app.db, { userId: profile.userId, action: 'unit.update', buildingId, unitId, target: `unit:${unitId}`, outcome: 'denied' });
    throw notFound('server.errors.unit_not_found');
  }

  const features = body.features ?? {};
  const wantsFeatures = features.doorbell !== undefined || features.elevator !== undefined;
  const wantsNote = body.maintenance_note !== undefined;
  if (!wantsFeatures && !wantsNote) throw badRequest('server.units.nothing_to_update');

  const denied =
    (wantsFeatures && !mayChangeFeatures(profile, buildingId, unitId)) ||
    (wantsNote && !mayEditMaintenanceNote(profile, buildingId, unitId));
  if (denied) {
    await writeAudit(app.db, { userId: profile.userId, action: 'unit.update', buildingId, unitId, target: `unit:${unitId}`, outcome: 'denied' });
    throw forbidden();
  }

  const before = featureColumns(row);
  const after = wantsFeatures ? applyFeaturePatch(row.type, before, features) : before;
  const changed = changedFeatureColumns(before, after);
  const note = wantsNote ? body.maintenance_note!.trim() : row.maintenance_note;
  const noteChanged = note !== row.maintenance_note;

  await app.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('units')
      .set({ ...after, maintenance_note: note, updated_at: nowIso() })
      .where('id', '=', unitId)
      .execute();
    await writeAudit(trx, {
      userId: profile.userId,
      action: 'unit.update',
      buildingId,
      unitId,
      target: `unit:${unitId}`,
      outcome: 'success',
      // which settings changed and to what; the note's text stays out of the log
      detail: {
        changed: noteChanged ? [...changed, 'maintenance_note'] : changed,
        features: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }])),
      },
    });
  });

  const updated: UnitRow = { ...row, ...after, maintenance_note: note };
  const unit = shape(caller, updated);
  // REST shows a unit to its own people and the building's staff only; the note stays out
  app.bus.publish('unit.updated', buildingId, { id: unit.id, unique_id: unit.unique_id, features: unit.features }, { units: [unit.id], staff: true });
  return unit;
}
