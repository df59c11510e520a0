import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { AccessProfile } from '../../access/profile';
import type { Door } from '../../../contract/doors';
import { doorAllowed } from '../../../contract/rules/doors';
import { doorOf } from '../../devices/registry';
import { forbidden, notFound } from '../../lib/http-error';
import { writeAudit } from '../audit';
import { actuateDoor } from './actuate';
import { decideDoor, doorCaller } from './caller';
import { presentDoor } from './present';

export interface DoorDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

/** An unknown door and another building's door look the same. */
export const DOOR_NOT_FOUND = 'server.doors.not_found';
export const DOOR_OPEN_DENIED = 'server.doors.open_denied';

/**
 * POST …/doors/{doorId}/toggle: a member of the building asks to open a door (spec 001 §2, §3;
 * issue 10 §1). The rule decides (a live denial of door:open wins; staff open every door; a grant
 * any door; otherwise the door's area), and every attempt leaves an audit row: refused (denied),
 * a door the building does not have (failed), allowed (success). An allowed opening is recorded
 * first and only then carried out, so nobody sees a door open that the log does not show; when the
 * device then fails, a second row says so and the error goes on to the caller.
 *
 * The routes have checked that the caller is a member: an outsider's attempt is answered 404 and
 * written nowhere in this building's log (see routes/v1/doors.ts).
 */
export async function openDoor(deps: DoorDeps, profile: AccessProfile, buildingId: number, doorId: number, now: string): Promise<Door> {
  const { db } = deps;
  const caller = await doorCaller(db, profile, buildingId, now);
  const base = { userId: caller.userId, buildingId, action: 'door.open' as const, at: now };
  const door = await doorOf(db, buildingId, doorId);
  if (!door) {
    await writeAudit(db, { ...base, target: null, outcome: 'failed', detail: { door_id: doorId } });
    throw notFound(DOOR_NOT_FOUND);
  }
  const decision = decideDoor(caller, door.ref.place);
  const target = `door:${door.ref.id}`;
  if (!doorAllowed(decision)) {
    await writeAudit(db, { ...base, target, outcome: 'denied', detail: { decision, via: 'app' } });
    throw forbidden(DOOR_OPEN_DENIED);
  }
  // one statement: it has committed when it returns
  await writeAudit(db, { ...base, target, outcome: 'success', detail: { decision, via: 'app' } });
  try {
    const state = await actuateDoor(deps.bus, door, 'open', now, 'app');
    return presentDoor(door, state, true);
  } catch (err) {
    await writeAudit(db, { ...base, target, outcome: 'failed', detail: { decision, via: 'app', device_error: true } });
    throw err;
  }
}
