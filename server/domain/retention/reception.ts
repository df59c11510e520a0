import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { ReceptionKind } from '../../../contract/rules/reception';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { REGISTERS, type Register } from '../reception/registers';
import { pruneRound, retentionCutoff, type PruneOptions, type PruneResult } from './batches';

type Old = { buildingId: number; before: string; limit: number };

/*
 * One register's finished entries of one building, oldest first, read off the register's list index
 * (building_id, opened, id) (migration 018). An entry cannot close before it opened
 * (closingTimeAllowed), so every entry that finished before the cut-off opened before it: the range
 * `opened < before` holds them all, and besides them only the few that opened before the cut-off and
 * are still open or finished after it (a key never returned), which each batch steps over. So the
 * sweep needs no index of its own, and closing an entry at the desk writes no extra index entry.
 */
function registerQueries(reg: Register) {
  return {
    old: prepared((db, p: Old) =>
      db
        .selectFrom(reg.table)
        .select('id')
        .where('building_id', '=', p.buildingId)
        .where(sql.ref(reg.opened), '<', p.before)
        .where(sql.ref(reg.closed), '<', p.before)
        .orderBy(sql.ref(reg.opened))
        .orderBy('id')
        .limit(p.limit),
    ),
    // the finishing time is asked again, so a row that changed since it was found is never deleted
    remove: prepared((db, p: { ids: string; before: string }) =>
      db
        .deleteFrom(reg.table)
        .where(inIdList(db, 'id', p.ids))
        .where(sql.ref(reg.closed), '<', p.before),
    ),
  };
}

const QUERIES = Object.fromEntries(Object.entries(REGISTERS).map(([kind, reg]) => [kind, registerQueries(reg)])) as Record<ReceptionKind, ReturnType<typeof registerQueries>>;

/**
 * Deletes the reception entries that FINISHED before `before` (UTC ISO; issue 28 §2,
 * RECEPTION_RETENTION_DAYS): visitors who left, mail collected, keys returned, by the time they left,
 * were collected, came back. An entry still open (a visitor in the building, a parcel waiting, a key
 * out) is never deleted however old, nor one that finished after the cut-off. Register by register,
 * building by building, in batches; the desk's lists read on between them.
 *
 * The entries hold people's data (a visitor's name and purpose, who collected a parcel, who borrowed a
 * key), kept by the building's administrator as controller only as long as the purpose needs it
 * (GDPR art. 5(1)(e), storage limitation). The default of 365 days lets the desk answer the questions
 * that come later ("was my parcel collected in spring, and by whom", "who had the boiler-room key
 * before the damage was found", a visit questioned at the annual owners' meeting) over a full year of
 * the building's life, and is short of the general three-year limitation period of Czech civil law
 * (§ 629 občanského zákoníku) a longer keeping might be argued from. The data-protection officer sets
 * it shorter (or longer) with RECEPTION_RETENTION_DAYS to match the building's records of processing.
 * Nothing references an entry by key; the audit names it in text (`reception_visitors:<id>`) only.
 */
export async function pruneReception(db: Kysely<DB>, before: string, options: PruneOptions = {}): Promise<PruneResult> {
  const round = pruneRound(options);
  const buildings = await db.selectFrom('buildings').select('id').orderBy('id').execute();
  for (const kind of Object.keys(REGISTERS) as ReceptionKind[]) {
    const q = QUERIES[kind];
    for (const { id: buildingId } of buildings) {
      const more = await round.drain(async (limit) => {
        const rows = await q.old.all(db, { buildingId, before, limit });
        if (rows.length === 0) return { found: 0, removed: 0 };
        const res = await q.remove.run(db, { ids: idListParam(rows.map((r) => r.id)), before });
        return { found: rows.length, removed: Number(res.numAffectedRows ?? rows.length) };
      });
      if (!more) return round.result;
    }
  }
  return round.result;
}

/** One round of the worker: entries finished more than `days` before `now` go; 0 days keeps them all and touches nothing. */
export async function sweepReception(db: Kysely<DB>, now: Date, days: number, options: PruneOptions = {}): Promise<PruneResult & { before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, capped: false, before: null };
  const before = retentionCutoff(now, days);
  return { ...(await pruneReception(db, before, options)), before };
}
