import type { DoorTraffic } from './door-simulator';
import { parseDoorState } from '../devices/builtin';
import { doorOf } from '../devices/registry';
import { closeByDevice, openByDevice } from '../domain/doors/device';
import type { DoorDeps } from '../domain/doors/open';

/** The door simulator's view of the database: the built-in doors and their stored state. */
export function databaseDoors(deps: DoorDeps): DoorTraffic {
  const { db } = deps;
  // every built-in door with its state: a handful per building, read whole once a second
  const builtinDoors = () =>
    db.selectFrom('devices').select(['id', 'building_id', 'state']).where('kind', '=', 'door').where('driver', '=', 'builtin').orderBy('id').execute();
  return {
    async doors() {
      return (await builtinDoors()).map((r) => ({ buildingId: r.building_id, doorId: r.id }));
    },
    async openDoors() {
      const open = [];
      for (const r of await builtinDoors()) {
        const state = parseDoorState(r.state);
        if (state.open) open.push({ buildingId: r.building_id, doorId: r.id, openedAt: state.changed_at });
      }
      return open;
    },
    async open(buildingId, doorId, at) {
      const door = await doorOf(db, buildingId, doorId);
      if (door) await openByDevice(deps, door, at);
    },
    async close(open, at) {
      const door = await doorOf(db, open.buildingId, open.doorId);
      return door ? closeByDevice(deps, door, open.openedAt, at) : false;
    },
  };
}
