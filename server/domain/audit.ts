import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { nowIso } from '../lib/time';

/** Every action the log records (a family filter, 'parking.*', is split into these). */
export const AUDIT_ACTIONS = [
  'announcement.create',
  'announcement.update',
  'announcement.delete',
  'unit.update',
  'unit.set_parking',
  'user.register',
  'parking.vehicle.create',
  'parking.vehicle.update',
  'parking.vehicle.delete',
  'parking.space.create',
  'parking.gate.pass',
  'parking.access_check',
  'door.open',
  'qr.pass.create',
  'qr.pass.deactivate',
  'qr.scan',
  'device_key.issue',
  'device_key.revoke',
  'issue.create',
  'issue.update',
  'issue.delete',
  'issue.status',
  'issue.assign',
  'issue.attachment.delete',
  'fire.acknowledge',
  'fire.zone',
  'admin.user.create',
  'admin.user.update',
  'admin.user.activate',
  'admin.user.deactivate',
  'admin.invitation.create',
  'admin.invitation.delete',
  'admin.role.assign',
  'admin.role.remove',
  'admin.permission.grant',
  'admin.permission.update',
  'admin.permission.remove',
  'admin.membership.set',
  'admin.membership.remove',
  'forum.topic.pin',
  'forum.post.delete',
  'reception.visitor.create',
  'reception.visitor.check_out',
  'reception.mail.create',
  'reception.mail.collect',
  'reception.key.create',
  'reception.key.return',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
