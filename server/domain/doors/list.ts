import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccessProfile } from '../../access/profile';
import type { Door } from '../../../contract/doors';
import { doorAllowed } from '../../../contract/rules/doors';
import { doorsOf } from '../../devices/registry';
import { decideDoor, doorCaller } from './caller';
import { presentDoor } from './present';

/**
 * GET …/doors: every door of the building, for every member (a resident sees the garage door too,
 * with can_open false: the SPA shows what the server decided and never works it out itself).
 */
export async function listDoors(db: Kysely<DB>, profile: AccessProfile, buildingId: number, now: string): Promise<Door[]> {
  const [caller, doors] = await Promise.all([doorCaller(db, profile, buildingId, now), doorsOf(db, buildingId)]);
  return Promise.all(doors.map(async (door) => presentDoor(door, await door.state(), doorAllowed(decideDoor(caller, door.ref.place)))));
}
