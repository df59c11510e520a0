/** Which unit a proxy call is about: named in the endpoint, or in the body (by id or by number). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ID_MAX } from '../../../contract/common';
import { badRequest, notFound } from '../../lib/http-error';

async function unitByNumber(db: Kysely<DB>, buildingId: number, number: string): Promise<number> {
  const row = await db.selectFrom('units').select('id').where('building_id', '=', buildingId).where('number', '=', number.trim()).executeTakeFirst();
  if (!row) throw notFound('server.errors.unit_not_found');
  return row.id;
}

/** The unit the call is about: the endpoint's, else the body's; when both name one they must agree. */
export async function resolveProxyUnit(
  db: Kysely<DB>,
  buildingId: number,
  fromPath: { id?: string; number?: string },
  body: { unit_id?: number; unit_number?: string },
): Promise<number | null> {
  const pathUnit = fromPath.id !== undefined ? Number(fromPath.id) : fromPath.number !== undefined ? await unitByNumber(db, buildingId, fromPath.number) : null;
  const bodyUnit = body.unit_id ?? (body.unit_number !== undefined ? await unitByNumber(db, buildingId, body.unit_number) : null);
  if (pathUnit !== null && bodyUnit !== null && pathUnit !== bodyUnit) throw badRequest('server.proxy.unit_mismatch');
  return pathUnit ?? bodyUnit;
}

/** spec 001 §7: the QR targets name their unit inside their own body (`body.unit_id`). */
export function unitInsideBody(body: Record<string, unknown> | undefined): number | undefined {
  const v = body?.unit_id;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= ID_MAX ? v : undefined;
}
