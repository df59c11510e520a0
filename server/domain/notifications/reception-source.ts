/**
 * A reception entry recorded with "notify" (issue 15 §2–§3): the unit's current people hear of their
 * visitor, their mail or parcel, or a key lent on their unit. Closing an entry (check-out, collection,
 * return) notifies no one: they were there.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AddressedEvent } from '../../lib/event-bus';
import type { LiveEventData } from '../../../contract/live';
import { excerpt } from '../../../contract/rules/notifications';
import { unitPeople } from './recipients';
import type { Draft } from './store';

type Told = Pick<Draft, 'source' | 'titleKey' | 'bodyKey' | 'params' | 'importance'> & { unitId: number; tab: string };

async function told(db: Kysely<DB>, kind: LiveEventData['reception.changed']['kind'], id: number): Promise<Told | undefined> {
  if (kind === 'visitor') {
    const v = await db
      .selectFrom('reception_visitors as e')
      .innerJoin('units', 'units.id', 'e.unit_id')
      .select(['e.unit_id', 'e.name', 'e.purpose', 'units.number'])
      .where('e.id', '=', id)
      .executeTakeFirst();
    return (
      v && {
        source: 'reception_visitor',
        importance: 'normal',
        unitId: v.unit_id,
        tab: 'visitors',
        titleKey: 'server.notifications.reception_visitor.title',
        bodyKey: v.purpose ? 'server.notifications.reception_visitor.body_purpose' : 'server.notifications.reception_visitor.body',
        params: { unit: v.number, name: excerpt(v.name, 120), purpose: excerpt(v.purpose ?? '', 120) },
      }
    );
  }
  if (kind === 'mail') {
    const m = await db
      .selectFrom('reception_mail as e')
      .innerJoin('units', 'units.id', 'e.unit_id')
      .select(['e.unit_id', 'e.type', 'e.sender', 'units.number'])
      .where('e.id', '=', id)
      .executeTakeFirst();
    return (
      m && {
        source: 'reception_mail',
        importance: 'normal',
        unitId: m.unit_id,
        tab: 'mail',
        titleKey: 'server.notifications.reception_mail.title',
        bodyKey: m.sender ? 'server.notifications.reception_mail.body_sender' : 'server.notifications.reception_mail.body',
        params: { unit: m.number, kind_key: `server.notifications.mail_type.${m.type}`, sender: excerpt(m.sender ?? '', 120) },
      }
    );
  }
  const k = await db
    .selectFrom('reception_key_loans as e')
    .innerJoin('units', 'units.id', 'e.unit_id')
    .select(['e.unit_id', 'e.key_label', 'e.borrower', 'units.number'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!k || k.unit_id === null) return undefined;
  return (
    k && {
      source: 'reception_key',
      importance: 'low',
      unitId: k.unit_id,
      tab: 'keys',
      titleKey: 'server.notifications.reception_key.title',
      bodyKey: 'server.notifications.reception_key.body',
      params: { unit: k.number, key: excerpt(k.key_label, 60), borrower: excerpt(k.borrower, 120) },
    }
  );
}

export async function receptionDrafts(db: Kysely<DB>, addressed: AddressedEvent, now: string): Promise<Draft[]> {
  const d = addressed.event.data as LiveEventData['reception.changed'];
  if (!addressed.facts?.created || !addressed.facts.notify || d.unit_id === null) return [];
  const entry = await told(db, d.kind, d.id);
  if (!entry) return [];
  const people = (await unitPeople(db, entry.unitId, now)).filter((id) => id !== addressed.facts?.actorId);
  return people.map((userId) => ({
    userId,
    buildingId: addressed.event.building_id,
    source: entry.source,
    sourceKey: `reception:${d.kind}:${d.id}`,
    type: 'general',
    importance: entry.importance,
    titleKey: entry.titleKey,
    bodyKey: entry.bodyKey,
    params: entry.params,
    link: `/reception?tab=${entry.tab}`,
  }));
}
