import { sql, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { idListParam, inIdList } from '../../db/id-list';
import { GATE_PASS_AUDIT_ACTIONS_SQL } from '../../db/migrations/022_retention';
import { gateEventRetentionCutoff } from '../parking/event-retention';
import { pruneRound, type PruneOptions, type PruneResult } from './batches';

// the very filter of the partial index audit_log_gate_passes, as a literal, so the planners use it
const isGatePass = sql<SqlBool>`${sql.ref('action')} in ${sql.raw(GATE_PASS_AUDIT_ACTIONS_SQL)}`;

const oldPasses = prepared((db, p: { before: string; limit: number }) =>
  db.selectFrom('audit_log').select('id').where(isGatePass).where('at', '<', p.before).orderBy('at').orderBy('id').limit(p.limit),
);
const deleteQuery = prepared((db, p: { ids: string }) => db.deleteFrom('audit_log').where(inIdList(db, 'id', p.ids)));

/**
 * The audit rows of passes at the gate and of access checks (`parking.gate.pass`,
 * `parking.access_check`) copy the licence plate into their detail, next to the time and the gate:
 * the very personal data GATE_EVENT_RETENTION_DAYS bounds in gate_events. Past that age they are
 * DELETED, not kept with the plate blanked, because:
 *
 * - each is the audit copy of one gate event (target `gate_event:<id>`, the same plate, time,
 *   direction, reason and decision), and that event is deleted at this very age as no longer needed;
 *   with the plate blanked the row would only say "some car was let in at 03:12", which is the part
 *   of the log the retention decided not to keep, and it would point at an event that is gone;
 * - most of them were made by a gate device, with no person whose act the audit would still answer for;
 * - deleted rows leave the small partial index audit_log_gate_passes, so each round reads only rows it
 *   deletes; blanked rows would stay in it (or need a marker column) and every hourly round would step
 *   over a year's worth of them again.
 *
 * The rest of the audit log is untouched: vehicle registrations (`parking.vehicle.*`) also name a
 * plate, but as the unit's register of its cars, not as a movement, and follow AUDIT_RETENTION_DAYS
 * like every other row. Newer rows are never touched; 0 days (GATE_EVENT_RETENTION_DAYS=0) keeps them all.
 */
export async function pruneGatePassAudit(db: Kysely<DB>, before: string, options: PruneOptions = {}): Promise<PruneResult> {
  const round = pruneRound(options);
  await round.drain(async (limit) => {
    const rows = await oldPasses.all(db, { before, limit });
    if (rows.length > 0) await deleteQuery.run(db, { ids: idListParam(rows.map((r) => r.id)) });
    return { found: rows.length, removed: rows.length };
  });
  return round.result;
}

/** One round of the worker, on the gate events' cut-off (GATE_EVENT_RETENTION_DAYS), so a pass's audit row goes with its event. */
export async function sweepGatePassAudit(db: Kysely<DB>, now: Date, days: number, options: PruneOptions = {}): Promise<PruneResult & { before: string | null }> {
  if (days === 0) return { removed: 0, batches: 0, capped: false, before: null };
  const before = gateEventRetentionCutoff(now, days);
  return { ...(await pruneGatePassAudit(db, before, options)), before };
}
