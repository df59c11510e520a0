import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { UpdateSettingsRequest, UserSettings } from '../../../contract/settings';
import { DEFAULT_SETTINGS } from '../../../contract/rules/settings';
import { nowIso } from '../../lib/time';
import { prepared } from '../../db/prepared';

// the SPA reads settings on every start: compiled once
const settingsOf = prepared((db, p: { userId: number }) =>
  db.selectFrom('user_settings').select(['email_notifications', 'push_notifications', 'theme', 'language']).where('user_id', '=', p.userId),
);

export async function loadSettings(db: Kysely<DB>, userId: number): Promise<UserSettings> {
  const row = await settingsOf.first(db, { userId });
  if (!row) return { ...DEFAULT_SETTINGS };
  return {
    email_notifications: row.email_notifications === 1,
    push_notifications: row.push_notifications === 1,
    theme: row.theme,
    language: row.language,
  };
}

/** Merges the given fields into the stored (or default) settings with one upsert. */
export async function saveSettings(db: Kysely<DB>, userId: number, patch: UpdateSettingsRequest): Promise<UserSettings> {
  const current = await loadSettings(db, userId);
  const next: UserSettings = {
    email_notifications: patch.email_notifications ?? current.email_notifications,
    push_notifications: patch.push_notifications ?? current.push_notifications,
    theme: patch.theme ?? current.theme,
    language: patch.language ?? current.language,
  };
  const values = {
    email_notifications: next.email_notifications ? 1 : 0,
    push_notifications: next.push_notifications ? 1 : 0,
    theme: next.theme,
    language: next.language,
    updated_at: nowIso(),
  };
  await db
    .insertInto('user_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return next;
}
