/**
 * One truth per door (issue 29 §2). A door is two devices: the door itself (its controller, whose
 * is_open the doors tile shows and the "Open" button drives) and, at some doors, a contact sensor
 * (a sensor of type door, whose reading says whether the leaf is physically open). They are
 * reported separately and can disagree — the lock closed while the leaf stands open — so the board
 * never shows one of them as "the door's state" on one tile and the other on the next: a door with
 * a contact sensor is shown as both, in the same words, on the doors tile and the sensor tile.
 *
 * Nothing in the data links the two devices, so they are paired by name: the contact sensor is
 * named after its door, usually with a prefix ("Dveře – hlavní vchod" for the door "Hlavní vchod"),
 * compared case- and accent-insensitively. Only an unambiguous pair counts (one sensor, one door).
 */
import type { BoardDoor, BoardSensor } from '../../../contract/board';
import { foldText } from '../../../contract/rules/text';

/** The name a contact sensor gives its door: what follows the last dash ('Dveře – hlavní vchod' → 'hlavni vchod'). */
function doorNameOf(sensorName: string): string {
  const parts = sensorName.split(/\s[–—-]\s/);
  return foldText(parts[parts.length - 1].trim());
}

export interface DoorContacts {
  /** the contact sensor of a door, by door id */
  sensorOfDoor: ReadonlyMap<number, BoardSensor>;
  /** the door a contact sensor belongs to, by sensor id */
  doorOfSensor: ReadonlyMap<number, BoardDoor>;
}

/** Pairs each door with its contact sensor, when exactly one sensor of type door names exactly that door. */
export function pairDoorContacts(doors: readonly BoardDoor[], sensors: readonly BoardSensor[]): DoorContacts {
  const sensorOfDoor = new Map<number, BoardSensor>();
  const doorOfSensor = new Map<number, BoardDoor>();
  const contacts = sensors.filter((s) => s.type === 'door');
  if (contacts.length === 0) return { sensorOfDoor, doorOfSensor };
  const doorsByName = new Map<string, BoardDoor[]>();
  for (const d of doors) {
    const key = foldText(d.name.trim());
    doorsByName.set(key, [...(doorsByName.get(key) ?? []), d]);
  }
  const sensorsByDoor = new Map<number, BoardSensor[]>();
  for (const s of contacts) {
    const matches = doorsByName.get(doorNameOf(s.name)) ?? doorsByName.get(foldText(s.name.trim())) ?? [];
    if (matches.length !== 1) continue;
    sensorsByDoor.set(matches[0].id, [...(sensorsByDoor.get(matches[0].id) ?? []), s]);
  }
  for (const d of doors) {
    const found = sensorsByDoor.get(d.id);
    if (found?.length !== 1) continue;
    sensorOfDoor.set(d.id, found[0]);
    doorOfSensor.set(found[0].id, d);
  }
  return { sensorOfDoor, doorOfSensor };
}

/** Whether a contact reading says open; null when it says nothing we know (no reading, another word). */
export function contactIsOpen(state: string | null): boolean | null {
  if (state === 'open') return true;
  if (state === 'closed') return false;
  return null;
}
