import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { pruneRound, retentionCutoff, type PruneOptions, type PruneResult } from './batches';

type Old = { buildingId: number; before: string; limit: number };

/*
 * The oldest rows of one building, read off audit_log_building_at_id (building_id, at, id), the
 * index the audit list and its export already walk: no index of its own, so writing an audit row
 * costs nothing more. Deleted rows leave the index, so each batch starts right at the next old row.
 */
const oldInBuilding = prepared((db, p: Old) =>
  db.selectFrom('audit_log').select('id').where('building_id', '=', p.buildingId).where('at', '<', p.before).orderBy('at').orderBy('id').limit(p.limit),
);
/*
 * The rows of no building (registration, global administration): the same index, at its null end.
 * Ordered by the index's own columns: PostgreSQL does not take `is null` as fixing the first column,
 * and would sort every old row for `order by at, id`.
 */
const oldOfNoBuilding = prepared((db, p: Omit<Old, 'buildingId'>) =>
  db
    .selectFrom('audit_log')
    .select('id')
    .where('building_id', 'is', null)
    .where('at', '<', p.before)
    .orderBy('building_id')
    .orderBy('at')
    .orderBy('id')
    .limit(p.limit),
);
/*
 * The buildings the log names, one index seek each (a loose index scan): audit_log.building_id has
 * no foreign key, so rows of a building deleted since are found too, which a walk over `buildings`
 * would miss, and no statement reads the whole index.
 */
const nextBuilding = prepared((db, p: { after: number }) =>
  db.selectFrom('audit_log').select('building_id').where('building_id', '>', p.after).orderBy('building_id').limit(1),
);
const deleteQuery = prepared((db, p: { ids: string }) => db.deleteFrom('audit_log').where(inIdList(db, 'id', p.ids)));

async function* buildingsOfTheLog(db: Kysely<DB>): AsyncGenerator<number> {
  // the smallest value of the column's type (PostgreSQL's integer), below every id
  let after = -2_147_483_648;
  for (;;) {
    const row = await nextBuilding.first(db, { after });
    if (!row || row.building_id === null) return;
    after = row.building_id;
    yield after;
  }
}

/**
 * Deletes the audit rows older than `before` (UTC ISO; issue 28 §2, AUDIT_RETENTION_DAYS), building
 * by building and then those of no building, in batches. Nothing references an audit row, so the
 * rows simply go; newer rows are never touched. What must outlive the retention is exported first
 * (GET /v1/buildings/{id}/audit/export streams the log by keyset, a thousand rows at a time).
 */
export async function pruneAudit(db: Kysely<DB>, before: string, options: PruneOptions = {}): Promise<PruneResult> {
  const round = pruneRound(options);
  const drainWith = (find: (limit: number) => Promise<{ id: number }[]>) =>
    round.drain(async (limit) => {
      const rows = await find(limit);
      if (rows.length > 0) await deleteQuery.run(db, { ids: idListParam(rows.map((r) => r.id)) });
      return { found: rows.length, removed: rows.length };
    });
  for await (const buildingId of buildingsOfTheLog(db)) {
    if (!(await drainWith((limit) => oldInBuilding.all(db, { buildingId, before, limit })))) return round.result;
  }
  await drainWith((limit) => oldOfNoBuilding.all(db, { before, limit }));
  return round.result;
}

/** One round of the worker: rows older than `days` before `now` go; 0 days (the default) keeps the log whole and touches nothing. */
export async function sweepAudit(db: Kysely<DB>, now: Date, days: number, options: PruneOptions = {}): Promise<PruneResult & { before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, capped: false, before: null };
  const before = retentionCutoff(now, days);
  return { ...(await pruneAudit(db, before, options)), before };
}
