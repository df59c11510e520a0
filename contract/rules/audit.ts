/**
 * The audit log's actions (docs/architecture.md "Audit log"): the one list of what the log records, shared by the
 * server (which writes and filters by them; a family filter such as 'parking.*' is split into these)
 * and the SPA's audit screen (its action filter and the names it shows, `audit.actions.<action>`).
 */

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

/** How an audited attempt ended. */
export const AUDIT_OUTCOMES = ['success', 'denied', 'failed'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

/** The families an action filter may name as '<family>.*' (the first part of an action). */
export const AUDIT_ACTION_FAMILIES = [...new Set(AUDIT_ACTIONS.map((a) => a.split('.')[0]))] as readonly string[];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * What an entry acted on, as the server writes it: `kind:id` ('door:12', 'qr_pass:7',
 * 'gate_event:40'). The audit screen filters by one (issue 29 §3), so the URL and the API check the
 * same shape.
 */
export const AUDIT_TARGET_PATTERN = /^[a-z][a-z_]{0,39}:[1-9]\d{0,9}$/;

export function isAuditTarget(value: string): boolean {
  return AUDIT_TARGET_PATTERN.test(value);
}

/** The filter value for one object: `auditTarget('door', 12)` is 'door:12'. */
export const auditTarget = (kind: string, id: number): string => `${kind}:${id}`;
