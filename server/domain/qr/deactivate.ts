import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { EventBus } from '../../lib/event-bus';
import { notFound } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';
import { publishPassesChanged } from './events';
import type { QrUnitAccess } from './unit-access';
import { sameQrUnit } from './create';

export interface QrDeactivateValues {
  unit_id?: number;
  qr_code?: string;
  email?: string;
}

/**
 * POST …/qr-codes/deactivate (spec 001 §5, §7): one pass by its code, or every active pass of an
 * e-mail in the unit. Only active passes change. A code that is not the unit's is the same 404 as
 * an unknown one, so the route says nothing about other units' codes.
 */
export async function deactivatePasses(
  db: Kysely<DB>,
  bus: EventBus,
  access: QrUnitAccess,
  input: QrDeactivateValues,
): Promise<{ deactivated: boolean; count: number }> {
  const { unit, actor } = access;
  sameQrUnit(input.unit_id, unit.id);
  const now = nowIso();
  const ids = await db.transaction().execute(async (trx) => {
    let query = trx.selectFrom('qr_passes').select(['id', 'is_active']).where('unit_id', '=', unit.id);
    query = input.qr_code !== undefined ? query.where('code', '=', input.qr_code) : query.where('email', '=', input.email ?? '');
    const found = await query.execute();
    if (input.qr_code !== undefined && found.length === 0) throw notFound('server.qr.not_found');
    const active = found.filter((p) => p.is_active === 1).map((p) => p.id);
    if (active.length === 0) return [];
    await trx
      .updateTable('qr_passes')
      .set({ is_active: 0, deactivated_at: now, deactivated_by: actor.userId })
      .where('unit_id', '=', unit.id)
      .where('id', 'in', active)
      .where('is_active', '=', 1)
      .execute();
    for (const id of active) {
      await writeAudit(trx, { ...actor, unitId: unit.id, action: 'qr.pass.deactivate', target: `qr_pass:${id}`, outcome: 'success', at: now });
    }
    return active;
  });
  if (ids.length > 0) publishPassesChanged(bus, unit.building_id, unit.id);
  return { deactivated: ids.length > 0, count: ids.length };
}
