import type { FireZone } from '../../../contract/fire-alarm';
import { isAlarm } from '../../../contract/rules/fire-alarm';
import { firePanelOf } from '../../devices/registry';
import { notFound } from '../../lib/http-error';
import { FIRE_ZONE_NOT_FOUND, type FireDeps } from './acknowledge';
import { reportZone } from './report';
import { fireZoneOf } from './zones';

/**
 * POST /devices/fire/zones/{zoneId}: a fire panel (a real one, the browser tests, the benchmarks)
 * reports a zone of its building — status 0 OK again, any other code an alarm with that code. Its
 * device key has named the building; another building's zone, or an unknown one, is 404. The change
 * goes through the building's panel exactly as the simulator's (report.ts: audited as 'fire.zone'
 * by the device, published after it is stored); a report of the state the zone is already in
 * changes nothing and tells nobody. Answers the zone as members read it, and whether it changed.
 */
export async function reportFromDevice(
  deps: FireDeps,
  buildingId: number,
  zoneId: number,
  status: number,
  at: string,
): Promise<{ zone: FireZone; changed: boolean }> {
  const before = await fireZoneOf(deps.db, buildingId, zoneId);
  if (!before) throw notFound(FIRE_ZONE_NOT_FOUND);
  const panel = await firePanelOf(deps.db, buildingId);
  // a zone always belongs to a panel of its building (fire_zones.device_id); none here is a broken row
  if (!panel) throw notFound(FIRE_ZONE_NOT_FOUND);
  const changed = await reportZone(deps, panel, zoneId, isAlarm(status) ? 'raise' : 'clear', at, status);
  const zone = changed ? await fireZoneOf(deps.db, buildingId, zoneId) : before;
  return { zone: zone ?? before, changed };
}
