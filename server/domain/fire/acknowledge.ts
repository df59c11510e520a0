import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { AccessProfile } from '../../access/profile';
import type { FireZone } from '../../../contract/fire-alarm';
import { fireAckProblem, FIRE_STATUS_OK } from '../../../contract/rules/fire-alarm';
import { can } from '../../access/engine';
import { PERMISSION } from '../../../contract/rules/permissions';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit';
import { fireZoneOf } from './zones';
import { publishZone } from './publish';

export interface FireDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

export const FIRE_ZONE_NOT_FOUND = 'server.fire.zone_not_found';

/**
 * POST …/fire-alarm/zones/{zoneId}/acknowledge (issue 12 §1, beyond the spec): the building's staff
 * (holders of fire:acknowledge: the
 * admin and manager roles, global admins, or a direct grant) say they have seen an alarm and what they did, in a note. Only a zone in alarm that nobody has
 * acknowledged yet (409 otherwise); a member who is not staff is refused (403, audited as denied);
 * an unknown zone and another building's look the same (404). The acknowledgement is one
 * conditional update with its audit row in one transaction, so two staff acknowledging at once
 * leave one acknowledgement and the other gets the 409; the building hears of it after the commit.
 *
 * The route has checked that the caller is a member: an outsider gets 404 and no row in this
 * building's log (as for doors, routes/v1/doors.ts).
 */
export async function acknowledgeZone(
  deps: FireDeps,
  profile: AccessProfile,
  buildingId: number,
  zoneId: number,
  note: string,
  now: string,
): Promise<FireZone> {
  const { db } = deps;
  const base = { userId: profile.userId, buildingId, action: 'fire.acknowledge' as const, at: now };
  const target = `fire_zone:${zoneId}`;
  if (!can(profile, PERMISSION.fireAcknowledge, { buildingId }, now)) {
    await writeAudit(db, { ...base, target, outcome: 'denied' });
    throw forbidden('server.fire.acknowledge_denied');
  }
  const zone = await fireZoneOf(db, buildingId, zoneId);
  if (!zone) throw notFound(FIRE_ZONE_NOT_FOUND);
  const problem = fireAckProblem(zone);
  if (problem) throw conflict(`server.fire.${problem}`);

  const done = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('fire_zones')
      .set({ acknowledged_at: now, acknowledged_by: profile.userId, ack_note: note, updated_at: now })
      .where('id', '=', zoneId)
      .where('building_id', '=', buildingId)
      .where('status', '<>', FIRE_STATUS_OK)
      .where('acknowledged_at', 'is', null)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    await writeAudit(trx, { ...base, target, outcome: 'success', detail: { note, status: zone.status, alarm_since: zone.alarm_since } });
    return true;
  });
  // someone else acknowledged it (or the alarm cleared) between the read and the update
  const after = await fireZoneOf(db, buildingId, zoneId);
  if (!done || !after) throw conflict(after && after.status !== FIRE_STATUS_OK ? 'server.fire.already_acknowledged' : 'server.fire.not_in_alarm');
  publishZone(deps.bus, buildingId, after);
  return after;
}
