import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { qrTimesProblem, type QrAccessType } from '../../../contract/rules/qr';
import { badRequest, conflict } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { newQrCode } from './codes';
import { buildingTimeText } from './display-time';
import { publishPassesChanged } from './events';
import type { QrUnitAccess } from './unit-access';

/** The create body after validation (contract/qr.ts QrCreateInput). */
export interface QrCreateValues {
  emails: string[];
  unit_id?: number;
  access_type: QrAccessType;
  recipient_name: string | null;
  valid_from?: string | null;
  valid_to?: string | null;
}

/** A stored pass as the caller and the recipient's mail need it. */
export interface CreatedPass {
  id: number;
  code: string;
  email: string;
  recipient_name: string | null;
  type: QrAccessType;
  valid_from: string | null;
  valid_to: string | null;
}

/** The proxy form repeats the unit in the body: the path's unit decides, a different one is refused. */
export function sameQrUnit(bodyUnitId: number | undefined, unitId: number): void {
  if (bodyUnitId !== undefined && bodyUnitId !== unitId) throw badRequest('server.qr.unit_mismatch');
}

/**
 * The stored window: UTC ISO, time_limited only (contract/qr.ts has checked both are there and in
 * order). A guest pass never outlives the creator's own access to the unit: a window ending after
 * it is refused here; permanent and one-time passes stop at the reader when that access ends
 * (scan.ts asks whether the creator still has it).
 */
async function storedWindow(db: Kysely<DB>, access: QrUnitAccess, input: QrCreateValues, lang: 'cs' | 'en') {
  if (input.access_type !== 'time_limited' || !input.valid_from || !input.valid_to) return { valid_from: null, valid_to: null };
  const valid_from = new Date(input.valid_from).toISOString();
  const valid_to = new Date(input.valid_to).toISOString();
  if (access.accessUntil !== null && valid_to > access.accessUntil) {
    await writeAudit(db, {
      ...access.actor,
      unitId: access.unit.id,
      action: 'qr.pass.create',
      target: `unit:${access.unit.id}`,
      outcome: 'denied',
      detail: { reason: 'outlives_access', valid_to, access_until: access.accessUntil },
    });
    throw conflict('server.qr.outlives_access', { until: buildingTimeText(lang, access.accessUntil) });
  }
  return { valid_from, valid_to };
}

/**
 * POST …/qr-codes: one pass per e-mail (a repeated address gets one), all in one transaction with
 * one audit row each (never the code: it is the pass's secret), then the unit's people and the
 * building's staff are told. The caller sends the mails after answering.
 */
export async function createPasses(db: Kysely<DB>, bus: EventBus, access: QrUnitAccess, input: QrCreateValues, lang: 'cs' | 'en'): Promise<CreatedPass[]> {
  const { unit, actor } = access;
  sameQrUnit(input.unit_id, unit.id);
  const now = nowIso();
  // a window that is over could never open a door: refused, not created (contract/qr.ts checked the rest)
  if (qrTimesProblem(input.access_type, input.valid_from, input.valid_to, now) === 'already_ended') throw badRequest('server.qr.already_ended');
  const window = await storedWindow(db, access, input, lang);
  const emails = [...new Set(input.emails)];
  const created = await db.transaction().execute(async (trx) => {
    const out: CreatedPass[] = [];
    for (const email of emails) {
      const pass = { code: newQrCode(), email, recipient_name: input.recipient_name, type: input.access_type, ...window };
      const { id } = await trx
        .insertInto('qr_passes')
        .values({ ...pass, building_id: unit.building_id, unit_id: unit.id, autoelevator: 1, is_active: 1, created_by: actor.userId, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeAudit(trx, {
        ...actor,
        unitId: unit.id,
        action: 'qr.pass.create',
        target: `qr_pass:${id}`,
        outcome: 'success',
        at: now,
        detail: { email, type: pass.type, recipient_name: pass.recipient_name, valid_from: pass.valid_from, valid_to: pass.valid_to },
      });
      out.push({ id, ...pass });
    }
    return out;
  });
  publishPassesChanged(bus, unit.building_id, unit.id);
  return created;
}
