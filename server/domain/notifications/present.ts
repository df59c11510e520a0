import type { Selectable } from 'kysely';
import type { NotificationsTable } from '../../db/schema/notifications';
import type { Notification } from '../../../contract/notifications';
import type { NotificationSource } from '../../../contract/rules/notifications';
import { translate, type Lang } from '../../lib/i18n';

export type NotificationRow = Selectable<NotificationsTable>;

/**
 * The parameters of a stored notification, ready for its message keys: a parameter named `x_key`
 * holds a message key (an issue's status, a kind of mail) and is put into words as `x`, so that too
 * reads in the reader's language.
 */
export function renderParams(lang: Lang, json: string): Record<string, string | number> {
  let stored: Record<string, unknown>;
  try {
    stored = JSON.parse(json) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(stored)) {
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    if (name.endsWith('_key') && typeof value === 'string') out[name.slice(0, -4)] = translate(lang, value);
    else out[name] = value;
  }
  return out;
}

/** A stored notification as its owner reads it, in their language. */
export function presentNotification(row: NotificationRow, lang: Lang): Notification {
  const params = renderParams(lang, row.params);
  return {
    id: row.id,
    building_id: row.building_id,
    type: row.type,
    importance: row.importance,
    source: row.source as NotificationSource,
    title: translate(lang, row.title_key, params),
    body: translate(lang, row.body_key, params),
    link: row.link,
    is_read: row.read_at !== null,
    read_at: row.read_at,
    created_at: row.created_at,
  };
}
