import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { isQrCode, scanDecision, type QrScanReason } from '../../../contract/rules/qr';
import { doorOf } from '../../devices/registry';
import { prepared } from '../../db/prepared';
import { notFound } from '../../lib/http-error';
import { writeAudit } from '../audit';
import { actuateDoor } from '../doors/actuate';
import { creatorHasAccess } from './creator-access';
import { publishPassesChanged } from './events';

export interface ScanDeps {
  db: Kysely<DB>;
  bus: EventBus;
}

export interface ScanInput {
  /** the reader's building (its device key's; the simulator's own) */
  buildingId: number;
  doorId: number;
  /** what the reader read; anything, a code or not */
  code: string;
  /** UTC ISO */
  at: string;
}

export interface ScanResult {
  granted: boolean;
  reason: QrScanReason;
  passId: number | null;
}

// a pass is found by its code only inside the reader's building: another building's code is unknown here
const passByCode = prepared((db, p: { code: string; buildingId: number }) =>
  db
    .selectFrom('qr_passes')
    .select(['id', 'building_id', 'unit_id', 'type', 'is_active', 'used_at', 'valid_from', 'valid_to', 'created_by'])
    .where('code', '=', p.code)
    .where('building_id', '=', p.buildingId),
);

type PassRow = NonNullable<Awaited<ReturnType<typeof passByCode.first>>>;
const scanned = (row: PassRow) => ({ type: row.type, is_active: row.is_active === 1, used_at: row.used_at, valid_from: row.valid_from, valid_to: row.valid_to });

/**
 * One read at a door's QR reader, decided by the server (issue 10 §2): scanDecision over the pass
 * as stored and whether its creator still has access. A one-time pass is spent by ONE conditional
 * update (`used_at` still empty and the pass active); of two simultaneous reads only the one whose
 * update changed the row is granted. Every read is audited as the door's act (never the code: it
 * is the pass's secret); a granted one then opens the door, after the commit, so nobody sees a door
 * open that the log does not show. Used by the reader's route and the simulator alike.
 */
export async function scanPass(deps: ScanDeps, input: ScanInput): Promise<ScanResult> {
  const { db, bus } = deps;
  const { buildingId, at } = input;
  const door = await doorOf(db, buildingId, input.doorId);
  if (!door) {
    await writeAudit(db, {
      userId: null,
      action: 'qr.scan',
      buildingId,
      outcome: 'denied',
      at,
      detail: { reason: 'door_not_found', door_id: input.doorId, qr_pass_id: null },
    });
    throw notFound('server.qr.door_not_found');
  }
  const pass = isQrCode(input.code) ? await passByCode.first(db, { code: input.code, buildingId }) : undefined;
  const creatorOk = pass ? await creatorHasAccess(db, pass, at) : false;
  let reason = scanDecision(pass ? scanned(pass) : null, at, creatorOk);
  let consumed = false;

  await db.transaction().execute(async (trx) => {
    if (pass && reason === 'granted' && pass.type === 'one_time') {
      const spent = await trx
        .updateTable('qr_passes')
        .set({ used_at: at })
        .where('id', '=', pass.id)
        .where('used_at', 'is', null)
        .where('is_active', '=', 1)
        .executeTakeFirst();
      consumed = Number(spent.numUpdatedRows) === 1;
      if (!consumed) {
        // another read spent it (or it was deactivated) between our read and our update
        const fresh = await trx.selectFrom('qr_passes').select(['type', 'is_active', 'used_at', 'valid_from', 'valid_to']).where('id', '=', pass.id).executeTakeFirst();
        const again = fresh ? scanDecision({ ...fresh, is_active: fresh.is_active === 1 }, at, creatorOk) : 'unknown';
        reason = again === 'granted' ? 'used' : again;
      }
    }
    await writeAudit(trx, {
      userId: null,
      deviceId: door.ref.id,
      action: 'qr.scan',
      buildingId,
      unitId: pass?.unit_id ?? null,
      target: pass ? `qr_pass:${pass.id}` : null,
      outcome: reason === 'granted' ? 'success' : 'denied',
      at,
      detail: { reason, door_id: door.ref.id, qr_pass_id: pass?.id ?? null },
    });
  });

  const granted = reason === 'granted';
  if (granted) await actuateDoor(bus, door, 'open', at, 'qr');
  if (consumed && pass) publishPassesChanged(bus, buildingId, pass.unit_id);
  return { granted, reason, passId: pass?.id ?? null };
}
