/**
 * Events whose data is the very row a cached list holds are applied to that list at once, so the
 * change paints without waiting for a refetch: in `npm run bench:paint` the refetch GET was most of
 * the time from a write in one browser to the paint in another. The bridge refetches the same keys
 * right after, as for every event, and the server's answer replaces the list: the event shows the
 * change early, the snapshot decides.
 *
 * A row belongs here only when the catalogue (contract/live.ts) sends the whole REST row (or, for
 * `merge`, the changed fields of it) to an audience that reads that row through REST
 * (announcements, doors: the building's members). Events with ids only are refetched and have no row here.
 */
import type { LiveEvent, LiveEventType } from '../../contract/live';

interface Row {
  id: number;
}

/**
 * What an event does to a list: `first` puts a new row on top (the list is newest first) or replaces
 * it if present; `merge` writes the event's fields over the row with its id (events that carry only
 * the changed part of a row, such as a door's state).
 */
type RowChange = 'first' | 'replace' | 'remove' | 'merge';

interface ListUpdate {
  /** the list's key under /buildings/{id}/, and the array field of its answer `{ [field]: Row[] }` */
  resource: string;
  field: string;
  change: RowChange;
  /** the fields a whole row has: data without them (ids only) is left to the refetch */
  rowFields: readonly string[];
}

const ANNOUNCEMENT_FIELDS = ['id', 'message', 'announcement_type', 'importance', 'created_by', 'created_at', 'style'] as const;
const announcements = (change: RowChange): ListUpdate => ({ resource: 'announcements', field: 'announcements', change, rowFields: ANNOUNCEMENT_FIELDS });

export const LIVE_LIST_UPDATES: Readonly<Partial<Record<LiveEventType, ListUpdate>>> = {
  'announcement.created': announcements('first'),
  'announcement.updated': announcements('replace'),
  'announcement.deleted': announcements('remove'),
  // members read doors at GET …/doors; the event carries the door's new state, not the whole row
  'door.state_changed': { resource: 'doors', field: 'doors', change: 'merge', rowFields: ['id', 'is_open', 'changed_at', 'last_event'] },
};

function isRow(data: unknown, fields: readonly string[]): data is Row {
  return !!data && typeof data === 'object' && typeof (data as Partial<Row>).id === 'number' && fields.every((f) => f in data);
}

function rowsOf(answer: unknown, field: string): Row[] | null {
  if (!answer || typeof answer !== 'object') return null;
  const rows = (answer as Record<string, unknown>)[field];
  return Array.isArray(rows) ? (rows as Row[]) : null;
}

/** The list answer with the event applied, or the very same `answer` when the event changes nothing in it. */
export function applyListUpdate(update: ListUpdate, answer: unknown, data: unknown): unknown {
  const rows = rowsOf(answer, update.field);
  if (!rows) return answer;
  let next: Row[] = rows;
  if (update.change === 'remove') {
    const id = (data as Partial<Row> | null)?.id;
    if (typeof id === 'number') next = rows.filter((r) => r.id !== id);
  } else if (isRow(data, update.rowFields)) {
    const at = rows.findIndex((r) => r.id === data.id);
    if (at >= 0) next = rows.map((r, i) => (i === at ? (update.change === 'merge' ? { ...r, ...data } : data) : r));
    else if (update.change === 'first') next = [data, ...rows];
  }
  return next.length === rows.length && next.every((r, i) => r === rows[i]) ? answer : { ...(answer as object), [update.field]: next };
}

/** The cached key an event updates and how, or null when the event is only refetched. */
export function listUpdateFor(event: LiveEvent): { key: string; apply: (answer: unknown) => unknown } | null {
  const update = LIVE_LIST_UPDATES[event.type as LiveEventType];
  if (!update) return null;
  return {
    key: `/buildings/${event.building_id}/${update.resource}`,
    apply: (answer) => applyListUpdate(update, answer, event.data),
  };
}
