/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Kysely } from 'kysely';

type Db = Kysely<any>;

/**
 * The issue list filtered by status and priority (the staff's "closed, high" and "new, critical"),
 * found growing by `npm run bench:scale` (issue 28 §5): its bounded count walked the status index and
 * read each row's priority from the table, so 2,001 matches cost up to four times as many rows. With
 * the priority in the index the page and the count walk matching index entries only.
 */
export function issueStatusPriorityMigration() {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('issues_building_status_priority_created')
        .on('issues')
        .columns(['building_id', 'status', 'priority', 'created_at', 'id'])
        .execute();
    },
  };
}
