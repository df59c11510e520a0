import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { FileStore } from '../files/store';
import type { ParkingLogEntry } from '../../../contract/parking';
import { gateDecision, type GateDirection, type GateReason, type RegisteredPlate } from '../../../contract/rules/parking';
import { gateOf } from '../../devices/registry';
import { prepared } from '../../db/prepared';
import { writeAudit } from '../audit';
import { presentLogEntry } from './history-entry';

export interface GateDeps {
  db: Kysely<DB>;
  bus: EventBus;
  files: FileStore;
}

/**
 * Where a pass comes from: the gate's own camera read ('device', the simulator or an adapter),
 * staff recording one at the gate ('staff'), or someone asking whether a plate would pass for a
 * unit ('access_check').
 */
export type PassSource = 'device' | 'staff' | 'access_check';

export interface PassInput {
  buildingId: number;
  /** normalised (contract/rules/parking.ts) */
  plate: string;
  direction: GateDirection;
  /** ISO date-time (UTC) of the pass */
  at: string;
  /** the unit an access check is made for */
  unitId?: number | null;
  /** the person who recorded the pass or asked the check */
  userId?: number | null;
  source: PassSource;
}

export interface PassResult {
  granted: boolean;
  reason: GateReason;
  log: ParkingLogEntry;
}

/** Photos live under <data>/files/gate-photos with names the file store makes. */
export const PHOTO_AREA = 'gate-photos';

type PlateInBuilding = { buildingId: number; plate: string };

// the plate's records in the building with their unit's parking (license_plates_building_plate)
const registrationsQuery = prepared((db, p: PlateInBuilding) =>
  db
    .selectFrom('license_plates as lp')
    .innerJoin('units as u', 'u.id', 'lp.unit_id')
    .select(['lp.unit_id', 'lp.valid_from', 'lp.valid_to', 'u.has_parking'])
    .where('lp.building_id', '=', p.buildingId)
    .where('lp.license_plate', '=', p.plate),
);

export async function registrationsOf(db: Kysely<DB>, buildingId: number, plate: string): Promise<RegisteredPlate[]> {
  const rows = await registrationsQuery.all(db, { buildingId, plate });
  return rows.map((r) => ({ unit_id: r.unit_id, valid_from: r.valid_from, valid_to: r.valid_to, unit_has_parking: Number(r.has_parking) === 1 }));
}

/**
 * One pass at the building's gate, decided by the server (gateDecision: granted only for a plate
 * registered to a unit with parking whose validity covers the moment). The gate's camera picture is
 * stored as a file first; the event and its audit record commit together; the barrier lifts and
 * the live log hears of it only after the commit, so nobody sees or acts on a pass that was not
 * stored.
 */
export async function recordPass(deps: GateDeps, input: PassInput): Promise<PassResult> {
  const { db } = deps;
  const decision = gateDecision(await registrationsOf(db, input.buildingId, input.plate), input.at, input.unitId);
  const granted = decision.reason === 'granted';
  const gate = await gateOf(db, input.buildingId);

  const picture = gate ? await gate.photo(input.plate, input.direction, input.at) : null;
  const photoPath = picture ? await deps.files.save(PHOTO_AREA, picture.mime === 'image/png' ? 'png' : 'jpg', picture.bytes) : null;

  let log: ParkingLogEntry;
  try {
    log = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('gate_events')
        .values({
          building_id: input.buildingId,
          device_id: gate?.ref.id ?? null,
          unit_id: decision.unit_id,
          license_plate: input.plate,
          direction: input.direction,
          access_time: input.at,
          was_granted: granted ? 1 : 0,
          reason: decision.reason,
          door_name: gate?.ref.name ?? '',
          photo_path: photoPath,
          photo_mime: picture?.mime ?? null,
          created_by: input.userId ?? null,
        })
        .returning(['id', 'unit_id', 'license_plate', 'direction', 'access_time', 'door_name', 'was_granted', 'reason', 'photo_path'])
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        userId: input.userId ?? null,
        deviceId: input.source === 'device' ? (gate?.ref.id ?? null) : null,
        action: input.source === 'access_check' ? 'parking.access_check' : 'parking.gate.pass',
        buildingId: input.buildingId,
        unitId: decision.unit_id,
        target: `gate_event:${row.id}`,
        outcome: granted ? 'success' : 'denied',
        detail: { license_plate: input.plate, direction: input.direction, reason: decision.reason, source: input.source },
        at: input.at,
      });
      return presentLogEntry(row);
    });
  } catch (err) {
    // nothing half-stored: a picture without its event goes too
    if (photoPath) await deps.files.remove(photoPath);
    throw err;
  }

  // an access check answers whether the plate would pass; only a pass at the gate lifts the barrier
  if (granted && gate && input.source !== 'access_check') await gate.open(input.direction, input.at);
  deps.bus.publish('parking.gate_event', input.buildingId, log, log.unit_id === null ? { staff: true } : { units: [log.unit_id], staff: true });
  return { granted, reason: decision.reason, log };
}
