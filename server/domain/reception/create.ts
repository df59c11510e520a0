/**
 * Recording a desk entry (issue 15 §2): a visitor who came, mail that arrived, a key lent. The desk
 * only (viewer.ts). The unit must be one of this building's — a unit of another building and one
 * that does not exist get the same answer, so the desk learns nothing of other buildings — and a
 * given opening time must lie within the last days and not ahead (openingTimeAllowed). A key already
 * lent out cannot be lent again until it is back; the partial unique index of migration 018 holds
 * that even for two desks at once. The entry and its audit row commit together; the live event
 * follows the commit and tells the notifications whether the unit's people are to be told.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import type { CreateKeyLoanRequest, CreateMailRequest, CreateVisitorRequest } from '../../../contract/reception';
import { openingTimeAllowed, RECEPTION_BACKDATE_DAYS, type ReceptionKind } from '../../../contract/rules/reception';
import { foldText } from '../../../contract/rules/text';
import { badRequest, conflict } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { isUniqueViolation } from '../../db/unique-violation';
import { writeAudit } from '../audit';
import { deskAudience } from './audience';
import { REGISTERS } from './registers';
import { requireDesk, type DeskViewer } from './viewer';

export interface ReceptionDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

/** The common columns of a new entry: the checked unit and opening time, who recorded it, whether to notify. */
interface Opening {
  unitId: number | null;
  at: string;
  notified: boolean;
  now: string;
}

async function opening(db: Kysely<DB>, viewer: DeskViewer, unitId: number | null | undefined, at: string | undefined, notify: boolean): Promise<Opening> {
  requireDesk(viewer);
  const now = nowIso();
  if (unitId != null) {
    const unit = await db.selectFrom('units').select('id').where('id', '=', unitId).where('building_id', '=', viewer.buildingId).executeTakeFirst();
    if (!unit) throw badRequest('server.reception.unit_invalid');
  }
  if (at !== undefined && !openingTimeAllowed(at, Date.parse(now))) throw badRequest('server.reception.opened_out_of_range', { days: RECEPTION_BACKDATE_DAYS });
  // a common key has nobody to tell
  return { unitId: unitId ?? null, at: at === undefined ? now : new Date(at).toISOString(), notified: notify && unitId != null, now };
}

const text = (value: string | null | undefined) => (value ? value : null);
const searchText = (...parts: Array<string | null | undefined>) => foldText(parts.filter(Boolean).join('\n'));

/** Writes the entry and its audit row in one transaction, then publishes; returns the new id. */
async function record(
  deps: ReceptionDeps,
  viewer: DeskViewer,
  kind: ReceptionKind,
  o: Opening,
  insert: (trx: Transaction<DB>) => Promise<number>,
): Promise<number> {
  const id = await deps.db.transaction().execute(async (trx) => {
    const id = await insert(trx);
    await writeAudit(trx, {
      userId: viewer.userId,
      action: REGISTERS[kind].audit.create,
      buildingId: viewer.buildingId,
      unitId: o.unitId,
      target: `${REGISTERS[kind].table}:${id}`,
      outcome: 'success',
      detail: { at: o.at, notified: o.notified },
    });
    return id;
  });
  deps.bus.publish('reception.changed', viewer.buildingId, { kind, id, unit_id: o.unitId }, await deskAudience(deps.db, viewer.buildingId, o.unitId), {
    actorId: viewer.userId,
    created: true,
    notify: o.notified,
  });
  return id;
}

const base = (viewer: DeskViewer, o: Opening) => ({
  building_id: viewer.buildingId,
  notified: o.notified ? 1 : 0,
  recorded_by: viewer.userId,
  closed_by: null,
  created_at: o.now,
});

export async function createVisitor(deps: ReceptionDeps, viewer: DeskViewer, input: CreateVisitorRequest): Promise<number> {
  const o = await opening(deps.db, viewer, input.unit_id, input.arrived_at, input.notify);
  return record(deps, viewer, 'visitor', o, async (trx) => {
    const row = await trx
      .insertInto('reception_visitors')
      .values({
        ...base(viewer, o),
        unit_id: input.unit_id,
        name: input.name,
        purpose: text(input.purpose),
        arrived_at: o.at,
        left_at: null,
        search_text: searchText(input.name),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function createMail(deps: ReceptionDeps, viewer: DeskViewer, input: CreateMailRequest): Promise<number> {
  const o = await opening(deps.db, viewer, input.unit_id, input.received_at, input.notify);
  return record(deps, viewer, 'mail', o, async (trx) => {
    const row = await trx
      .insertInto('reception_mail')
      .values({
        ...base(viewer, o),
        unit_id: input.unit_id,
        type: input.type,
        sender: text(input.sender),
        note: text(input.note),
        received_at: o.at,
        collected_at: null,
        collected_by: null,
        search_text: searchText(input.sender),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

export async function createKeyLoan(deps: ReceptionDeps, viewer: DeskViewer, input: CreateKeyLoanRequest): Promise<number> {
  const o = await opening(deps.db, viewer, input.unit_id, input.borrowed_at, input.notify);
  const keyNorm = foldText(input.key_id);
  try {
    return await record(deps, viewer, 'key', o, async (trx) => {
      const row = await trx
        .insertInto('reception_key_loans')
        .values({
          ...base(viewer, o),
          unit_id: o.unitId,
          key_label: input.key_id,
          key_norm: keyNorm,
          borrower: input.borrower,
          purpose: text(input.purpose),
          borrowed_at: o.at,
          returned_at: null,
          search_text: searchText(input.key_id, input.borrower),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('server.reception.key_already_lent', { key: input.key_id });
    throw e;
  }
}
