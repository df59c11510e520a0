/**
 * Demo notifications (issue 15 §3): what the demo's own history would have told people, so the bell
 * and /notifications are not empty on a fresh demo. Made by the real rules (domain/notifications/
 * sources.ts) from the seeded rows — parcels and visitors recorded with "notify" in the last days,
 * the high announcements, the demo issues that moved on — as if each had just happened, then dated
 * when it happened; those older than a day are already read. Runs after the other seeds. No demo
 * e-mail goes out for them: they were "delivered" long ago.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AddressedEvent } from '../lib/event-bus';
import type { LiveEvent, LiveEventData } from '../../contract/live';
import { UNSEQUENCED } from '../../contract/live';
import { SOURCES } from '../domain/notifications/sources';
import { storeNotifications } from '../domain/notifications/store';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** how far back the desk's recorded entries become notifications */
const RECEPTION_DAYS = 3;
/** how far back high announcements do */
const ANNOUNCEMENT_DAYS = 30;

/** What happened, as the bus would have carried it, and when. */
interface Past {
  at: string;
  addressed: AddressedEvent;
}

function past<K extends keyof LiveEventData>(type: K, buildingId: number, data: LiveEventData[K], at: string, facts?: AddressedEvent['facts']): Past {
  const event = { type, building_id: buildingId, seq: UNSEQUENCED, at, data } as LiveEvent<LiveEventData[K]> & { type: K };
  // the rules read people from the database, not from the audience (but the forum's, which is not replayed here)
  return { at, addressed: { event, audience: { members: true }, ...(facts ? { facts } : {}) } as AddressedEvent };
}

async function receptionPast(db: Kysely<DB>, since: string): Promise<Past[]> {
  const [visitors, mail] = await Promise.all([
    db.selectFrom('reception_visitors').select(['id', 'building_id', 'unit_id', 'arrived_at as at', 'recorded_by']).where('notified', '=', 1).where('arrived_at', '>=', since).execute(),
    db.selectFrom('reception_mail').select(['id', 'building_id', 'unit_id', 'received_at as at', 'recorded_by']).where('notified', '=', 1).where('received_at', '>=', since).execute(),
  ]);
  return [
    ...visitors.map((v) => past('reception.changed', v.building_id, { kind: 'visitor', id: v.id, unit_id: v.unit_id }, v.at, { created: true, notify: true, actorId: v.recorded_by ?? undefined })),
    ...mail.map((m) => past('reception.changed', m.building_id, { kind: 'mail', id: m.id, unit_id: m.unit_id }, m.at, { created: true, notify: true, actorId: m.recorded_by ?? undefined })),
  ];
}

async function announcementPast(db: Kysely<DB>, since: string): Promise<Past[]> {
  const rows = await db.selectFrom('announcements').selectAll().where('importance', '=', 'high').where('created_at', '>=', since).execute();
  // the rule reads only these fields of the announcement
  return rows.map((a) =>
    past('announcement.created', a.building_id, { ...a, created_by: '', valid_to: a.valid_to, style: { color: '' } }, a.created_at, { actorId: a.created_by ?? undefined }),
  );
}

async function issuePast(db: Kysely<DB>): Promise<Past[]> {
  const rows = await db.selectFrom('issues').select(['id', 'building_id', 'status', 'updated_at']).where('status', '<>', 'new').execute();
  return rows.map((i) => past('issue.updated', i.building_id, { id: i.id } as LiveEventData['issue.updated'], i.updated_at, { status: { from: 'new', to: i.status } }));
}

export async function seedNotifications(db: Kysely<DB>, now: Date): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const happened = [
    ...(await receptionPast(db, iso(now.getTime() - RECEPTION_DAYS * DAY))),
    ...(await announcementPast(db, iso(now.getTime() - ANNOUNCEMENT_DAYS * DAY))),
    ...(await issuePast(db)),
  ].sort((a, b) => a.at.localeCompare(b.at));
  for (const { at, addressed } of happened) {
    const rule = SOURCES[addressed.event.type];
    if (!rule) continue;
    await storeNotifications(db, await rule(db, addressed, at), at);
  }
  const readBefore = iso(now.getTime() - DAY);
  await db.updateTable('notifications').set({ mail_pending: 0 }).execute();
  await db.updateTable('notifications').set((eb) => ({ read_at: eb.ref('created_at') })).where('created_at', '<', readBefore).execute();
}
