import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { nowIso } from '../../lib/time';

export interface UnitAuditEntry {
  userId: number;
  buildingId: number;
  unitId: number;
  outcome: 'success' | 'denied';
  detail?: Record<string, unknown>;
}

/**
 * One append-only row per unit settings change: who, which unit, when (UTC), outcome. Pass the
 * transaction of the change so the change and its record commit or fail together.
 */
export async function writeUnitAudit(db: Kysely<DB>, entry: UnitAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: nowIso(),
      user_id: entry.userId,
      action: 'unit.update',
      building_id: entry.buildingId,
      unit_id: entry.unitId,
      target: `unit:${entry.unitId}`,
      outcome: entry.outcome,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
