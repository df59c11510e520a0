/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * The audit log filtered by what was acted on (issue 29 §3: "this door's openings", "this pass's
 * scans"): an index that leads with the building and the `kind:id` target and ends in the list's
 * order (at, id), so one door's page reads a page of rows however long the building's log grows
 * (server/domain/audit-query.ts), like the other filters' indexes of migration 021.
 */
export function auditTargetMigration() {
  return {
    async up(db: Db) {
      await db.schema.createIndex('audit_log_building_target_at').on('audit_log').columns(['building_id', 'target', 'at', 'id']).execute();
    },
  };
}
