import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { QrPublicPass } from '../../../contract/qr';
import { prepared } from '../../db/prepared';
import { notFound } from '../../lib/http-error';
import { passView } from './pass-view';

const byCode = prepared((db, p: { code: string }) =>
  db
    .selectFrom('qr_passes as q')
    .innerJoin('buildings as b', 'b.id', 'q.building_id')
    .select(['q.code', 'q.type', 'q.valid_from', 'q.valid_to', 'q.is_active', 'q.used_at', 'q.recipient_name', 'b.name as building_name'])
    .where('q.code', '=', p.code),
);

/**
 * GET /qr-passes/{code}: what the holder of a code may see about it on their phone, without
 * signing in. Holding the code is the right to see its pass, and nothing else: no e-mail, no unit,
 * no creator. An unknown code is a 404.
 */
export async function findPublicPass(db: Kysely<DB>, code: string): Promise<QrPublicPass> {
  const row = await byCode.first(db, { code });
  if (!row) throw notFound('server.qr.not_found');
  return { ...passView(row), building_name: row.building_name };
}
