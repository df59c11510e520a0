import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AddressedEvent, EventBus } from '../../lib/event-bus';
import { nowIso } from '../../lib/time';
import { SOURCES } from './sources';
import { storeNotifications } from './store';

/**
 * Turns one bus event into notifications: the event type's rule (sources.ts) names who and what,
 * the store keeps each once, and those who got a new one hear it live as one `notification.created`
 * (ids only: each reads their own through REST). Runs where the event was published — the bus is
 * in-process and Redis carries only socket messages — so several instances make it once.
 */
export async function produceNotifications(deps: { db: Kysely<DB>; bus: EventBus }, addressed: AddressedEvent): Promise<number> {
  const rule = SOURCES[addressed.event.type];
  if (!rule) return 0;
  const now = nowIso();
  const drafts = await rule(deps.db, addressed, now);
  const users = await storeNotifications(deps.db, drafts, now);
  const first = drafts[0];
  if (users.length > 0 && first) {
    deps.bus.publish('notification.created', addressed.event.building_id, { source: first.source, importance: first.importance }, { users });
  }
  return users.length;
}
