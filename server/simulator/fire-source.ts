import type { FireTraffic } from './fire-simulator';
import { isAlarm } from '../../contract/rules/fire-alarm';
import { firePanelOf } from '../devices/registry';
import { reportZone } from '../domain/fire/report';
import type { FireDeps } from '../domain/fire/acknowledge';

/** The fire simulator's view of the database: the zones of the built-in panels, changed through the panel. */
export function databaseFire(deps: FireDeps): FireTraffic {
  const { db } = deps;
  async function change(buildingId: number, zoneId: number, at: string, what: 'raise' | 'clear') {
    const panel = await firePanelOf(db, buildingId);
    return panel ? reportZone(deps, panel, zoneId, what, at) : false;
  }
  // every zone of a built-in panel: a handful per building, read once per simulated alarm
  const builtinZones = () =>
    db
      .selectFrom('fire_zones as z')
      .innerJoin('devices as d', 'd.id', 'z.device_id')
      .select(['z.id', 'z.building_id', 'z.status', 'z.alarm_since'])
      .where('d.driver', '=', 'builtin')
      .orderBy('z.id')
      .execute();
  return {
    async zones() {
      return (await builtinZones()).map((r) => ({ buildingId: r.building_id, zoneId: r.id }));
    },
    async alarms() {
      return (await builtinZones()).filter((r) => isAlarm(r.status)).map((r) => ({ buildingId: r.building_id, zoneId: r.id, since: r.alarm_since }));
    },
    raise: (buildingId, zoneId, at) => change(buildingId, zoneId, at, 'raise'),
    clear: (buildingId, zoneId, at) => change(buildingId, zoneId, at, 'clear'),
  };
}
