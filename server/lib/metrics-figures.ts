import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { DeviceKind } from '../db/schema/devices';

/** What the metrics read from the database at a scrape (the rest they hold in memory). */
export interface StoredFigures {
  devicesByKind: Map<DeviceKind, number>;
  /** gates and doors whose last reported state is open */
  openByKind: Map<DeviceKind, number>;
  /** fire zones not OK (status other than 0), acknowledged or not */
  fireZonesInAlarm: number;
  /** notifications still waiting for their e-mail */
  mailPending: number;
  /** seconds since the oldest of those was made; 0 with none */
  mailOldestPendingS: number;
}

/** the kinds whose state says open or closed */
const OPENING: DeviceKind[] = ['parking_gate', 'door'];

const isOpen = (state: string | null): boolean => {
  if (!state) return false;
  try {
    return (JSON.parse(state) as { open?: unknown }).open === true;
  } catch {
    return false;
  }
};

/**
 * Every query here is bounded by what is current, never by history: devices and fire zones are a
 * building's equipment (tens of rows), and the pending mail is read through the partial index
 * `notifications_mail_pending` (migration 019, `WHERE mail_pending = 1`), which holds only the
 * notifications the e-mail worker has yet to claim — the backlog itself, not every notification made.
 */
export async function readStoredFigures(db: Kysely<DB>, now = new Date()): Promise<StoredFigures> {
  const kinds = await db.selectFrom('devices').select(['kind', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('kind').execute();
  const opening = await db.selectFrom('devices').select(['kind', 'state']).where('kind', 'in', OPENING).execute();
  const fire = await db.selectFrom('fire_zones').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '<>', 0).executeTakeFirstOrThrow();
  const mail = await db
    .selectFrom('notifications')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('id').as('oldest')])
    .where('mail_pending', '=', 1)
    .executeTakeFirstOrThrow();
  const oldest =
    mail.oldest === null
      ? undefined
      : await db.selectFrom('notifications').select('created_at').where('id', '=', Number(mail.oldest)).executeTakeFirst();

  const openByKind = new Map<DeviceKind, number>(OPENING.map((k) => [k, 0]));
  for (const d of opening) if (isOpen(d.state)) openByKind.set(d.kind, (openByKind.get(d.kind) ?? 0) + 1);
  return {
    devicesByKind: new Map(kinds.map((k) => [k.kind, Number(k.n)])),
    openByKind,
    fireZonesInAlarm: Number(fire.n),
    mailPending: Number(mail.n),
    mailOldestPendingS: oldest ? Math.max(0, (now.getTime() - Date.parse(oldest.created_at)) / 1000) : 0,
  };
}
