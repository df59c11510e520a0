import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Db = Kysely<any>;

/**
 * Gate photos are kept for a limited time (server/domain/parking/photo-retention.ts). The pruning
 * job asks for the oldest events that still have a photo; a partial index over just those rows
 * keeps that query as cheap on the millionth event as on the first, because pruned rows leave it.
 */
export function gatePhotoIndexMigration() {
  return {
    async up(db: Db) {
      await db.schema
        .createIndex('gate_events_photo_time')
        .on('gate_events')
        .columns(['access_time', 'id'])
        .where(sql.ref('photo_path'), 'is not', null)
        .execute();
    },
  };
}
