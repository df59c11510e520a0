import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { prepared } from '../../db/prepared';

// Nearly every building route reads its building first: compiled once (db/prepared.ts).
const byId = prepared((db, p: { id: number }) =>
  db.selectFrom('buildings').select(['id', 'name', 'code', 'address', 'image_path']).where('id', '=', p.id),
);

/** One building by id, whoever asks (callers check visibility), or undefined. */
export function findBuilding(db: Kysely<DB>, id: number) {
  return byId.first(db, { id });
}
