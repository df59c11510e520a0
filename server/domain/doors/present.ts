import type { Door as DoorDevice, DoorState } from '../../devices/types';
import type { Door } from '../../../contract/doors';

/** A door as the API answers it: its place, its state as the device reports it, and whether the caller may open it. */
export function presentDoor(door: DoorDevice, state: DoorState, canOpen: boolean): Door {
  const { ref } = door;
  return {
    id: ref.id,
    name: ref.name,
    location: ref.location,
    area: ref.place.area,
    floor: ref.place.floor,
    unit_id: ref.place.unit_id,
    is_open: state.open,
    changed_at: state.changed_at,
    last_event: state.last_event,
    can_open: canOpen,
  };
}
