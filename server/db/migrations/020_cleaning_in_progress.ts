import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * One cleaning at a time is in progress per building (issue 15 §1). The start checks for a running
 * one inside its transaction, but two starts at the same moment could both find none: a unique
 * index over the unfinished rows only makes the database refuse the second. The same small index
 * answers "which one is in progress" for the list and the finish without walking the history.
 */
export function cleaningInProgressMigration() {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('cleaning_events_in_progress')
        .on('cleaning_events')
        .column('building_id')
        .unique()
        .where(sql.ref('finished_at'), 'is', null)
        .execute();
    },
  };
}
