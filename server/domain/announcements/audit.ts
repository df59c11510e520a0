import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';

export type AnnouncementAction = 'announcement.create' | 'announcement.update' | 'announcement.delete';

export interface AuditEntry {
  userId: number;
  action: AnnouncementAction;
  buildingId: number;
  announcementId?: number;
  outcome: 'success' | 'denied';
  detail?: Record<string, unknown>;
}

/**
 * One append-only audit row: who, what, where, when (UTC), outcome. Callers pass the transaction
 * of the change itself so the change and its record commit or fail together.
 */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      user_id: entry.userId,
      action: entry.action,
      building_id: entry.buildingId,
      unit_id: null,
      target: entry.announcementId !== undefined ? `announcement:${entry.announcementId}` : null,
      outcome: entry.outcome,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
