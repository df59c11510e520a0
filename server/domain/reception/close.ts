/**
 * Closing a desk entry (issue 15 §2): a visitor checks out, mail is collected, a key comes back —
 * each an action with a time (now when none is given). An entry the caller may not read is not
 * found (a resident asking for another unit's, any entry of another building); one the caller reads
 * but does not keep the desk of is 403; one already closed is 409 with the register's own words,
 * and nothing changes. The time may not precede the opening nor lie ahead (closingTimeAllowed).
 *
 * "Is it still open" and the change are one statement (UPDATE … WHERE <closed> IS NULL, then the rows
 * it touched), so two desks returning the same key at once cannot both succeed: the later one is 409.
 */
import { sql } from 'kysely';
import type { CollectMailRequest } from '../../../contract/reception';
import { closingTimeAllowed, type ReceptionKind } from '../../../contract/rules/reception';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { deskAudience } from './audience';
import type { ReceptionDeps } from './create';
import { REGISTERS } from './registers';
import { readsUnit, requireDesk, type DeskViewer } from './viewer';

export async function closeEntry(deps: ReceptionDeps, viewer: DeskViewer, kind: ReceptionKind, entryId: number, input: CollectMailRequest): Promise<void> {
  const reg = REGISTERS[kind];
  const entry = await deps.db
    .selectFrom(reg.table)
    .select(['id', 'unit_id', sql.ref<string>(reg.opened).as('opened_at'), sql.ref<string | null>(reg.closed).as('closed_at')])
    .where('id', '=', entryId)
    .where('building_id', '=', viewer.buildingId)
    .executeTakeFirst();
  if (!entry || !readsUnit(viewer, entry.unit_id)) throw notFound(reg.notFound);
  requireDesk(viewer);
  if (entry.closed_at !== null) throw conflict(reg.alreadyClosed);

  const now = nowIso();
  const at = input.at === undefined ? now : new Date(input.at).toISOString();
  if (!closingTimeAllowed(entry.opened_at, at, Date.parse(now))) {
    throw badRequest(Date.parse(at) < Date.parse(entry.opened_at) ? reg.closedBeforeOpened : 'server.reception.closed_in_future');
  }
  // who picked up the mail, as the desk wrote it; the other registers have no such column
  const collectedBy = kind === 'mail' ? sql`, collected_by = ${input.collected_by || null}` : sql``;

  await deps.db.transaction().execute(async (trx) => {
    const changed = await sql`update ${sql.table(reg.table)} set ${sql.ref(reg.closed)} = ${at}, closed_by = ${viewer.userId}${collectedBy} where id = ${entryId} and ${sql.ref(reg.closed)} is null`.execute(trx);
    if (Number(changed.numAffectedRows ?? 0) !== 1) throw conflict(reg.alreadyClosed);
    await writeAudit(trx, {
      userId: viewer.userId,
      action: reg.audit.close,
      buildingId: viewer.buildingId,
      unitId: entry.unit_id,
      target: `${reg.table}:${entryId}`,
      outcome: 'success',
      detail: { at },
    });
  });
  deps.bus.publish('reception.changed', viewer.buildingId, { kind, id: entryId, unit_id: entry.unit_id }, await deskAudience(deps.db, viewer.buildingId, entry.unit_id), {
    actorId: viewer.userId,
  });
}
