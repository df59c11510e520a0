import { sql, type Kysely, type SqlBool } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * The audit actions whose rows copy a licence plate of a pass at the gate (gate-service.ts): they go
 * when the gate event does (domain/retention/audit-gate-passes.ts). Written into the index's WHERE and
 * into the sweep's query as the same literal list, so both engines' planners see the query's filter
 * imply the index's (a bound parameter would not).
 */
export const GATE_PASS_AUDIT_ACTIONS_SQL = "('parking.gate.pass', 'parking.access_check')";

/**
 * Retention for what grows (issue 28 §2), an index for each sweep that has none that fits:
 *
 * - notifications_read_created: the read notifications by age. The sweep asks for the oldest read
 *   ones; unread ones (most of the recent rows) are not in it, and deleted ones leave it.
 * - audit_log_gate_passes: the audit rows of gate passes and access checks by age, the rows that
 *   hold a licence plate and go after GATE_EVENT_RETENTION_DAYS. Only these rows are in it, so the
 *   rest of the audit log (kept for ever by default) costs no write here, and the rows it holds are
 *   only the last retention period's, since the sweep deletes the rest.
 *
 * The audit sweep by age (AUDIT_RETENTION_DAYS) walks audit_log_building_at_id building by building,
 * and the reception sweep each register's (building_id, opened, id) index: both are there already.
 */
export function retentionMigration() {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('notifications_read_created')
        .on('notifications')
        .columns(['created_at', 'id'])
        .where(sql.ref('read_at'), 'is not', null)
        .execute();
      await db.schema
        .createIndex('audit_log_gate_passes')
        .on('audit_log')
        .columns(['at', 'id'])
        .where(sql<SqlBool>`${sql.ref('action')} in ${sql.raw(GATE_PASS_AUDIT_ACTIONS_SQL)}`)
        .execute();
    },
  };
}
