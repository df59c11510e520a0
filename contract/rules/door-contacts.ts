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
 * The board's tiles (src/features/board/Tiles.tsx) and the portfolio's "doors open" count
 * (server/domain/portfolio/summary.ts) pair them by this one rule, so the two never disagree.
 */
import { foldText } from './text';

interface Door {
  id: number;
  name: string;
}
interface Sensor {
  id: number;
  name: string;
  /** a contact sensor's type is 'door' */
  type: string | null;
}

/** The name a contact sensor gives its door: what follows the last dash ('Dveře – hlavní vchod' → 'hlavni vchod'). */
function doorNameOf(sensorName: string): string {
  const parts = sensorName.split(/\s[–—-]\s/);
  return foldText(parts[parts.length - 1].trim());
}

export interface DoorContacts<D extends Door, S extends Sensor> {
  /** the contact sensor of a door, by door id */
  sensorOfDoor: ReadonlyMap<number, S>;
  /** the door a contact sensor belongs to, by sensor id */
  doorOfSensor: ReadonlyMap<number, D>;
}

/** Pairs each door with its contact sensor, when exactly one sensor of type door names exactly that door. */
export function pairDoorContacts<D extends Door, S extends Sensor>(doors: readonly D[], sensors: readonly S[]): DoorContacts<D, S> {
  const sensorOfDoor = new Map<number, S>();
  const doorOfSensor = new Map<number, D>();
  const contacts = sensors.filter((s) => s.type === 'door');
  if (contacts.length === 0) return { sensorOfDoor, doorOfSensor };
  const doorsByName = new Map<string, D[]>();
  for (const d of doors) {
    const key = foldText(d.name.trim());
    doorsByName.set(key, [...(doorsByName.get(key) ?? []), d]);
  }
  const sensorsByDoor = new Map<number, S[]>();
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

/**
 * Whether a door stands open as one truth: its controller says open, or its paired contact sensor
 * reads open (the leaf is open whatever the lock says).
 */
export function doorIsOpen(controllerOpen: boolean, contactState: string | null | undefined): boolean {
  return controllerOpen || contactIsOpen(contactState ?? null) === true;
}
