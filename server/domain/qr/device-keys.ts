import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { prepared } from '../../db/prepared';
import { notFound, unauthorized } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { writeAudit } from '../audit';

/** 32 random bytes in base64url: what a reader sends as X-Device-Key. Only its hash is stored. */
const KEY_BYTES = 32;
export const hashDeviceKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

export interface DeviceKeyRow {
  id: number;
  label: string | null;
  created_at: string;
  revoked_at: string | null;
}

const KEY_COLUMNS = ['id', 'label', 'created_at', 'revoked_at'] as const;

/** POST /buildings/{id}/device-keys: a new key for the building's readers, shown this once. */
export async function issueDeviceKey(db: Kysely<DB>, actor: { userId: number; buildingId: number }, label: string | null): Promise<{ device_key: DeviceKeyRow; key: string }> {
  const key = randomBytes(KEY_BYTES).toString('base64url');
  const now = nowIso();
  const device_key = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('device_keys')
      .values({ building_id: actor.buildingId, key_hash: hashDeviceKey(key), label, created_by: actor.userId, created_at: now })
      .returning(KEY_COLUMNS)
      .executeTakeFirstOrThrow();
    await writeAudit(trx, { ...actor, action: 'device_key.issue', target: `device_key:${row.id}`, outcome: 'success', at: now, detail: { label } });
    return row;
  });
  return { device_key, key };
}

const buildingKeys = prepared((db, p: { buildingId: number }) =>
  db.selectFrom('device_keys').select(KEY_COLUMNS).where('building_id', '=', p.buildingId).orderBy('building_id').orderBy('id'),
);

/** GET /buildings/{id}/device-keys: the building's keys, revoked ones too; never a key itself. */
export const listDeviceKeys = (db: Kysely<DB>, buildingId: number): Promise<DeviceKeyRow[]> => buildingKeys.all(db, { buildingId });

/** DELETE /buildings/{id}/device-keys/{keyId}: the key stops working at once; revoking twice is harmless. */
export async function revokeDeviceKey(db: Kysely<DB>, actor: { userId: number; buildingId: number }, keyId: number): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('device_keys').select(['id', 'revoked_at']).where('id', '=', keyId).where('building_id', '=', actor.buildingId).executeTakeFirst();
    if (!row) throw notFound('server.qr.device_key_not_found');
    if (row.revoked_at !== null) return;
    await trx.updateTable('device_keys').set({ revoked_at: now }).where('id', '=', row.id).where('revoked_at', 'is', null).execute();
    await writeAudit(trx, { ...actor, action: 'device_key.revoke', target: `device_key:${row.id}`, outcome: 'success', at: now });
  });
}

const liveKey = prepared((db, p: { hash: string }) => db.selectFrom('device_keys').select(['id', 'building_id', 'revoked_at']).where('key_hash', '=', p.hash));

/**
 * The building a device's key belongs to (a QR reader, a sensor gateway); 401 for no key (told with
 * `missing`, which names the device), an unknown one or a revoked one.
 */
export async function deviceKeyBuilding(db: Kysely<DB>, header: string | string[] | undefined, missing = 'server.qr.device_key_required'): Promise<number> {
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) throw unauthorized(missing);
  // an over-long value is no key of ours; it is not hashed
  const row = key.length <= 100 ? await liveKey.first(db, { hash: hashDeviceKey(key) }) : undefined;
  if (!row || row.revoked_at !== null) throw unauthorized('server.qr.device_key_invalid');
  return row.building_id;
}
