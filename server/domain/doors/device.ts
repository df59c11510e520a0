import type { Door } from '../../devices/types';
import { writeAudit } from '../audit';
import { actuateDoor } from './actuate';
import type { DoorDeps } from './open';

/**
 * The door opens on its own (the simulator; an adapter reporting a key or button at the door): no
 * person decided, so the audit row names the device and no user. Recorded first, then moved and
 * told to the building, as an opening from the portal.
 */
export async function openByDevice(deps: DoorDeps, door: Door, at: string): Promise<void> {
  await writeAudit(deps.db, {
    userId: null,
    deviceId: door.ref.id,
    action: 'door.open',
    buildingId: door.ref.buildingId,
    target: `door:${door.ref.id}`,
    outcome: 'success',
    detail: { via: 'device' },
    at,
  });
  await actuateDoor(deps.bus, door, 'open', at, 'device');
}

/**
 * The door closer shuts a door that has stood open since `openedAt`. A door opened again since
 * (its changed_at moved on) is left for its own turn, so a second opening gets its full time. Closing
 * decides nothing about anyone, so it is not audited; the building hears of it live.
 */
export async function closeByDevice(deps: DoorDeps, door: Door, openedAt: string | null, at: string): Promise<boolean> {
  const state = await door.state();
  // openedAt null: a state without its time (hand-edited) is closed whatever it says
  if (!state.open || (openedAt !== null && state.changed_at !== openedAt)) return false;
  await actuateDoor(deps.bus, door, 'close', at, 'device');
  return true;
}
