import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from '../lib/time';
import type { AuditAction } from '../../contract/rules/audit';

// the list lives in the contract (the SPA's audit screen filters by it); re-exported for the server's callers
export { AUDIT_ACTIONS, type AuditAction } from '../../contract/rules/audit';

export interface AuditEntry {
  userId: number | null;
  /** the device that acted, when no person did (a gate decision of the simulator or an adapter) */
  deviceId?: number | null;
  action: AuditAction;
  buildingId: number | null;
  unitId?: number | null;
  /** what was acted on, as 'kind:id' (e.g. 'announcement:12') */
  target?: string | null;
  outcome: 'success' | 'denied' | 'failed';
  detail?: Record<string, unknown>;
  /** when it happened (UTC ISO); now unless the change carries its own timestamp */
  at?: string;
}

/**
 * The one writer of the append-only audit log: who, what, where, when (UTC), outcome. Callers
 * pass the transaction of the change itself so the change and its record commit or fail together.
 */
export async function writeAudit(db: Kysely<DB>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at ?? nowIso(),
      user_id: entry.userId,
      device_id: entry.deviceId ?? null,
      action: entry.action,
      building_id: entry.buildingId,
      unit_id: entry.unitId ?? null,
      target: entry.target ?? null,
      outcome: entry.outcome,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
