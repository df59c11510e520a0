import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { QrCode, QrUser } from '../../../contract/qr';
import { prepared } from '../../db/prepared';
import { passView } from './pass-view';

// One statement for any number of passes: the unit's passes in the order of qr_passes_unit_email
// (unit, e-mail, id; ascending, so the index serves it on both engines without a sort), each with
// the portal user of that e-mail (users' unique e-mail index) when there is one.
const unitPasses = prepared((db, p: { unitId: number }) =>
  db
    .selectFrom('qr_passes as q')
    .leftJoin('users as u', 'u.email', 'q.email')
    .select([
      'q.id',
      'q.code',
      'q.type',
      'q.email',
      'q.recipient_name',
      'q.valid_from',
      'q.valid_to',
      'q.is_active',
      'q.used_at',
      'q.created_at',
      'u.id as user_id',
      'u.name as user_name',
    ])
    .where('q.unit_id', '=', p.unitId)
    .orderBy('q.unit_id')
    .orderBy('q.email')
    .orderBy('q.id'),
);

/**
 * GET …/qr-codes: the unit's passes grouped by recipient e-mail (spec 001 §3), each group's passes
 * newest first; the group's name is the newest recipient name given, else the portal user's name.
 */
export async function listUnitPasses(db: Kysely<DB>, unitId: number): Promise<QrUser[]> {
  const rows = await unitPasses.all(db, { unitId });
  const groups: Array<QrUser & { recipientName: string | null; userName: string | null }> = [];
  for (const row of rows) {
    let group = groups.at(-1);
    if (!group || group.email !== row.email) {
      group = { user_id: row.user_id ?? null, name: null, email: row.email, qr_codes: [], recipientName: null, userName: row.user_name ?? null };
      groups.push(group);
    }
    const code: QrCode = { ...passView(row), created_at: row.created_at };
    group.qr_codes.unshift(code);
    // rows come oldest first: the last name given wins
    if (row.recipient_name) group.recipientName = row.recipient_name;
  }
  return groups.map(({ recipientName, userName, ...g }) => ({ ...g, name: recipientName ?? userName }));
}
