import type { EventBus } from '../../lib/event-bus';
import type { Door, DoorState } from '../../devices/types';
import type { DoorVia } from '../../../contract/rules/doors';

/**
 * Moves a door the server has already decided about (an allowed opening from the portal or a QR
 * reader; the device closing itself) and tells every member of the building. Call it after the
 * audit record of the decision has committed: nobody sees a door open that the log does not show.
 */
export async function actuateDoor(bus: EventBus, door: Door, action: 'open' | 'close', at: string, via: DoorVia): Promise<DoorState> {
  const state = action === 'open' ? await door.open(at, via) : await door.close(at, via);
  bus.publish(
    'door.state_changed',
    door.ref.buildingId,
    { id: door.ref.id, is_open: state.open, changed_at: state.changed_at ?? at, last_event: state.last_event ?? { action: action === 'open' ? 'opened' : 'closed', at, via } },
    { members: true },
  );
  return state;
}
