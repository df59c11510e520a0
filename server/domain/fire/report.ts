import type { FirePanel } from '../../devices/types';
import { writeAudit } from '../audit';
import type { FireDeps } from './acknowledge';
import { publishZone } from './publish';

/**
 * The panel reports a zone in alarm or OK again (the simulator; a panel through the device route,
 * device-report.ts; an adapter's detector). No person
 * decided, so the audit row ('fire.zone') names the device and no user. The panel has recorded the
 * change when it answers; a report that changes nothing (the zone already in that state, or not
 * this panel's) is neither logged nor told. `status` is the alarm's code when raising (the panel's
 * own default when omitted). Answers whether the zone changed.
 */
export async function reportZone(deps: FireDeps, panel: FirePanel, zoneId: number, change: 'raise' | 'clear', at: string, status?: number): Promise<boolean> {
  const zone = change === 'raise' ? await panel.raise(zoneId, at, status) : await panel.clear(zoneId, at);
  if (!zone) return false;
  // the panel has committed the change: told first, so the board's paint does not wait on the audit write
  publishZone(deps.bus, panel.ref.buildingId, { ...zone, acknowledged_at: null });
  await writeAudit(deps.db, {
    userId: null,
    deviceId: panel.ref.id,
    action: 'fire.zone',
    buildingId: panel.ref.buildingId,
    target: `fire_zone:${zone.id}`,
    outcome: 'success',
    detail: { change, status: zone.status },
    at,
  });
  return true;
}
